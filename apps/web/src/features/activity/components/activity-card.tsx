import { ListCard } from '../../../components/ui/list-card';
import type { ActivityCard as Card } from '../api/list-activities';
import { activityPath } from '../paths';
import { useActivityTexts } from '../texts';
import { ActivityChip, ActivityWindow, ModeChip, useActivityPhase } from './activity-state';

/** One activity in the list: cover, name, state, what casting gives, hold or spend, the window, the stock left. */
export function ActivityCard({ activity: a, onPhaseEnd, eager }: { activity: Card; onPhaseEnd: () => void; eager?: boolean }) {
  const { t } = useActivityTexts();
  const phase = useActivityPhase(a);
  return (
    <ListCard
      to={activityPath(a.id)}
      cover={a.coverUrl}
      eager={eager}
      title={a.name}
      badge={<ActivityChip phase={phase} />}
      testId="activity-card"
      data={{ 'data-id': a.id, 'data-phase': phase }}
    >
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
    </ListCard>
  );
}
