import { FALLBACK_LANGUAGE, normalizeLanguage } from '@curio/contract/client';
import type { QueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/i18n';
import { SkeletonList } from '../../../components/ui/skeleton';
import { catalogueTexts, useCatalogueTexts } from '../texts';
import { useSession } from '../../../lib/session';
import { categoryTreeQueryOptions, useCategoryTree } from '../api/category-tree';
import { useTenant } from '../../../lib/tenant/tenant-store';
import type { HomeDecoration } from '../api/home-decoration';
import { CategoryChips } from './category-chips';
import { HomeFeed } from './home-feed';
import { HomeSections } from './home-sections';
import { NoticeTicker } from './notice-ticker';

export { HomeBanners } from './home-banners';

/** Starts loading the categories and the cards' texts (the page calls it as soon as this chunk is in). */
export function prepareContent(queryClient: QueryClient, lang: string): Promise<unknown> {
  return Promise.all([
    queryClient.prefetchQuery(categoryTreeQueryOptions(lang)),
    catalogueTexts.load(normalizeLanguage(lang) ?? FALLBACK_LANGUAGE),
  ]);
}

/** Below the banners: notice headlines, the operator's sections, the category tabs and the list they filter. */
export default function HomeContent({ decoration }: { decoration: HomeDecoration | undefined }) {
  useCatalogueTexts();
  const { i18n } = useTranslation();
  const tenantId = useTenant((s) => s.info?.tenantId ?? 0);
  const stored = useSession((s) => s.categoryByTenant[String(tenantId)] ?? null);
  const setCategory = useSession((s) => s.setCategory);
  const tree = useCategoryTree(i18n.language);
  // A remembered category the operator has removed since counts as "All".
  const chosen = tree.data?.find((c) => c.id === stored) ?? null;
  return (
    <>
      <NoticeTicker headlines={decoration?.noticeHeadlines ?? []} />
      <HomeSections sections={decoration?.sections ?? []} />
      <CategoryChips
        categories={tree.data}
        loading={tree.isPending}
        chosen={chosen?.id ?? null}
        onChoose={(id) => setCategory(tenantId, id)}
      />
      {/* The list waits for the categories, so that a remembered category is not preceded by "All". */}
      {tree.isPending ? (
        <SkeletonList variant="grid" count={4} />
      ) : (
        <HomeFeed categoryId={chosen?.id ?? null} categoryName={chosen?.name ?? null} />
      )}
    </>
  );
}
