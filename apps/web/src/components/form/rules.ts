import { ErrorCode, isValidPhone, phoneWithAreaSchema } from '@curio/contract';
import { z } from 'zod';

// Small helpers that compose the contract's zod pieces (validation.ts) into form schemas. Every issue
// carries a catalogue code as its message, like the pieces themselves.

const code = (c: number) => String(c);

/** A required text: trimmed; missing or blank gives FIELD_REQUIRED ("fields cannot be empty"). */
export const requiredText = z
  .string({ error: () => code(ErrorCode.FIELD_REQUIRED) })
  .trim()
  .min(1, { error: () => code(ErrorCode.FIELD_REQUIRED) });

/** A required value not trimmed (a password being confirmed). */
export const requiredValue = z
  .string({ error: () => code(ErrorCode.FIELD_REQUIRED) })
  .min(1, { error: () => code(ErrorCode.FIELD_REQUIRED) });

// Object-level rules use refine's `when`: zod 4 skips object refinements by default as soon as any
// field fails its type (e.g. an unticked agreement), which would hide these errors until then.

const hasIssueAt = (issues: readonly { path?: readonly PropertyKey[] }[], ...fields: string[]) =>
  issues.some((i) => fields.includes(String(i.path?.[0])));

/**
 * An object with the contract's `areaCode` + `phone` and more fields; the phone must fit its area
 * (PHONE_INVALID on `phone`; FIELD_REQUIRED when blank).
 */
export function withPhone<T extends z.ZodRawShape>(shape: T) {
  return z.object({ areaCode: phoneWithAreaSchema.shape.areaCode, phone: phoneWithAreaSchema.shape.phone, ...shape }).refine(
    (value) => {
      const v = value as { areaCode?: unknown; phone?: unknown };
      return isValidPhone(String(v.areaCode), typeof v.phone === 'string' ? v.phone.trim() : '');
    },
    {
      path: ['phone'],
      error: () => code(ErrorCode.PHONE_INVALID),
      when: (payload) => !hasIssueAt(payload.issues, 'phone', 'areaCode'),
    },
  );
}

/**
 * Spec §5 "the two passwords entered must match": PASSWORDS_MISMATCH on `second` when it is filled
 * and differs from `first`.
 */
export function mustMatch<S extends z.ZodType<Record<string, unknown>>>(schema: S, first: string, second: string): S {
  return schema.refine(
    (value) => {
      const b = value[second];
      return !(typeof b === 'string' && b !== '' && value[first] !== b);
    },
    {
      path: [second],
      error: () => code(ErrorCode.PASSWORDS_MISMATCH),
      when: (payload) => !hasIssueAt(payload.issues, second),
    },
  ) as S;
}
