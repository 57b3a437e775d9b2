import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index';
import { ErrorCode } from './error-codes';
import { codeFromZodError, ID_MAX, idSchema, optionalIdSchema } from './validation';

// Decision 059: one id schema, bounded by the columns (every id column is PostgreSQL's 32-bit serial or
// integer). Walks every call's params, query and body: each number input past ID_MAX is refused, unless
// it is one of the few numbers whose column is a bigint (times in ms, amounts in fen).

const calls = (Object.values(contract) as unknown[]).filter(
  (v): v is contract.CallDefinition => typeof v === 'object' && v !== null && 'operationId' in v && 'method' in v && 'data' in v,
);

type Def = { type: string; [k: string]: unknown };
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def: Def } })?._zod?.def;

/** The schema a value meets once wrappers (optional, default, nullable) and input pipes are seen through. */
function inner(s: z.ZodType): z.ZodType {
  for (let i = 0; i < 10; i++) {
    const d = defOf(s);
    if (!d) return s;
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(d.type)) s = d.innerType as z.ZodType;
    else if (d.type === 'pipe') s = (defOf(d.out)?.type === 'transform' ? d.in : d.out) as z.ZodType;
    else return s;
  }
  return s;
}

/** Every number leaf of an input schema: its path and the schema that parses the value there. */
function numberLeaves(s: z.ZodType, path: string, out: { path: string; schema: z.ZodType }[]): void {
  const leaf = inner(s);
  const d = defOf(leaf);
  if (!d) return;
  if (d.type === 'object') {
    for (const [k, v] of Object.entries(d.shape as Record<string, z.ZodType>)) numberLeaves(v, path ? `${path}.${k}` : k, out);
  } else if (d.type === 'array') numberLeaves(d.element as z.ZodType, `${path}[]`, out);
  else if (d.type === 'union') (d.options as z.ZodType[]).forEach((o) => numberLeaves(o, path, out));
  else if (d.type === 'number') out.push({ path, schema: s });
}

/** Numbers whose column is a bigint (ms times, fen amounts): they may pass ID_MAX. */
const BIGINT_NUMBERS = /^(startsAt|endsAt|expiresAt|from|to|validity\.(from|to)|price|priceMin|priceMax)$/;

const leaves = calls.flatMap((c) =>
  (['params', 'query', 'body'] as const).flatMap((part) => {
    const out: { path: string; schema: z.ZodType }[] = [];
    if (c[part]) numberLeaves(c[part] as z.ZodType, '', out);
    return out.map((l) => ({ ...l, at: `${c.operationId} ${part} ${l.path}` }));
  }),
);

describe('the one id schema (decision 059)', () => {
  it('takes 1 to ID_MAX as a number or its canonical text, and refuses the rest with its code', () => {
    expect(ID_MAX).toBe(2 ** 31 - 1);
    const s = idSchema(ErrorCode.ADDRESS_NOT_FOUND);
    for (const ok of [1, '1', ID_MAX, String(ID_MAX)]) expect(s.parse(ok)).toBe(Number(ok));
    for (const bad of [0, -1, 1.5, ID_MAX + 1, 9_007_199_254_740_990, '2147483648', 'abc', ' 1', [1], true, {}]) {
      const r = s.safeParse(bad);
      expect(r.success, String(bad)).toBe(false);
      expect(codeFromZodError(r.error!), String(bad)).toBe(ErrorCode.ADDRESS_NOT_FOUND);
    }
    expect(codeFromZodError(idSchema(ErrorCode.ADDRESS_NOT_FOUND, ErrorCode.SELECT_REQUIRED).safeParse(undefined).error!)).toBe(
      ErrorCode.SELECT_REQUIRED,
    );
    expect(codeFromZodError(idSchema().safeParse(ID_MAX + 1).error!)).toBe(ErrorCode.NOT_FOUND);
    const optional = optionalIdSchema(ErrorCode.VALIDATION_FAILED);
    for (const missing of [undefined, null, '']) expect(optional.parse(missing)).toBeUndefined();
    expect(codeFromZodError(optional.safeParse(ID_MAX + 1).error!)).toBe(ErrorCode.VALIDATION_FAILED);
  });

  it('every number a call takes refuses ID_MAX + 1, but the times and amounts kept in bigint columns', () => {
    expect(calls.length).toBeGreaterThan(200);
    expect(leaves.length).toBeGreaterThan(150);
    const tooBig = leaves.filter((l) => !BIGINT_NUMBERS.test(l.path) && l.schema.safeParse(ID_MAX + 1).success);
    expect(tooBig.map((l) => l.at)).toEqual([]);
  });

  it('every id a call takes (a field named id, …Id, …Ids, before, holdersOf, picked, pinned) accepts ID_MAX', () => {
    const ids = leaves.filter((l) => /(^|\.)(id|\w+Id|\w+Ids\[\]|before|holdersOf|picked\[\]|pinned\[\])$/.test(l.path));
    expect(ids.length).toBeGreaterThan(60);
    expect(ids.filter((l) => !l.schema.safeParse(ID_MAX).success).map((l) => l.at)).toEqual([]);
    expect(ids.filter((l) => l.schema.safeParse(ID_MAX + 1).success).map((l) => l.at)).toEqual([]);
  });
});
