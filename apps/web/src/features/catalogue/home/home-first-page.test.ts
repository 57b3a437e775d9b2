import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query/query-client';
import { categoryTreeQueryOptions } from '../api/category-tree';
import { homeDecorationQueryOptions } from '../api/home-decoration';
import { collectionListQueryOptions } from '../api/list-collections';
import { HOME_FIRST_FILTERS, homeFirstScreenKeys, seedHomeQueries } from './home-first-page';

describe("the home's first screen in the query cache", () => {
  it('is under the keys the home asks for with nothing stored', () => {
    for (const lang of ['zh-CN', 'en']) {
      expect(homeFirstScreenKeys(lang)).toEqual({
        decoration: homeDecorationQueryOptions(lang).queryKey,
        categoryTree: categoryTreeQueryOptions(lang).queryKey,
        collections: collectionListQueryOptions(HOME_FIRST_FILTERS, lang).queryKey,
      });
    }
  });

  it('puts each answer where its query reads it, the list as its first page', () => {
    const queryClient = createQueryClient();
    const decoration = { banners: [], noticeHeadlines: [], sections: [], serverTime: 1 };
    const collections = { items: [], nextCursor: 'c2' };
    seedHomeQueries(queryClient, 'en', { decoration, categoryTree: [], collections });
    expect(queryClient.getQueryData(homeDecorationQueryOptions('en').queryKey)).toEqual(decoration);
    expect(queryClient.getQueryData(categoryTreeQueryOptions('en').queryKey)).toEqual([]);
    expect(queryClient.getQueryData(collectionListQueryOptions(HOME_FIRST_FILTERS, 'en').queryKey)).toEqual({
      pages: [collections],
      pageParams: [null],
    });
  });
});
