import { RECIPE_TABS, type RecipeTab } from '../paths';
import { useSynthesisTexts } from '../texts';

/** The list's tabs: open, upcoming, ended. */
export function RecipeTabs({ active, onChange }: { active: RecipeTab; onChange: (tab: RecipeTab) => void }) {
  const { t } = useSynthesisTexts();
  return (
    <div className="syn-tabs" role="tablist" data-testid="recipe-tabs">
      {RECIPE_TABS.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          aria-selected={tab === active}
          className={`syn-tabs__tab${tab === active ? ' syn-tabs__tab--active' : ''}`}
          onClick={() => onChange(tab)}
          data-testid={`recipe-tab-${tab}`}
        >
          {t(`synthesis.tabs.${tab}`)}
        </button>
      ))}
    </div>
  );
}
