import { useNavigate } from 'react-router';
import { DetailPage } from '../../../components/query-state';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useRecipe } from '../../../features/synthesis/api/get-recipe';
import { useMyFragments } from '../../../features/synthesis/api/list-my-fragments';
import { FragmentPicker } from '../../../features/synthesis/components/fragment-picker';
import { recipePath, synthesisIdParam } from '../../../features/synthesis/paths';
import { useSynthesisTexts } from '../../../features/synthesis/texts';
import type { PageProps } from '../../page';
import '../../../features/synthesis/synthesis.css';

/**
 * Spec: /pages/synthesis/debrisList?recipeId=&collectionId= (login): pick my fragments of one collection
 * for a recipe. Only usable ones can be picked; the others are greyed with why. Confirming goes back to
 * the recipe with the picks kept (the feature's store); all must be picked (4000034).
 */
export default function DebrisListPage({ query }: PageProps) {
  const { t, lang } = useSynthesisTexts();
  const navigate = useNavigate();
  const recipeId = synthesisIdParam(query.recipeId);
  const collectionId = synthesisIdParam(query.collectionId);
  const recipe = useRecipe(recipeId, lang);
  const items = useMyFragments(recipeId, collectionId, lang);
  const fragment = recipe.data?.fragments.find((f) => f.collectionId === collectionId);
  const both = {
    ...items,
    isPending: recipe.isPending || items.isPending,
    isError: recipe.isError || items.isError,
    error: recipe.error ?? items.error,
    refetch: () => Promise.all([recipe.refetch(), items.refetch()]),
  };
  return (
    <DetailPage
      query={both}
      pull={false}
      missing={recipeId === null || collectionId === null || (recipe.data !== undefined && fragment === undefined)}
      notFound={<EmptyState title={t('synthesis.notFound')} />}
      skeleton={
        <div className="syn-page">
          <SkeletonBlock height={80} radius={14} />
          <SkeletonBlock height={240} radius={14} />
        </div>
      }
    >
      {(data) =>
        fragment && recipeId !== null ? (
          <FragmentPicker
            recipeId={recipeId}
            fragment={fragment}
            items={data.items}
            onDone={() => void navigate(recipePath(recipeId), { replace: true })}
          />
        ) : null
      }
    </DetailPage>
  );
}
