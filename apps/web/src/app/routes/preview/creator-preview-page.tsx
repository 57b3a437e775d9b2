import { PreviewBanner } from '../../../features/brand-preview/components/preview-banner';
import { useBrandPreview } from '../../../features/brand-preview/use-brand-preview';
import type { PageProps } from '../../page';
import CreatorPage from '../catalogue/creator-page';

/** Spec: /creativePages/index/indexView — a creator's space (`?id=`) with the console's draft (`?token=`). */
export default function CreatorPreviewPage({ query }: PageProps) {
  const { failed } = useBrandPreview(query.token ?? '');
  return (
    <>
      <PreviewBanner failed={failed} />
      <CreatorPage query={query} />
    </>
  );
}
