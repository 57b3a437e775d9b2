import type { CallQuery, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { Airdrop } from '../rules';

/** listAirdrops: the airdrops offered to me (a visitor: those for everyone), receivable first. */
export const listAirdrops = (query: CallQuery<Calls['listAirdrops']>) => request('listAirdrops', { query });

export const airdropListQueryOptions = (lang: string, signedIn: boolean) =>
  cursorListOptions<Airdrop>(['airdrops', 'list', lang, signedIn], (cursor) => listAirdrops(cursor === null ? {} : { cursor }));

export const useAirdropList = (lang: string, signedIn: boolean) => useCursorList(airdropListQueryOptions(lang, signedIn));
