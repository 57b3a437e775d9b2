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

export type TenantDocuments = CallData<Calls['consoleGetTenantDocuments']>;
const DOCS_KEY = ['console', 'tenant-documents'] as const;

export const useTenantDocuments = () => useQuery({ queryKey: DOCS_KEY, queryFn: () => request('consoleGetTenantDocuments') });

export function useSaveTenantDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (doc: TenantDocuments) => request('consoleSaveTenantDocuments', { body: doc }),
    onSuccess: (view) => client.setQueryData(DOCS_KEY, view),
  });
}

export type CreatorView = CallData<Calls['consoleGetCreatorDecoration']>;
export type CreatorLook = NonNullable<CreatorView['published']>;
const CREATOR_KEY = ['console', 'creator-decoration'] as const;

export const useCreatorDecoration = (creatorId: number | null) =>
  useQuery({
    queryKey: [...CREATOR_KEY, creatorId],
    queryFn: () => request('consoleGetCreatorDecoration', { query: creatorId === null ? {} : { creatorId } }),
  });

export function useCreatorWrites() {
  const client = useQueryClient();
  const done = (view: CreatorView) => {
    client.setQueryData([...CREATOR_KEY, view.creatorId], view);
    void client.invalidateQueries({ queryKey: CREATOR_KEY, predicate: (q) => q.queryKey[2] !== view.creatorId });
  };
  return {
    save: useMutation({ mutationFn: (look: CreatorLook) => request('consoleSaveCreatorDraft', { body: look }), onSuccess: done }),
    publish: useMutation({ mutationFn: () => request('consolePublishCreator'), onSuccess: done }),
    discard: useMutation({ mutationFn: () => request('consoleDiscardCreatorDraft'), onSuccess: done }),
  };
}
