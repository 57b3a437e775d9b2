import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PreviewBanner } from '../../../features/brand-preview/components/preview-banner';
import { useBrandPreview } from '../../../features/brand-preview/use-brand-preview';
import { useHomePreview } from '../../../features/brand-preview/use-home-preview';
import type { HomePreview } from '../../../features/brand-preview/api/get-home-preview';
import { homeDecorationQueryOptions } from '../../../features/catalogue/api/home-decoration';
import { HomeView } from '../../../features/catalogue/home/home-view';
import { CATALOGUE_PATHS } from '../../../features/catalogue/paths';
import { TabBar } from '../../../components/shell/tab-bar';
import { useHasRoute, type PageProps } from '../../page';
import '../../../features/catalogue/home/home.css';

/**
 * Spec: /pages/home/indexView — the real home (decoration, tab bar) with the console's drafts: the brand's
 * (`?token=`, decision 037) and the home decoration's (`?home=`, decision 040), which takes the place of the
 * published decoration in the home's query.
 */
export default function IndexPreviewPage({ query }: PageProps) {
  const brand = useBrandPreview(query.token ?? '');
  const queryClient = useQueryClient();
  const show = useCallback(
    (draft: HomePreview, lang: string) => queryClient.setQueryData(homeDecorationQueryOptions(lang).queryKey, draft),
    [queryClient],
  );
  const home = useHomePreview(query.home ?? '', show);
  const hasRoute = useHasRoute();
  return (
    <>
      <PreviewBanner failed={brand.failed || home.failed} />
      {home.ready ? <HomeView /> : null}
      <TabBar hasRoute={hasRoute} marketPath={CATALOGUE_PATHS.market} />
    </>
  );
}
