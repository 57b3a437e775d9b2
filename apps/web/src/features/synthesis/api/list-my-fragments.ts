import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import type { MyFragment } from '../types';

const PAGE = 50;
/** A picker shows at most this many pages of one fragment (2,500 items: far beyond any recipe's count). */
const MAX_PAGES = 50;

/**
 * listMyFragments: my items of one fragment collection for a recipe, each usable or not (and why),
 * lowest serial first. The picker shows them all at once, so every page is fetched.
 */
export async function listAllMyFragments(recipeId: number, collectionId: number): Promise<{ items: MyFragment[] }> {
  const items: MyFragment[] = [];
  let cursor: string | undefined;
  for (let i = 0; i < MAX_PAGES; i++) {
    const page = await request('listMyFragments', {
      query:
        cursor === undefined ? { recipeId, collectionId, pageSize: PAGE } : { recipeId, collectionId, pageSize: PAGE, cursor },
    });
    items.push(...page.items);
    if (page.nextCursor === null) break;
    cursor = page.nextCursor;
  }
  return { items };
}

export const myFragmentsQueryOptions = (recipeId: number, collectionId: number, lang: string) =>
  queryOptions({
    queryKey: ['synthesis', 'fragments', recipeId, collectionId, lang],
    queryFn: () => listAllMyFragments(recipeId, collectionId),
    // Never shown from an old visit: what is usable changes with every synthesis, gift or listing, and a
    // picker must not offer an item that is pledged by now. Each visit loads them afresh.
    gcTime: 0,
  });

export const useMyFragments = (recipeId: number | null, collectionId: number | null, lang: string) =>
  useQuery({
    ...myFragmentsQueryOptions(recipeId ?? 0, collectionId ?? 0, lang),
    enabled: recipeId !== null && collectionId !== null,
  });
