import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { SUCCESS_CODE, envelope, errorEnvelope, okEnvelope } from './envelope';

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
    expect(envelope(z.null()).safeParse(errorEnvelope(1, 'x')).success).toBe(true);
  });
});
