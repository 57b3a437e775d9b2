import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { REFUSAL_CODES, SUCCESS_CODE, envelope, errorEnvelope, okEnvelope, refusalEnvelope } from './envelope';
import { ErrorCode } from './error-codes';

describe('envelope', () => {
  const schema = envelope(z.object({ id: z.number() }));
  it('validates {code, msg, data}', () => {
    expect(SUCCESS_CODE).toBe(0);
    expect(schema.parse({ code: 0, msg: 'success', data: { id: 1 } })).toEqual({
      code: 0,
      msg: 'success',
      data: { id: 1 },
    });
    expect(schema.safeParse({ code: 0, msg: 'x', data: { id: 'a' } }).success).toBe(false);
    expect(schema.safeParse({ code: 1.5, msg: 'x', data: { id: 1 } }).success).toBe(false);
    expect(schema.safeParse({ msg: 'x', data: { id: 1 } }).success).toBe(false);
  });
  it('builds success and error envelopes', () => {
    expect(okEnvelope({ a: 1 })).toEqual({ code: 0, msg: 'success', data: { a: 1 } });
    expect(errorEnvelope(7020064, 'Sold out')).toEqual({ code: 7020064, msg: 'Sold out', data: null });
    // A success envelope is code 0 only: a refusal is the refusal envelope (decision 059).
    expect(envelope(z.null()).safeParse(errorEnvelope(7020064, 'Sold out')).success).toBe(false);
    expect(refusalEnvelope.safeParse(errorEnvelope(7020064, 'Sold out')).success).toBe(true);
  });
  it('a refusal carries a catalogue code other than 0, and data null or an object (issues when field by field)', () => {
    expect(REFUSAL_CODES).toContain(ErrorCode.TEXT_CHARACTERS_INVALID);
    expect(REFUSAL_CODES).not.toContain(SUCCESS_CODE);
    const issues = { issues: [{ path: 'nickname', message: String(ErrorCode.TEXT_CHARACTERS_INVALID) }] };
    expect(refusalEnvelope.safeParse({ code: ErrorCode.VALIDATION_FAILED, msg: 'x', data: issues }).success).toBe(true);
    expect(refusalEnvelope.safeParse({ code: ErrorCode.REQUEST_TOO_LARGE, msg: 'x', data: { limitBytes: 1 } }).success).toBe(
      true,
    );
    expect(refusalEnvelope.safeParse({ code: 0, msg: 'x', data: null }).success).toBe(false);
    expect(refusalEnvelope.safeParse({ code: 1234567, msg: 'x', data: null }).success).toBe(false);
    expect(refusalEnvelope.safeParse({ code: ErrorCode.NOT_FOUND, msg: 'x', data: { issues: [{ path: 1 }] } }).success).toBe(
      false,
    );
    expect(refusalEnvelope.safeParse({ code: ErrorCode.NOT_FOUND, msg: 'x', data: 'x' }).success).toBe(false);
  });
});
