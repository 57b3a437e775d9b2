import { z } from 'zod';

/** Spec §7: responses are {code, msg, data}; code 0 is success. */
export const SUCCESS_CODE = 0;

/** Zod schema of a response envelope around `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
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
