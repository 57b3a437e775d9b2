import { ErrorCode, errorMessage } from '@curio/contract/client';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BottomBar } from '../../../components/ui/bottom-bar';
import { Price } from '../../../components/ui/price';
import { formatDateTime } from '../../../lib/format';
import type { Activity } from '../api/get-activity';
import { activityActionPath, activityItemsPath, activityListPath } from '../paths';
import type { ActivityPhase } from '../rules';
import { useActivityTexts } from '../texts';
import { ActivityChip, ActivityWindow, ModeChip, useActivityPhase } from './activity-state';

export interface ActivityDetailProps {
  activity: Activity;
  /** An order's page (the sale's), for coupon and physical-reward activities (given by the route). */
  orderPath?: (orderNo: string) => string;
  refetch: () => Promise<unknown>;
  /** The rules' HTML rendered (sanitized) by the route; null when there are none. */
  rules: ReactNode;
}

/**
 * One casting activity: cover, name, state and window, what it gives, hold or spend, the stock left, the
 * rules, the qualifying collections with what I can still use of each, "each collectible once per holder"
 * and the casts per person, and my state: the button to choose the items when I can cast (again: how many
 * times I have), else why not (no unused items left: 4000031's text; the per-person limit: 5000204's).
 */
export function ActivityDetail({ activity: a, refetch, rules, orderPath }: ActivityDetailProps) {
  const { t, lang } = useActivityTexts();
  const phase = useActivityPhase(a);
  // A reward anyone may order (no qualifying collections) shows no mode and no items needed.
  const needsItems = a.qualifying.length > 0;
  return (
    <main className="act-detail" data-testid="activity-detail" data-phase={phase}>
      <img className="act-detail__cover" src={a.coverUrl} alt={a.name} width={390} height={219} fetchPriority="high" />
      <section className="act-panel">
        <div className="act-head">
          <h2 className="act-detail__name" data-testid="activity-name">
            {a.name}
          </h2>
          <ActivityChip phase={phase} />
        </div>
        <ActivityWindow a={a} phase={phase} onEnd={() => void refetch()} />
        <dl className="act-facts">
          <div>
            <dt>{t('activity.result')}</dt>
            <dd>{a.result.name}</dd>
          </div>
          {needsItems ? (
            <div>
              <dt>{t('activity.modeLabel')}</dt>
              <dd>
                <ModeChip mode={a.mode} />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('activity.window')}</dt>
            <dd>
              {formatDateTime(a.startsAt, lang)} – {formatDateTime(a.endsAt, lang)}
            </dd>
          </div>
          {a.price > 0 ? (
            <div>
              <dt>{t('activity.order.price')}</dt>
              <dd data-testid="activity-price">
                <Price fen={a.price} size="sm" />
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('activity.stockLabel')}</dt>
            <dd data-testid="activity-stock">
              {a.stock.left}/{a.stock.total}
            </dd>
          </div>
        </dl>
        {needsItems ? <p className="act-note">{t(`activity.modeHint.${a.mode}`)}</p> : null}
        {a.kind === 'cast' ? (
          <>
            {a.oncePerHolder && (
              <p className="act-note" data-testid="activity-once">
                {t('activity.oncePerHolder')}
              </p>
            )}
            <p className="act-note" data-testid="activity-per-user">
              {t('activity.castsPerUser', { count: a.perUserLimit })}
            </p>
          </>
        ) : (
          <p className="act-note" data-testid="activity-per-user">
            {t('activity.perUser', { count: a.perUserLimit })}
          </p>
        )}
      </section>
      {needsItems ? (
        <section className="act-panel" data-testid="activity-needed">
          <div className="act-head">
            <h3 className="act-h3">{t('activity.needed')}</h3>
            {a.mine && (
              <Link className="act-link" to={activityItemsPath(a.id)} data-testid="activity-items-link">
                {t('activity.viewItems')}
              </Link>
            )}
          </div>
          <ul className="act-needs">
            {a.qualifying.map((q) => (
              <li key={q.collectionId} className="act-need" data-testid="activity-need" data-collection={q.collectionId}>
                <img className="act-need__cover" src={q.coverUrl} alt="" width={48} height={48} loading="lazy" />
                <span className="act-need__name">{q.name}</span>
                <span className="act-need__count">
                  {t('activity.need', { count: q.count })}
                  {q.usable !== null && (
                    <span className={q.usable >= q.count ? 'act-own act-own--ok' : 'act-own'} data-testid="activity-own">
                      {t('activity.own', { count: q.usable })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {rules !== null && (
        <section className="act-panel">
          <h3 className="act-h3">{t('activity.rules')}</h3>
          {rules}
        </section>
      )}
      <CastBar activity={a} phase={phase} orderPath={orderPath} />
    </main>
  );
}

/** The bottom bar: the button to choose the items, or why I cannot cast. */
function CastBar({
  activity: a,
  phase,
  orderPath,
}: {
  activity: Activity;
  phase: ActivityPhase;
  orderPath?: (orderNo: string) => string;
}) {
  const { t, lang } = useActivityTexts();
  const mine = a.mine;
  // Cast already and cannot again (my items are all cast with, or my casts reached the limit): why, and my casts.
  if (mine?.castAlready && !mine.canCast && phase === 'open') {
    return (
      <BottomBar layout="stack" testId="activity-state" data-state="cast">
        <p className="act-refusal" role="status" data-testid="activity-why" data-code={mine.reason}>
          {errorMessage(mine.reason ?? ErrorCode.CAST_ONCE, lang)}
        </p>
        <Link className="act-button act-button--ghost" to={activityListPath('records')} data-testid="activity-records-link">
          {t('activity.done.records')}
        </Link>
      </BottomBar>
    );
  }
  if (phase !== 'open') {
    const label =
      phase === 'upcoming' ? t('activity.notStarted') : phase === 'soldOut' ? t('activity.soldOut') : t('activity.ended');
    return (
      <BottomBar layout="stack" testId="activity-state" data-state={phase}>
        <button type="button" className="act-button" disabled>
          {label}
        </button>
      </BottomBar>
    );
  }
  if (mine === null) {
    // A visitor: the selection page needs login, so the link goes through login and back.
    return (
      <BottomBar layout="stack" testId="activity-state" data-state="visitor">
        <Link className="act-button" to={activityActionPath(a)} data-testid="activity-choose">
          {t('activity.signIn')}
        </Link>
      </BottomBar>
    );
  }
  if (!mine.canCast) {
    return (
      <BottomBar layout="stack" testId="activity-state" data-state="blocked">
        {mine.reason !== null && (
          <p className="act-refusal" role="status" data-testid="activity-why" data-code={mine.reason}>
            {errorMessage(mine.reason, lang)}
          </p>
        )}
        {mine.lastOrderNo && orderPath ? (
          <Link className="act-button act-button--ghost" to={orderPath(mine.lastOrderNo)} data-testid="activity-last-order">
            {t('activity.order.lastOrder')}
          </Link>
        ) : (
          <button type="button" className="act-button" disabled>
            {t('activity.choose')}
          </button>
        )}
      </BottomBar>
    );
  }
  return (
    <BottomBar layout="stack" testId="activity-state" data-state="can">
      {mine.castAlready ? (
        // I may cast again with items I have not cast with.
        <div className="act-bar__row">
          <span className="act-sub" data-testid="activity-casts" data-casts={mine.casts ?? 0}>
            {t('activity.castCount', { count: mine.casts ?? 0 })}
          </span>
          <Link className="act-link" to={activityListPath('records')} data-testid="activity-records-link">
            {t('activity.done.records')}
          </Link>
        </div>
      ) : null}
      <Link className="act-button" to={activityActionPath(a)} data-testid="activity-choose">
        {a.qualifying.length === 0 ? t('activity.order.start') : t('activity.choose')}
      </Link>
    </BottomBar>
  );
}
