import { z } from 'zod';
import { ErrorCode } from '../../error-codes';
import { textSchema } from '../../validation';
import { defineCall } from '../define-call';
import { endpoints } from '../endpoints';

export const shorten = defineCall(endpoints.shorten, {
  summary: "A short link to a page of this tenant's storefront (for posters and sharing)",
  tags: ['share'],
  /**
   * A path starting with a single `/`, or an absolute http(s) URL on one of the tenant's hosts: one line
   * without control characters (TEXT_CHARACTERS_INVALID); the server refuses every other shape
   * (VALIDATION_FAILED) and stores the parsed, normalised URL (decision 022).
   */
  body: z.object({ url: textSchema({ max: 2048, requiredCode: ErrorCode.VALIDATION_FAILED }) }),
  data: z.object({ code: z.string(), shortUrl: z.string(), url: z.string() }),
});
