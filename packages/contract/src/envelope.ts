import { z } from 'zod';
import { ErrorCode } from './error-codes';
import { openApiComponents } from './openapi';

/** Spec §7: responses are {code, msg, data}; code 0 is success. */
export const SUCCESS_CODE = 0;

/** Zod schema of a success envelope around `data`: code 0. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(SUCCESS_CODE), msg: z.string(), data });
}

export type Envelope<T> = { code: number; msg: string; data: T };

/** A success envelope: code 0. */
export function okEnvelope<T>(data: T, msg = 'success'): Envelope<T> {
  return { code: SUCCESS_CODE, msg, data };
}

/** A failure envelope: a non-zero code, its (already localized) message, data null. */
export function errorEnvelope(code: number, msg: string): Envelope<null> {
  return { code, msg, data: null };
}

/** Every code a refusal may carry: the catalogue's (error-codes.ts), 0 excepted. */
export const REFUSAL_CODES = /* @__PURE__ */ Object.values(ErrorCode).filter((c) => c !== SUCCESS_CODE);

/** Where a refused input was wrong: a field's path in its part (`items.0.name`) and the catalogue code (or rule) that refused it. */
export const RefusalIssue = z.object({ path: z.string(), message: z.string() });

/**
 * A refusal (decision 004, decision 059): a catalogue code other than 0, its text in the request's
 * language, and `data`: null, or an object — `issues` when the input was refused field by field, or the
 * code's own details (`limitBytes`, `reason`, `minutes`, ...). Every call answers either its success
 * envelope or this; the OpenAPI document publishes it beside each success answer.
 */
export const refusalEnvelope = z.object({
  code: z.literal(REFUSAL_CODES as [number, ...number[]]),
  msg: z.string(),
  data: z.union([z.null(), z.looseObject({ issues: z.array(RefusalIssue).optional() })]),
});
export type RefusalEnvelope = z.infer<typeof refusalEnvelope>;
openApiComponents.add(refusalEnvelope, { id: 'Refusal' });
