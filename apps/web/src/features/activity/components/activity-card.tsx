import { Link } from 'react-router';
import type { ActivityCard as Card } from '../api/list-activities';
import { activityPath } from '../paths';
import { useActivityTexts } from '../texts';
import { ActivityChip, ActivityWindow, ModeChip, useActivityPhase } from './activity-state';

/** One activity in the list: cover, name, state, what casting gives, hold or spend, the window, the stock left. */
export function ActivityCard({ activity: a, onPhaseEnd, eager }: { activity: Card; onPhaseEnd: () => void; eager?: boolean }) {
  const { t } = useActivityTexts();
  const phase = useActivityPhase(a);
  return (
    <Link to={activityPath(a.id)} className="act-card" data-testid="activity-card" data-id={a.id} data-phase={phase}>
      <img
        className="act-card__cover"
        src={a.coverUrl}
        alt=""
        width={96}
        height={96}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
      <div className="act-card__body">
        <div className="act-head">
          <h3 className="act-card__name">{a.name}</h3>
          <ActivityChip phase={phase} />
        </div>
        <p className="act-card__meta">
          {t('activity.result')}: {a.result.name}
        </p>
        <div className="act-row">
          <ModeChip mode={a.mode} />
          <span className="act-sub" data-testid="activity-stock">
            {t('activity.stockLeft', { left: a.stock.left, total: a.stock.total })}
          </span>
        </div>
        <ActivityWindow a={a} phase={phase} onEnd={onPhaseEnd} />
      </div>
    </Link>
  );
}
