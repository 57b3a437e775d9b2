import { endpoints, type CallData, type Calls } from '@curio/contract/client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request, requestEndpoint } from '../../lib/request';

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

/** Uploads the logo (an image, sniffed by the server); answers the stored file's URL for the draft. */
export async function uploadLogo(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const saved = await requestEndpoint<CallData<Calls['consoleUploadBrandLogo']>>(endpoints.consoleUploadBrandLogo, {
    body: form,
  });
  return saved.url;
}

// The documents & languages page (console-brand: /console/brand/documents).
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
