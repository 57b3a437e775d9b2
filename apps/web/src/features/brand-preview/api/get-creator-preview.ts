import { type CallData, type Calls } from '@curio/contract/client';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type CreatorPreview = CallData<Calls['getCreatorPreview']>;

/** getCreatorPreview: the creator space with the console's draft applied, by its preview token. */
export const getCreatorPreview = (token: string) => request('getCreatorPreview', { query: { token }, showErrorMessage: false });

/** `onData` runs with each answer before the query hands it out (so a page's own query can be seeded first). */
export const useCreatorPreviewQuery = (token: string, lang: string, onData: (draft: CreatorPreview, lang: string) => void) =>
  useQuery({
    queryKey: ['creator-preview', token, lang],
    queryFn: async () => {
      const draft = await getCreatorPreview(token);
      onData(draft, lang);
      return draft;
    },
    enabled: token !== '',
    retry: false,
    staleTime: 0,
  });
