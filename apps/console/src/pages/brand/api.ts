import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

export type BrandView = CallData<Calls['consoleGetBrand']>;
export type BrandDoc = BrandView['published'];

const KEY = ['console', 'brand'] as const;

export const useBrand = () => useQuery({ queryKey: KEY, queryFn: () => request('consoleGetBrand') });

export function useBrandWrites() {
  const client = useQueryClient();
  const done = (view: BrandView) => client.setQueryData(KEY, view);
  return {
    save: useMutation({ mutationFn: (doc: BrandDoc) => request('consoleSaveBrandDraft', { body: doc }), onSuccess: done }),
    publish: useMutation({ mutationFn: () => request('consolePublishBrand'), onSuccess: done }),
    discard: useMutation({ mutationFn: () => request('consoleDiscardBrandDraft'), onSuccess: done }),
  };
}
