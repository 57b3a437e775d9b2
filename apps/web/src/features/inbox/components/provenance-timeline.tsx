import { Suspense } from 'react';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import type { TFunction } from '../../../lib/i18n';
import { useProvenance, type ProvenanceEvent } from '../api/get-provenance';
import { useInboxTexts } from '../texts';
import '../inbox.css';

type Party = { name: string; you: boolean } | null;

const who = (p: Party, t: TFunction) => (p === null ? t('inbox.someone') : p.you ? t('inbox.provenance.you') : p.name);

function title(e: ProvenanceEvent, t: TFunction): string {
  if (e.kind === 'minted') return t(`inbox.provenance.minted.${e.how}`);
  // Why it was burned (decision 062): used up by a synthesis, spent by a cast, else on chain.
  if (e.kind === 'burned') return e.how === 'other' ? t('inbox.provenance.burned') : t(`inbox.provenance.burnedBy.${e.how}`);
  if (e.kind === 'pledged') return t('inbox.provenance.pledged');
  if (e.kind === 'returned') return t('inbox.provenance.returned');
  return t(`inbox.provenance.moved.${e.how}`);
}

function Chain({ chain }: { chain: ProvenanceEvent['chain'] }) {
  const { t } = useInboxTexts();
  if (chain === null) return null;
  if (chain.status === 'pending')
    return (
      <span className="prov-chain prov-chain--pending" data-testid="prov-chain" data-status="pending">
        {t('inbox.provenance.chainPending')}
      </span>
    );
  return (
    <span className="prov-chain" data-testid="prov-chain" data-status="confirmed">
      <span className="prov-chain__label">{t('inbox.provenance.chainConfirmed')}</span>
      {chain.txHash ? (
        <span className="prov-chain__hash" data-testid="prov-hash">
          {chain.txHash}
        </span>
      ) : null}
      {chain.blockNumber !== null ? (
        <span className="prov-chain__block">{t('inbox.provenance.block', { block: chain.blockNumber })}</span>
      ) : null}
    </span>
  );
}

function Timeline({ cardNftId }: { cardNftId: number }) {
  const { t, lang } = useInboxTexts();
  const q = useProvenance(cardNftId);
  if (q.isPending) return <SkeletonBlock height={96} radius={10} />;
  if (q.isError)
    return (
      <p className="prov-error">
        {t('inbox.provenance.error')}{' '}
        <button type="button" className="prov-retry" onClick={() => void q.refetch()}>
          {t('inbox.provenance.retry')}
        </button>
      </p>
    );
  return (
    <ol className="prov-list" data-testid="provenance">
      {q.data.events.map((e, i) => (
        <li
          key={`${e.kind}-${i}`}
          className="prov-event"
          data-testid="prov-event"
          data-kind={e.kind}
          data-how={'how' in e ? e.how : undefined}
        >
          <span
            className={`prov-event__dot${e.chain?.status === 'pending' ? ' prov-event__dot--pending' : ''}`}
            aria-hidden="true"
          />
          <div className="prov-event__body">
            <div className="prov-event__top">
              <b>{title(e, t)}</b>
              <time className="prov-event__time" dateTime={new Date(e.at).toISOString()}>
                {formatDateTime(e.at, lang)}
              </time>
            </div>
            {e.kind === 'minted' && e.to ? (
              <span className="prov-event__who">{t('inbox.provenance.to', { name: who(e.to, t) })}</span>
            ) : null}
            {e.kind === 'minted' && e.orderNo ? (
              <span className="prov-event__who">{t('inbox.provenance.order', { orderNo: e.orderNo })}</span>
            ) : null}
            {e.kind === 'transferred' && (e.from || e.to) ? (
              <span className="prov-event__who">{t('inbox.provenance.fromTo', { from: who(e.from, t), to: who(e.to, t) })}</span>
            ) : null}
            <Chain chain={e.chain} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/**
 * One item's provenance (issue 14): minted, each transfer with its chain transaction (pending until the
 * chain confirms it, polled meanwhile), burns — oldest first. For the owner's item page.
 */
export function ProvenanceTimeline({ cardNftId }: { cardNftId: number }) {
  return (
    <Suspense fallback={<SkeletonBlock height={96} radius={10} />}>
      <ProvenanceSection cardNftId={cardNftId} />
    </Suspense>
  );
}

function ProvenanceSection({ cardNftId }: { cardNftId: number }) {
  const { t } = useInboxTexts();
  return (
    <section className="prov" aria-labelledby={`prov-title-${cardNftId}`}>
      <h3 className="prov__title" id={`prov-title-${cardNftId}`}>
        {t('inbox.provenance.title')}
      </h3>
      <Timeline cardNftId={cardNftId} />
    </section>
  );
}
