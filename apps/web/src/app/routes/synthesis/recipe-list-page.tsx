import { Link, useNavigate } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { useRecipeList } from '../../../features/synthesis/api/list-recipes';
import { RecipeCard } from '../../../features/synthesis/components/recipe-card';
import { RecipeTabs } from '../../../features/synthesis/components/recipe-tabs';
import { recipeListPath, recipeTabParam, SYNTHESIS_PATHS } from '../../../features/synthesis/paths';
import { useSynthesisTexts } from '../../../features/synthesis/texts';
import type { PageProps } from '../../page';
import '../../../features/synthesis/synthesis.css';

/**
 * Spec: /pages/synthesis/index (list): the recipes in three tabs — open, upcoming, ended — each with the
 * result's cover and name, burn or pledge (with hours), the fragments needed, what is left and the
 * window's countdown; an infinite list. Opening one needs login (the detail's route). `?tab=` keeps the
 * tab across back navigation.
 */
export default function RecipeListPage({ query }: PageProps) {
  const { t, lang } = useSynthesisTexts();
  const navigate = useNavigate();
  const tab = recipeTabParam(query.tab);
  const list = useRecipeList(tab, lang);
  return (
    <main className="syn-page" data-testid="recipes" data-tab={tab}>
      <div className="syn-top">
        <RecipeTabs active={tab} onChange={(next) => void navigate(recipeListPath(next), { replace: true })} />
        <Link to={SYNTHESIS_PATHS.hostlist} className="syn-top__records" data-testid="synthesis-records-entry">
          {t('synthesis.records')}
        </Link>
      </div>
      <PullRefresh onRefresh={list.refresh}>
        <InfiniteList
          listClassName="syn-stack"
          items={list.items}
          keyOf={(r) => r.id}
          renderItem={(r, i) => (
            <RecipeCard
              recipe={r}
              eager={i === 0}
              onPhaseEnd={() => setTimeout(() => void list.refresh().catch(() => undefined), 1000)}
            />
          )}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          empty={<EmptyState title={t(`synthesis.empty.${tab}`)} />}
          skeleton={
            <div className="syn-stack">
              {[0, 1, 2].map((i) => (
                <SkeletonBlock key={i} height={128} radius={14} />
              ))}
            </div>
          }
        />
      </PullRefresh>
    </main>
  );
}
