import { ErrorCode, errorMessage } from '@curio/contract/client';
import Dialog from 'antd-mobile/es/components/dialog';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { toast } from '../../../components/shell/feedback';
import { isRequestError } from '../../../lib/request/index';
import { useCastMutation, type CastRecord } from '../api/cast';
import type { Activity } from '../api/get-activity';
import type { QualifyingItem, QualifyingItems } from '../api/list-qualifying-items';
import { activityListPath } from '../paths';
import { keepUsable, selectionState, toggleItem, type Candidate } from '../rules';
import { useActivityTexts } from '../texts';
import { ModeChip } from './activity-state';
import { BottomBar } from '../../../components/ui/bottom-bar';

export interface CastPickerProps {
  activity: Activity;
  items: QualifyingItems;
  /** The page of one item I hold (the sale's), given by the route. */
  itemPath: (cardNftId: number) => string;
  /** Called once the cast is done (the route refreshes my holdings). */
  onCast?: () => void;
  /**
   * Instead of casting (coupon and physical-reward activities, issue 19): the button's texts and what it
   * runs with the complete selection (confirmed first in spend mode); a rejection shows its reason.
   */
  action?: PickerAction;
  /** Shown under the activity's name (a coupon activity: the coupon it gives). */
  reward?: ReactNode;
}

export interface PickerAction {
  label: string;
  busyLabel: string;
  busy: boolean;
  run: (itemIds: readonly number[]) => Promise<void>;
}

/**
 * Choosing the items to hold or spend, then casting: my items of each qualifying collection, the ones I can
 * still cast with first, the others greyed with why (one I have cast with already: each collectible once per
 * holder, decision 062); exactly each collection's count (tapping one more is refused; casting with fewer
 * shows 4000034's text and asks nothing of the server); spending asks to confirm that the items will be
 * destroyed. When I cannot cast again (my per-person limit, no unused items), why and my casts. After the
 * cast, the result: the new collectible with a link to it, and my casts.
 */
