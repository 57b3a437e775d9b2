import { Link } from 'react-router';
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
    <article className="act-card act-card--record" data-testid="cast-record" data-id={r.id} data-activity={r.activity.id}>
      <img className="act-card__cover" src={r.result.coverUrl} alt="" width={96} height={96} loading="lazy" decoding="async" />
      <div className="act-card__body">
        <div className="act-head">
          <Link className="act-card__name act-link--plain" to={activityPath(r.activity.id)}>
            {r.activity.name}
          </Link>
          <ModeChip mode={r.activity.mode} />
        </div>
        <Link className="act-link" to={itemPath(r.result.cardNftId)} data-testid="cast-record-result">
          {r.result.name} · {t('activity.record.view', { serial: r.result.serial })}
        </Link>
        <p className="act-card__meta">{t(spent ? 'activity.record.spent' : 'activity.record.used', { items: list })}</p>
        <p className="act-card__meta">{t('activity.record.at', { time: formatDateTime(r.createdAt, lang) })}</p>
      </div>
    </article>
  );
}
