import type { CallQuery, Calls } from '@curio/contract/client';
import { cursorListOptions, useCursorList } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { SynthesisRecord } from '../types';

/** listSyntheses: my synthesis records, newest first, keyset paging. */
export const listSyntheses = (query: CallQuery<Calls['listSyntheses']>) => request('listSyntheses', { query });

export const synthesisRecordsQueryOptions = (lang: string) =>
  cursorListOptions<SynthesisRecord>(['synthesis', 'records', lang], (cursor) =>
    listSyntheses(cursor === null ? {} : { cursor }),
  );

export const useSynthesisRecords = (lang: string) => useCursorList(synthesisRecordsQueryOptions(lang));
