import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

// The creator space area's calls (console-brand: consoleGetCreatorDecoration and its draft's writes).

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
