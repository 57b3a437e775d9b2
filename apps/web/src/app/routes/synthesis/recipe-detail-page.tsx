import { DetailPage } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import { useRecipe } from '../../../features/synthesis/api/get-recipe';
import { RecipeDetail } from '../../../features/synthesis/components/recipe-detail';
import { SYNTHESIS_PATHS, synthesisIdParam } from '../../../features/synthesis/paths';
import { useSynthesisTexts } from '../../../features/synthesis/texts';
import { useSaleRefresh } from '../../../features/sale/api/refresh';
import { myCollectiblePath } from '../../../features/sale/paths';
import type { PageProps } from '../../page';
import '../../../features/synthesis/synthesis.css';

/**
 * Spec: /pages/detail/synthesis?id= (login): one recipe — what it needs and what I own of each, my picks,
 * the per-person limit, burn or pledge; synthesise with a confirmation, then follow the new item to my
 * collectible's page (the sale feature's), where it shows "minting" until the chain confirms.
 */
export default function RecipeDetailPage({ query }: PageProps) {
  const { t, lang } = useSynthesisTexts();
  const id = synthesisIdParam(query.id);
  const q = useRecipe(id, lang);
  const refresh = useSaleRefresh();
  const business = isRequestError(q.error, 'business');
  return (
    <DetailPage
      query={business ? { ...q, isError: false, error: null, isPending: false, data: undefined } : q}
      missing={id === null || business}
      notFound={
        <EmptyState
          title={t('synthesis.notFound')}
          description={business && isRequestError(q.error) ? q.error.message : undefined}
        />
      }
      skeleton={
        <div className="syn-page">
          <SkeletonBlock height={360} radius={14} />
          <SkeletonBlock height={180} radius={14} />
        </div>
      }
    >
      {(r) => (
        <RecipeDetail
          recipe={r}
          refetch={q.refetch}
          itemPath={myCollectiblePath}
          recordsPath={SYNTHESIS_PATHS.hostlist}
          onSynthesized={() => void refresh.minted()}
        />
      )}
    </DetailPage>
  );
}
