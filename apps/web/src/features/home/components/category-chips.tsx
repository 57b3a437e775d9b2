import { useTranslation } from 'react-i18next';
import { useCategoryTree } from '../../bootstrap/api/category-tree';
import { useTenant } from '../../bootstrap/tenant-store';
import { useSession } from '../../../lib/session';

/** Category tabs from `categoryTree`; the chosen one is remembered per tenant. */
export function CategoryChips() {
  const { t, i18n } = useTranslation();
  const tenantId = useTenant((s) => s.info?.tenantId ?? 0);
  const chosen = useSession((s) => s.categoryByTenant[String(tenantId)] ?? null);
  const setCategory = useSession((s) => s.setCategory);
  const { data, isPending, isError } = useCategoryTree(i18n.language);

  return (
    <section className="home-section" aria-label={t('home.categories')}>
      <h2 className="home-section__title">{t('home.categories')}</h2>
      {isPending ? (
        <div className="home-chips" aria-busy="true">
          {[0, 1, 2, 3].map((i) => (
            <span key={i} className="home-chip home-chip--skeleton" />
          ))}
        </div>
      ) : isError || !data || data.length === 0 ? (
        <p className="home-muted">{t('home.emptyCategories')}</p>
      ) : (
        <div className="home-chips" role="tablist" data-testid="category-chips">
          {[
            { id: null as number | null, name: t('home.allCategories') },
            ...data.map((c) => ({ id: c.id as number | null, name: c.name })),
          ].map((c) => (
            <button
              key={c.id ?? 'all'}
              type="button"
              role="tab"
              aria-selected={chosen === c.id}
              className={`home-chip${chosen === c.id ? ' home-chip--active' : ''}`}
              onClick={() => setCategory(tenantId, c.id)}
            >
              {c.name}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
