import { Tabs } from '../../../components/ui/tabs';
import { RECIPE_TABS, type RecipeTab } from '../paths';
import { useSynthesisTexts } from '../texts';

/** The list's tabs: open, upcoming, ended. */
export function RecipeTabs({ active, onChange }: { active: RecipeTab; onChange: (tab: RecipeTab) => void }) {
  const { t } = useSynthesisTexts();
  return (
    <Tabs
      label={t('synthesis.tabs.label')}
      className="syn-tabs"
      items={RECIPE_TABS.map((tab) => ({ key: tab, label: t(`synthesis.tabs.${tab}`) }))}
      value={active}
      onChange={onChange}
      testId="recipe-tabs"
      tabTestId={(tab) => `recipe-tab-${tab}`}
    />
  );
}
