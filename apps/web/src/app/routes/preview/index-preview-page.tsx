import { PreviewBanner } from '../../../features/brand-preview/components/preview-banner';
import { useBrandPreview } from '../../../features/brand-preview/use-brand-preview';
import { HomeView } from '../../../features/catalogue/home/home-view';
import { CATALOGUE_PATHS } from '../../../features/catalogue/paths';
import { TabBar } from '../../../components/shell/tab-bar';
import { useHasRoute, type PageProps } from '../../page';
import '../../../features/catalogue/home/home.css';

/** Spec: /pages/home/indexView — the real home (decoration, tab bar) with the console's draft (`?token=`). */
export default function IndexPreviewPage({ query }: PageProps) {
  const { failed } = useBrandPreview(query.token ?? '');
  const hasRoute = useHasRoute();
  return (
    <>
      <PreviewBanner failed={failed} />
      <HomeView />
      <TabBar hasRoute={hasRoute} marketPath={CATALOGUE_PATHS.market} />
    </>
  );
}
