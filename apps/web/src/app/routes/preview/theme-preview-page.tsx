import { PreviewBanner } from '../../../features/brand-preview/components/preview-banner';
import { ThemeSample } from '../../../features/brand-preview/components/theme-sample';
import { useBrandPreview } from '../../../features/brand-preview/use-brand-preview';
import { CATALOGUE_PATHS } from '../../../features/catalogue/paths';
import { TabBar } from '../../../components/shell/tab-bar';
import { useHasRoute, type PageProps } from '../../page';

/** Spec: /pages/home/theme — the theme sample with the console's draft (`?token=`). */
export default function ThemePreviewPage({ query }: PageProps) {
  const { failed } = useBrandPreview(query.token ?? '');
  const hasRoute = useHasRoute();
  return (
    <>
      <PreviewBanner failed={failed} />
      <ThemeSample />
      <TabBar hasRoute={hasRoute} marketPath={CATALOGUE_PATHS.market} />
    </>
  );
}
