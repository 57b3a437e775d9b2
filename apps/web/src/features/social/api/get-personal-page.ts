import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type PersonalPage = CallData<Calls['getPersonalPage']>;
export type DisplayedItem = PersonalPage['displayed']['items'][number];

/** getPersonalPage: a user's public page (no id: mine). "Not found" is the page's own view, not a toast. */
export const getPersonalPage = (userId: number | null) =>
  request('getPersonalPage', { query: userId === null ? {} : { userId }, showErrorMessage: false });

export const personalPageQueryOptions = (userId: number | null, lang: string) =>
  queryOptions({ queryKey: ['social', 'page', userId ?? 'me', lang], queryFn: () => getPersonalPage(userId) });

export const usePersonalPage = (userId: number | null, lang: string) => useQuery(personalPageQueryOptions(userId, lang));
