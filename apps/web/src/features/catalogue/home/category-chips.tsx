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
          <span key={i} className="home-chip home-chip--skeleton" />
        ))}
      </div>
    );
  }
  if (!categories || categories.length === 0) return null;
  return (
    <div className="home-chips" role="tablist" aria-label={t('home.categories')} data-testid="category-chips">
      {[{ id: null as number | null, name: t('home.allCategories') }, ...categories].map((c) => (
        <button
          key={c.id ?? 'all'}
          type="button"
          role="tab"
          aria-selected={chosen === c.id}
          className={`home-chip${chosen === c.id ? ' home-chip--active' : ''}`}
          data-category={c.id ?? ''}
          onClick={() => onChoose(c.id)}
        >
          {c.name}
        </button>
      ))}
    </div>
  );
}
