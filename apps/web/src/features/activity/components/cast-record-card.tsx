import { Link } from 'react-router';
import { ListCard } from '../../../components/ui/list-card';
import { formatDateTime } from '../../../lib/format';
import type { CastRecord } from '../api/cast';
import { activityPath } from '../paths';
import { useActivityTexts } from '../texts';
import { ModeChip } from './activity-state';

/** One of my casts: the activity, the new collectible (linked), the items held or spent, when. */
export function CastRecordCard({ record: r, itemPath }: { record: CastRecord; itemPath: (cardNftId: number) => string }) {
  const { t, lang } = useActivityTexts();
  const list = r.items.map((i) => `${i.name} #${i.serial}`).join(', ');
  const spent = r.items.some((i) => i.spent);
  return (
    <ListCard
      cover={r.result.coverUrl}
      title={
        <Link className="act-link--plain" to={activityPath(r.activity.id)}>
          {r.activity.name}
        </Link>
      }
      badge={<ModeChip mode={r.activity.mode} />}
      testId="cast-record"
      data={{ 'data-id': r.id, 'data-activity': r.activity.id }}
    >
      <Link className="act-link" to={itemPath(r.result.cardNftId)} data-testid="cast-record-result">
        {r.result.name} · {t('activity.record.view', { serial: r.result.serial })}
      </Link>
      <p className="act-card__meta">{t(spent ? 'activity.record.spent' : 'activity.record.used', { items: list })}</p>
      <p className="act-card__meta">{t('activity.record.at', { time: formatDateTime(r.createdAt, lang) })}</p>
    </ListCard>
  );
}
