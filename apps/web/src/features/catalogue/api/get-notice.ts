import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type NoticeDetail = CallData<Calls['getNotice']>;

/** getNotice: a published notice with its rich text (sanitized before it is shown). */
export const noticeQueryOptions = (id: number, lang: string) =>
  queryOptions({
    queryKey: ['notice', id, lang],
    queryFn: () => request('getNotice', { params: { id }, showErrorMessage: false }),
  });
export const useNotice = (id: number | null, lang: string) =>
  useQuery({ ...noticeQueryOptions(id ?? 0, lang), enabled: id !== null });
