import { CatalogueSort, DEFAULT_SORT_TYPE } from '@curio/contract';
import { describe, expect, it } from 'vitest';
import { collectionPath, idParam, linkTarget, searchListsPath } from './paths';
import { DROP_SORTS, NAME_SORTS, SORT, sortOr } from './sort';
import { dropQuery } from './api/list-collections';

describe('sort codes', () => {
  it('are the contract’s, -1 (featured) being the default', () => {
    expect(SORT).toEqual(CatalogueSort);
    expect(SORT.RECOMMENDED).toBe(DEFAULT_SORT_TYPE);
    expect([...DROP_SORTS].sort()).toEqual(Object.values(CatalogueSort).sort());
    expect(NAME_SORTS).toEqual([-1, 1]);
  });

  it('a stored or linked code is kept only when the list offers it', () => {
    expect(sortOr(3)).toBe(3);
    expect(sortOr('4')).toBe(4);
    expect(sortOr(7)).toBe(-1);
    expect(sortOr('x')).toBe(-1);
    expect(sortOr(null)).toBe(-1);
    expect(sortOr(2, NAME_SORTS)).toBe(-1);
  });
});

describe('paths', () => {
  it('reads an id only when it can be one', () => {
    expect(idParam('12')).toBe(12);
    expect(idParam(' 7 ')).toBe(7);
    for (const bad of [undefined, '', '0', '-1', '1.5', 'abc', '99999999999', '2147483648']) expect(idParam(bad)).toBeNull();
  });

  it('builds detail and search links', () => {
    expect(collectionPath(5)).toBe('/pages/detail/collection?id=5');
    expect(searchListsPath('春 雨&x')).toBe(`/pages/home/globalSreach/lists?keyword=${encodeURIComponent('春 雨&x')}`);
  });

  it('a banner link goes to an app route or an https address, nothing else', () => {
    expect(linkTarget('/pages/detail/series?id=2')).toEqual({ kind: 'route', to: '/pages/detail/series?id=2' });
    expect(linkTarget('https://example.com/a')).toEqual({ kind: 'external', href: 'https://example.com/a' });
    for (const bad of ['', 'javascript:alert(1)', '//evil.example', '/\\evil', 'http://plain.example'])
      expect(linkTarget(bad)).toBeNull();
  });
});

describe('drop list filters', () => {
  it('leave out what is not set, so equal filters share one cache entry', () => {
    expect(dropQuery({ sortType: -1 })).toEqual({ sortType: -1 });
    expect(dropQuery({ sortType: 2, categoryId: null, priceMin: 0, priceMax: null, creatorId: 4 })).toEqual({
      sortType: 2,
      priceMin: 0,
      creatorId: 4,
    });
  });
});