export function CastPicker({ activity: a, items, itemPath, onCast, action, reward }: CastPickerProps) {
  const { t, lang } = useActivityTexts();
  const cast = useCastMutation();
  const [selection, setSelection] = useState<readonly number[]>([]);
  const [confirming, setConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [record, setRecord] = useState<CastRecord | null>(null);

  const candidates: Candidate[] = useMemo(
    () =>
      items.collections.flatMap((g) =>
        g.items.map((i) => ({ cardNftId: i.cardNftId, collectionId: i.collectionId, usable: i.usable })),
      ),
    [items],
  );
  const requirements = useMemo(() => items.collections.map((g) => ({ collectionId: g.collectionId, count: g.count })), [items]);
  const state = selectionState(selection, candidates, requirements);
  // Fetched again (after a refusal, say): keep only what is still mine and usable.
  useEffect(() => setSelection((s) => keepUsable(s, candidates)), [candidates]);

  if (record) return <CastResult record={record} itemPath={itemPath} />;

  const tap = (c: Candidate) => {
    setRefusal(null);
    const r = toggleItem(selection, c, requirements, candidates);
    if (r.kind === 'full') toast(t('activity.select.full'));
    setSelection(r.selection);
  };

  const submit = async () => {
    setConfirming(false);
    setRefusal(null);
    try {
      if (action) {
        await action.run(selection);
        return;
      }
      const r = await cast.mutateAsync({ activityId: a.id, itemIds: selection });
      setRecord(r);
      onCast?.();
    } catch (err) {
      setRefusal(isRequestError(err) && err.kind === 'business' ? err.message : t('activity.failed'));
    }
  };

  const onCastTap = () => {
    // An activity with nothing to pick (anyone may order) is ready as it is.
    if (!state.complete && requirements.length > 0) {
      setRefusal(errorMessage(ErrorCode.SELECT_REQUIRED, lang));
      return;
    }
    if (a.mode === 'spend') setConfirming(true);
    else void submit();
  };

  // Casting only: I have cast and cannot again (the per-person limit, or every item of mine cast with already).
  const done = !action && a.mine?.castAlready === true && !a.mine.canCast;
  const busy = action ? action.busy : cast.isPending;

  return (
    <main className="act-pick" data-testid="cast-picker" data-mode={a.mode}>
      <section className="act-panel act-panel--tight">
        <div className="act-head">
          <h2 className="act-h3" data-testid="activity-name">
            {a.name}
          </h2>
          <ModeChip mode={a.mode} />
        </div>
        <p className="act-note">{t(`activity.modeHint.${a.mode}`)}</p>
        {reward}
      </section>
      {items.collections.map((g) => {
        const s = state.perCollection.find((p) => p.collectionId === g.collectionId);
        return (
          <section key={g.collectionId} className="act-panel" data-testid="cast-group" data-collection={g.collectionId}>
            <div className="act-head">
              <h3 className="act-h3">{g.name}</h3>
              <span className="act-sub" data-testid="cast-group-count" data-picked={s?.picked ?? 0} data-count={g.count}>
                {t('activity.select.picked', { picked: s?.picked ?? 0, count: g.count })}
              </span>
            </div>
            {s?.short && (
              <p className="act-refusal act-refusal--inline" data-testid="cast-short">
                {/* Short only because I have cast with the others (casting): each collectible once per holder. */}
                {errorMessage(
                  !action && g.items.filter((i) => i.usable || i.blockedBy === 'used').length >= g.count
                    ? ErrorCode.CAST_ONCE
                    : ErrorCode.INSUFFICIENT_MATERIALS,
                  lang,
                )}
              </p>
            )}
            {g.items.length === 0 ? (
              <p className="act-sub">{t('activity.select.none')}</p>
            ) : (
              <ul className="act-grid">
                {g.items.map((i) => (
                  <ItemTile
                    key={i.cardNftId}
                    item={i}
                    coverUrl={g.coverUrl}
                    name={g.name}
                    picked={selection.includes(i.cardNftId)}
                    disabled={done || busy}
                    castBefore={!action}
                    onTap={() => tap(i)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <BottomBar layout="stack">
        {done ? (
          <p className="act-refusal" role="status" data-testid="cast-refusal">
            {errorMessage(a.mine?.reason ?? ErrorCode.CAST_ONCE, lang)}
          </p>
        ) : (
          refusal !== null && (
            <p className="act-refusal" role="alert" data-testid="cast-refusal">
              {refusal}
            </p>
          )
        )}
        <div className="act-bar__row">
          <span className="act-sub" data-testid="cast-summary" data-complete={state.complete}>
            {t('activity.select.summary', { picked: state.picked, count: state.needed })}
          </span>
          {done ? (
            <Link className="act-button act-button--ghost" to={activityListPath('records')}>
              {t('activity.done.records')}
            </Link>
          ) : (
            <button type="button" className="act-button" disabled={busy} onClick={onCastTap} data-testid="cast-submit">
              {action
                ? busy
                  ? action.busyLabel
                  : action.label
                : busy
                  ? t('activity.select.casting')
                  : t('activity.select.cast')}
            </button>
          )}
        </div>
      </BottomBar>
      <Dialog
        visible={confirming}
        title={t('activity.confirm.title')}
        content={<span data-testid="cast-confirm-body">{t('activity.confirm.body', { count: state.picked })}</span>}
        closeOnAction={false}
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t('activity.confirm.cancel'), onClick: () => setConfirming(false) },
            { key: 'confirm', text: t('activity.confirm.ok'), danger: true, bold: true, onClick: () => void submit() },
          ],
        ]}
      />
    </main>
  );
}

function ItemTile(props: {
  item: QualifyingItem;
  coverUrl: string;
  name: string;
  picked: boolean;
  disabled: boolean;
  /** Casting: an item 'used' is one I have cast with (once per holder); an activity order's is held by an order. */
  castBefore: boolean;
  onTap: () => void;
}) {
  const { item: i, coverUrl, name, picked, disabled, castBefore, onTap } = props;
  const { t } = useActivityTexts();
  const block = i.blockedBy === 'used' && castBefore ? 'castBefore' : i.blockedBy;
  const why = block === null ? null : t(`activity.select.why.${block}`, { defaultValue: t('activity.select.why.other') });
  return (
    <li>
      <label
        className={`act-tile${picked ? ' act-tile--on' : ''}${i.usable ? '' : ' act-tile--off'}`}
        data-testid="cast-item"
        data-id={i.cardNftId}
        data-usable={i.usable}
        data-blocked={i.blockedBy ?? undefined}
        data-picked={picked}
      >
        <input
          type="checkbox"
          className="act-tile__check"
          checked={picked}
          disabled={disabled || (!i.usable && !picked)}
          onChange={onTap}
          aria-label={`${name} ${t('activity.select.serial', { serial: i.serial })}${why ? ` (${why})` : ''}`}
        />
        <img className="act-tile__cover" src={coverUrl} alt="" width={100} height={100} loading="lazy" />
        <span className="act-tile__serial">
          {t('activity.select.serial', { serial: i.serial })}/{i.totalSupply}
        </span>
        {why !== null && (
          <span className="act-tile__why" data-testid="cast-item-why">
            {why}
          </span>
        )}
      </label>
    </li>
  );
}

/** After the cast: the new collectible (minting until the chain confirms) with a link to it, and my casts. */
export function CastResult({ record: r, itemPath }: { record: CastRecord; itemPath: (cardNftId: number) => string }) {
  const { t } = useActivityTexts();
  return (
    <main className="act-pick" data-testid="cast-result" data-record={r.id} aria-live="polite">
      <section className="act-panel act-result">
        <h2 className="act-detail__name">{t('activity.done.title')}</h2>
        <img className="act-result__cover" src={r.result.coverUrl} alt={r.result.name} width={200} height={200} />
        <p className="act-h3" data-testid="cast-result-name">
          {r.result.name} #{r.result.serial}/{r.result.totalSupply}
        </p>
        <p className="act-note">{t('activity.done.body')}</p>
        <Link
          className="act-button"
          to={itemPath(r.result.cardNftId)}
          data-testid="cast-result-link"
          data-id={r.result.cardNftId}
        >
          {t('activity.done.view')}
        </Link>
        <Link className="act-link" to={activityListPath('records')} data-testid="cast-records-link">
          {t('activity.done.records')}
        </Link>
      </section>
    </main>
  );
}
