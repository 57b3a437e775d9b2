import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { InfiniteList } from '../../../components/ui/infinite-list';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatDateTime } from '../../../lib/format';
import { myCollectiblePath } from '../../../features/sale/paths';
import { serialText } from '../../../features/sale/rules';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { HoldBadge } from '../../../features/sale/components/badges';
import { ProofView } from '../../../features/sale/components/proof-view';
import { useBoxItemNames } from '../../../features/sale/api/get-box-item-names';
import { useMyBoxes, type HeldBox } from '../../../features/sale/api/list-my-boxes';
import { type DrawProof } from '../../../features/sale/api/open-box';
import '../../../features/sale/sale.css';

/** The draw's proof as listMyBoxes carries it, its items named by the box's detail (ids until it loads). */
function Proof({ box, proof }: { box: HeldBox; proof: DrawProof }) {
  const { lang } = useSaleTexts();
  const names = useBoxItemNames(box.blindBox.id, lang, true);
  const drawn = box.drawn;
  const known = new Map(names.data ?? []);
  if (drawn && !known.has(drawn.collectionId)) known.set(drawn.collectionId, drawn.name);
  return <ProofView proof={proof} names={known} drawnCollectionId={drawn?.collectionId} />;
}

function OpenedBox({ box }: { box: HeldBox }) {
  const { t, lang } = useSaleTexts();
  const [showProof, setShowProof] = useState(false);
  const drawn = box.drawn;
  return (
    <article className="sale-card sale-opened" data-testid="opened-box" data-box-id={box.boxId}>
      <header className="sale-opened__head">
        <img src={box.blindBox.coverUrl} alt="" width={40} height={40} />
        <span className="sale-opened__name">{box.blindBox.name}</span>
        <span className="sale-opened__time">
          {box.openedAt !== null ? t('sale.openbox.openedAt', { time: formatDateTime(box.openedAt, lang) }) : null}
        </span>
      </header>
      {drawn ? (
        <Link to={myCollectiblePath(drawn.cardNftId)} className="sale-opened__drawn" data-testid="opened-box-drawn">
          <img src={drawn.coverUrl} alt="" width={64} height={64} loading="lazy" />
          <span className="sale-opened__drawn-text">
            <small>{t('sale.openbox.held')}</small>
            <b data-testid="opened-box-drawn-name">{drawn.name}</b>
            <span className="sale-opened__meta">
              <span className="sale-chip sale-chip--strong">{serialText(drawn.serial, drawn.totalSupply)}</span>
              <HoldBadge status={drawn.status} />
            </span>
          </span>
        </Link>
      ) : null}
      {box.proof ? (
        <>
          <button
            type="button"
            className="sale-disclosure"
            aria-expanded={showProof}
            onClick={() => setShowProof((v) => !v)}
            data-testid="opened-box-proof"
          >
            {t('sale.proof.title')}
            <svg
              width="14"
              height="14"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              aria-hidden="true"
            >
              <path d={showProof ? 'm6 15 6-6 6 6' : 'm6 9 6 6 6-6'} strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </button>
          {showProof ? <Proof box={box} proof={box.proof} /> : null}
        </>
      ) : null}
    </article>
  );
}

/** Spec: /pages/account/openbox/index (login): the blind boxes I opened, what each held, and the draw's proof. */
export default function OpenedBoxesPage(_: PageProps) {
  const { t, lang } = useSaleTexts();
  const list = useMyBoxes(true, lang);
  return (
    <PullRefresh onRefresh={list.refresh}>
      <main className="sale-page" data-testid="opened-boxes">
        <InfiniteList
          listClassName="sale-stack"
          items={list.items}
          keyOf={(b) => b.boxId}
          renderItem={(b) => <OpenedBox box={b} />}
          hasMore={list.hasMore}
          loadMore={list.loadMore}
          status={list.status}
          onRetry={list.retry}
          empty={<EmptyState title={t('sale.openbox.empty')} />}
          skeleton={
            <div className="sale-stack">
              {[0, 1, 2].map((i) => (
                <SkeletonBlock key={i} height={150} radius={14} />
              ))}
            </div>
          }
        />
      </main>
    </PullRefresh>
  );
}
