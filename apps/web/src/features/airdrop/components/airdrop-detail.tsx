import { useState } from 'react';
import { Link } from 'react-router';
import { isRequestError } from '../../../lib/request/index';
import { formatDateTime } from '../../../lib/format';
import { useReceiveAirdropMutation, type AirdropReceipt } from '../api/receive-airdrop';
import type { Airdrop } from '../rules';
import { useAirdropTexts } from '../texts';
import { AirdropChip, AirdropWindow, useAirdropPhase } from './airdrop-state';
import { BottomBar } from '../../../components/ui/bottom-bar';

export interface AirdropDetailProps {
  airdrop: Airdrop;
  refetch: () => Promise<unknown>;
  /** The page of one item I hold (the sale's), given by the route. */
  itemPath: (cardNftId: number) => string;
  /** Called once items became mine (the route refreshes my holdings). */
  onReceived?: () => void;
}

/**
 * One airdrop: its cover, name, state and window countdown, the claims so far, what it is; the receive
 * button while it is receivable; after receiving, the items ("minting" until the chain confirms) with a
 * link to each. A refusal shows the server's message (spec §7 "error message shown").
 */
export function AirdropDetail({ airdrop: a, refetch, itemPath, onReceived }: AirdropDetailProps) {
  const { t, lang } = useAirdropTexts();
  const phase = useAirdropPhase(a);
  const receive = useReceiveAirdropMutation();
  const [receipt, setReceipt] = useState<AirdropReceipt | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async () => {
    setRefusal(null);
    try {
      const r = await receive.mutateAsync(a.id);
      setReceipt(r);
      onReceived?.();
    } catch (err) {
      setRefusal(isRequestError(err) && err.kind === 'business' ? err.message : t('airdrop.failed'));
    }
  };

  const received =
    receipt?.items.map((i) => ({ cardNftId: i.cardNftId, minting: i.status === 'minting' })) ??
    a.received?.cardNftIds.map((id) => ({ cardNftId: id, minting: false })) ??
    [];

  return (
    <main className="airdrop-detail" data-testid="airdrop-detail" data-phase={receipt ? 'received' : phase}>
      <img className="airdrop-detail__cover" src={a.coverUrl} alt={a.name} width={390} height={390} fetchPriority="high" />
      <section className="airdrop-panel">
        <div className="airdrop-card__head">
          <h2 className="airdrop-detail__name" data-testid="airdrop-name">
            {a.name}
          </h2>
          <AirdropChip phase={receipt ? 'received' : phase} />
        </div>
        <AirdropWindow a={a} phase={phase} onEnd={() => void refetch()} />
        <dl className="airdrop-facts">
          <div>
            <dt>{t('airdrop.collection')}</dt>
            <dd>{a.collection.name}</dd>
          </div>
          <div>
            <dt>{t('airdrop.window')}</dt>
            <dd>
              {formatDateTime(a.startsAt, lang)} – {formatDateTime(a.endsAt, lang)}
            </dd>
          </div>
          <div>
            <dt>{t('airdrop.claimsLabel')}</dt>
            <dd data-testid="airdrop-claims">{t('airdrop.claims', { claimed: a.claimed, limit: a.claimsLimit })}</dd>
          </div>
          <div>
            <dt>{t('airdrop.perUserLabel')}</dt>
            <dd>{t('airdrop.perUser', { count: a.quantityPerUser })}</dd>
          </div>
        </dl>
      </section>
      {a.description !== '' && (
        <section className="airdrop-panel">
          <h3 className="airdrop-h3">{t('airdrop.about')}</h3>
          <p className="airdrop-text">{a.description}</p>
        </section>
      )}
      {received.length > 0 && (
        <section className="airdrop-panel" data-testid="airdrop-result" aria-live="polite">
          <h3 className="airdrop-h3">{t('airdrop.result.title')}</h3>
          {receipt && <p className="airdrop-text">{t('airdrop.result.minting')}</p>}
          <ul className="airdrop-items">
            {received.map((i) => (
              <li key={i.cardNftId}>
                <Link className="airdrop-link" to={itemPath(i.cardNftId)} data-testid="airdrop-item-link">
                  {i.minting ? t('airdrop.result.viewMinting') : t('airdrop.result.view')}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      <BottomBar layout="stack">
        {refusal !== null && (
          <p className="airdrop-refusal" role="alert" data-testid="airdrop-refusal">
            {refusal}
          </p>
        )}
        {!receipt && (phase === 'open' || phase === 'upcoming') && (
          <button
            type="button"
            className="airdrop-button"
            disabled={phase !== 'open' || receive.isPending}
            onClick={() => void submit()}
            data-testid="airdrop-receive"
          >
            {receive.isPending ? t('airdrop.receiving') : phase === 'upcoming' ? t('airdrop.notStarted') : t('airdrop.receive')}
          </button>
        )}
      </BottomBar>
    </main>
  );
}
