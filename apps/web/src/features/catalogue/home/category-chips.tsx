import { Tabs } from '../../../components/ui/tabs';
import { useTranslation } from '../../../lib/i18n';

export interface CategoryChipsProps {
  categories: { id: number; name: string }[] | undefined;
  loading: boolean;
  /** The chosen category, null for all. */
  chosen: number | null;
  onChoose: (id: number | null) => void;
}

/** Category tabs from `categoryTree` ("All" first); the chosen one is remembered per tenant. */
export function CategoryChips({ categories, loading, chosen, onChoose }: CategoryChipsProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <div className="home-chips" aria-busy="true">
        {[0, 1, 2, 3].map((i) => (
          <span key={i} className="home-chip-skeleton" />
        ))}
      </div>
    );
  }
  if (!categories || categories.length === 0) return null;
  return (
    <Tabs
      variant="chip"
      scroll
      className="home-chips"
      items={[{ key: null, label: t('home.allCategories') }, ...categories.map((c) => ({ key: c.id, label: c.name }))]}
      value={chosen}
      onChange={onChoose}
      label={t('home.categories')}
      testId="category-chips"
    />
  );
}
