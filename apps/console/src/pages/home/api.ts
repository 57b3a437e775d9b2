import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

export type HomeView = CallData<Calls['consoleGetHomeDecoration']>;
export type HomeDoc = HomeView['published'];
export type HomeBanner = HomeDoc['banners'][number];
export type HomeSection = HomeDoc['sections'][number];
export type HomeTicker = HomeDoc['ticker'];

const KEY = ['console', 'home-decoration'] as const;

export const useHomeDecoration = () => useQuery({ queryKey: KEY, queryFn: () => request('consoleGetHomeDecoration') });

/** The tenant's notices (id, name), for the ticker's pins. */
export const useNoticeOptions = () =>
  useQuery({
    queryKey: ['console', 'catalogue', 'notices'],
    queryFn: async () => (await request('consoleListCatalogue', { params: { kind: 'notices' } })).rows,
  });

export function useHomeWrites() {
  const client = useQueryClient();
  const done = (view: HomeView) => client.setQueryData(KEY, view);
  return {
    save: useMutation({ mutationFn: (doc: HomeDoc) => request('consoleSaveHomeDraft', { body: doc }), onSuccess: done }),
    publish: useMutation({ mutationFn: () => request('consolePublishHome'), onSuccess: done }),
    discard: useMutation({ mutationFn: () => request('consoleDiscardHomeDraft'), onSuccess: done }),
  };
}
