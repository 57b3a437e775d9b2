import { Link } from 'react-router';
import type { QualifyingItems } from '../api/list-qualifying-items';
import { useActivityTexts } from '../texts';

/**
 * The items that qualify for an activity, read-only: each collection with the count one cast needs, and my
 * items of it (usable or why not), each linking to its page.
 */
export function QualifyingItemsView({ items, itemPath }: { items: QualifyingItems; itemPath: (cardNftId: number) => string }) {
  const { t } = useActivityTexts();
  return (
    <main className="act-pick act-pick--plain" data-testid="qualifying-items">
      {items.collections.map((g) => (
        <section key={g.collectionId} className="act-panel" data-testid="qualifying-group" data-collection={g.collectionId}>
          <div className="act-need">
            <img className="act-need__cover" src={g.coverUrl} alt="" width={48} height={48} loading="lazy" />
            <span className="act-need__name">{g.name}</span>
            <span className="act-need__count">
              {t('activity.need', { count: g.count })}
              {g.usable !== null && (
                <span className={g.usable >= g.count ? 'act-own act-own--ok' : 'act-own'}>
                  {t('activity.own', { count: g.usable })}
                </span>
              )}
            </span>
          </div>
          {g.items.length === 0 ? (
            <p className="act-sub">{t('activity.select.none')}</p>
          ) : (
            <ul className="act-list">
              {g.items.map((i) => (
                <li key={i.cardNftId}>
                  <Link
                    className="act-line"
                    to={itemPath(i.cardNftId)}
                    data-testid="qualifying-item"
                    data-id={i.cardNftId}
                    data-usable={i.usable}
                  >
                    <span>
                      {t('activity.select.serial', { serial: i.serial })}/{i.totalSupply}
                    </span>
                    {i.blockedBy !== null && (
                      <span className="act-tile__why">
                        {t(`activity.select.why.${i.blockedBy}`, { defaultValue: t('activity.select.why.other') })}
                      </span>
                    )}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </main>
  );
}
