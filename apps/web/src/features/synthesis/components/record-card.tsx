import { Link } from 'react-router';
import { Chip, type ChipTone } from '../../../components/ui/chip';
import { Countdown } from '../../../components/ui/countdown';
import { formatDateTime } from '../../../lib/format';
import { useServerNow } from '../../../lib/server-clock';
import { recordView, type RecordView } from '../rules';
import { useSynthesisTexts } from '../texts';
import type { SynthesisRecord } from '../types';

const VIEW_TONE: Partial<Record<RecordView, ChipTone>> = { ing: 'strong', done: 'soft', returning: 'soft' };

/**
 * One of my syntheses: the result (with a link to it), the recipe, when, the status (spec §4 labels, plus
 * "returning" once a pledge's time has passed and the release job has not yet given the fragments back),
 * what happened to the fragments, and while a pledge runs its live countdown.
 */
export function RecordCard({
  record: r,
  itemPath,
  onPledgeEnd,
}: {
  record: SynthesisRecord;
  itemPath: (cardNftId: number) => string;
  onPledgeEnd: () => void;
}) {
  const { t, lang } = useSynthesisTexts();
  const now = useServerNow(1000);
  const view = recordView(r, now);
  const count = r.inputs.length;
  return (
    <article className="syn-record" data-testid="synthesis-record" data-id={r.id} data-status={r.status} data-view={view}>
      <div className="syn-record__top">
        <img className="syn-record__cover" src={r.result.coverUrl} alt="" width={72} height={72} loading="lazy" />
        <div className="syn-card__body">
          <div className="syn-card__head">
            <h3 className="syn-card__name">{r.result.name}</h3>
            <Chip tone={VIEW_TONE[view]} testId="record-status" data-status={view}>
              {t(`synthesis.status.${view}`)}
            </Chip>
          </div>
          <p className="syn-muted">{r.recipe.name}</p>
          <p className="syn-muted">{t('synthesis.record.at', { time: formatDateTime(r.createdAt, lang) })}</p>
        </div>
      </div>
      <p className="syn-record__inputs">
        {r.recipe.mode === 'pledge' ? t('synthesis.record.pledged', { count }) : t('synthesis.record.burned', { count })}
        {r.inputs.length > 0 ? (
          <span className="syn-muted"> · {r.inputs.map((i) => `${i.name} #${i.serial}`).join(', ')}</span>
        ) : null}
      </p>
      {view === 'ing' && r.pledgeEndsAt !== null ? (
        <Countdown
          className="syn-countdown syn-record__countdown"
          target={r.pledgeEndsAt}
          prefix={t('synthesis.record.returnsIn')}
          onEnd={onPledgeEnd}
        />
      ) : null}
      {view === 'returning' ? <p className="syn-muted">{t('synthesis.record.returning')}</p> : null}
      {view === 'finish' && r.endedAt !== null ? (
        <p className="syn-muted">{t('synthesis.record.returnedAt', { time: formatDateTime(r.endedAt, lang) })}</p>
      ) : null}
      {view === 'cancel' ? <p className="syn-muted">{t('synthesis.record.cancelled')}</p> : null}
      <Link className="syn-link" to={itemPath(r.result.cardNftId)} data-testid="record-item-link">
        {t('synthesis.record.view')}
      </Link>
    </article>
  );
}
