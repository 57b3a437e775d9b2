import { z } from 'zod';
import { ErrorCode } from './errors';
import { LANGUAGES } from './languages';

export const languageSchema = z.enum(LANGUAGES);

/**
 * A record language → string with at least one entry; unknown language keys are rejected.
 * An empty record fails with FIELD_REQUIRED.
 */
export const localizedTextSchema = z.partialRecord(languageSchema, z.string()).refine((value) => Object.keys(value).length > 0, {
  error: String(ErrorCode.FIELD_REQUIRED),
});
