import { describe, expect, it } from 'vitest';
import { ErrorCode } from '../../errors';
import { codeFromZodError } from '../../validation';
import { CatalogueSort, catalogueIdSchema, dropListQuery, getCollection, listCollections, search } from './schemas';
import { endpoints } from '../endpoints';

const codeOf = (input: unknown) => {
  const r = dropListQuery.safeParse(input);
  return r.success ? ErrorCode.OK : codeFromZodError(r.error);
};

describe('catalogue calls', () => {
  it('sort codes: -1 is the spec default, the rest are documented numbers', () => {
    expect(CatalogueSort).toEqual({ RECOMMENDED: -1, NEWEST: 1, PRICE_ASC: 2, PRICE_DESC: 3, POPULARITY: 4 });
    expect(dropListQuery.parse({})).toMatchObject({ sortType: -1, pageSize: 20 });
    expect(dropListQuery.parse({ sortType: '3', pageSize: '5' })).toMatchObject({ sortType: 3, pageSize: 5 });
    expect(dropListQuery.safeParse({ sortType: '7' }).success).toBe(false);
    expect(dropListQuery.safeParse({ pageSize: '51' }).success).toBe(false);
  });

  it('price range: integers in fen from the query string, min ≤ max, else PRICE_RANGE_INVALID', () => {
    expect(dropListQuery.parse({ priceMin: '100', priceMax: '100' })).toMatchObject({ priceMin: 100, priceMax: 100 });
    expect(dropListQuery.parse({ priceMin: '', priceMax: '' })).toMatchObject({ priceMin: undefined, priceMax: undefined });
    expect(codeOf({ priceMin: '500', priceMax: '100' })).toBe(ErrorCode.PRICE_RANGE_INVALID);
    expect(codeOf({ priceMin: '-1' })).toBe(ErrorCode.PRICE_RANGE_INVALID);
    expect(codeOf({ priceMax: '1.5' })).toBe(ErrorCode.PRICE_RANGE_INVALID);
    expect(codeOf({ priceMax: 'abc' })).toBe(ErrorCode.PRICE_RANGE_INVALID);
    expect(codeOf({ priceMin: '0', priceMax: '99900' })).toBe(ErrorCode.OK);
  });

  it('an id that cannot be one answers NOT_FOUND', () => {
    expect(catalogueIdSchema.parse('12')).toBe(12);
    for (const bad of ['0', '-3', 'abc', '1.5', '2147483648']) {
      const r = catalogueIdSchema.safeParse(bad);
      expect(r.success, bad).toBe(false);
      if (!r.success) expect(codeFromZodError(r.error)).toBe(ErrorCode.NOT_FOUND);
    }
  });

  it('search needs a keyword of at most 50 characters', () => {
    const q = search.query!;
    expect(q.parse({ keyword: '  Orbit ' })).toMatchObject({ keyword: 'Orbit', pageSize: 10 });
    const empty = q.safeParse({ keyword: '   ' });
    expect(!empty.success && codeFromZodError(empty.error)).toBe(ErrorCode.FIELD_REQUIRED);
    const long = q.safeParse({ keyword: 'x'.repeat(51) });
    expect(!long.success && codeFromZodError(long.error)).toBe(ErrorCode.TEXT_TOO_LONG);
  });

  it('lists are open to visitors; collectible details need a session', () => {
    expect(listCollections.auth).toBe('none');
    expect(getCollection.auth).toBe('required');
    expect(endpoints.getSeries.auth).toBe('required');
    expect(endpoints.getBlindBox.auth).toBe('required');
    expect(endpoints.getCreatorSpace.auth).toBe('none');
    expect(endpoints.getNotice.auth).toBe('none');
  });
});
