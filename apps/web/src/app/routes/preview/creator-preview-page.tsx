import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PreviewBanner } from '../../../features/brand-preview/components/preview-banner';
import type { CreatorPreview } from '../../../features/brand-preview/api/get-creator-preview';
import { useBrandPreview } from '../../../features/brand-preview/use-brand-preview';
import { useCreatorPreview } from '../../../features/brand-preview/use-creator-preview';
import { creatorSpaceQueryOptions } from '../../../features/catalogue/api/get-creator-space';
import type { PageProps } from '../../page';
import CreatorPage from '../catalogue/creator-page';

/**
 * Spec: /creativePages/index/indexView — a creator's space (`?id=`) with the console's drafts: the brand's
 * (`?token=`, decision 037) and the creator space's (`?creator=`, decision 040: its creator, cover, avatar
 * and intro take the place of the published ones in the page's query).
 */
export default function CreatorPreviewPage({ query }: PageProps) {
  const brand = useBrandPreview(query.token ?? '');
  const queryClient = useQueryClient();
  const show = useCallback(
    (draft: CreatorPreview, lang: string) =>
      queryClient.setQueryData(creatorSpaceQueryOptions(draft.creator.id, lang).queryKey, draft),
    [queryClient],
  );
  const creator = useCreatorPreview(query.creator ?? '', show);
  const pageQuery = creator.creatorId !== null ? { ...query, id: String(creator.creatorId) } : query;
  return (
    <>
      <PreviewBanner failed={brand.failed || creator.failed} />
      {creator.ready ? <CreatorPage query={pageQuery} /> : null}
    </>
  );
}
