import { Suspense, useEffect, useState } from 'react';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { creatorPath, idParam } from '../../../features/catalogue/paths';
import { MINTING_POLL_MS, serialText } from '../../../features/sale/rules';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { HeldMedia } from '../../../features/sale/components/held-media';
import { MyCollectionItems } from '../../../features/sale/components/my-collection-items';
import { holdingFilterParam } from '../../../features/sale/paths';
import { HoldBadge } from '../../../features/sale/components/badges';
import { SaleNotFound } from '../../../features/sale/components/sale-not-found';
import { DetailPage } from '../../../components/query-state';
import { tabPanelProps, Tabs } from '../../../components/ui/tabs';
import { ChainFacts } from '../../../features/sale/components/chain-facts';
import { CollectibleDetails } from '../../../features/sale/components/collectible-details';
import { TxRecords } from '../../../features/sale/components/tx-records';
import { useMyCollectible, type MyCollectible } from '../../../features/sale/api/get-my-collectible';
import { useNftTarget } from '../../../features/sale/api/get-nft-target';
import { useSaleRefresh } from '../../../features/sale/api/refresh';
import { DisplaySwitch } from '../../../features/social/components/display-switch';
import '../../../features/sale/sale.css';
import { ProvenanceTimeline } from '../../../features/inbox/components/provenance-timeline';
import { GiftAction } from '../../../features/transfer/components/gift-action';
import '../../../features/transfer/transfer.css';
import { ConsignAction } from '../../../features/market/components/consign-action';
import { WALLET_PATHS } from '../../../features/wallet/paths';
import '../../../features/market/market.css';
import { PledgeNotice } from '../../../features/synthesis/components/pledge-notice';
import '../../../features/synthesis/synthesis.css';
import { ShareButton } from '../../../features/share/components/share-button';
import { useTransferTexts } from '../../../features/transfer/texts';
import { useMarketTexts } from '../../../features/market/texts';
import { useSocialTexts } from '../../../features/social/texts';
import { useShareTexts } from '../../../features/share/texts';
import { useInboxTexts } from '../../../features/inbox/texts';

type ItemTab = 'details' | 'chain' | 'records';

/** The page while the item and its texts load: the medium's very box, then its head and its tabs. */
const skeleton = (
  <main className="sale-detail" aria-busy="true">
    {/* The medium's very box (a square, 70 % of the screen at most): nothing moves when it comes. */}
    <SkeletonBlock className="sale-media-skeleton" height="auto" radius={0} />
    <div className="sale-page">
      <SkeletonBlock height={90} radius={14} />
      <SkeletonBlock height={240} radius={14} />
    </div>
  </main>
);

function Collectible({ item, refetch }: { item: MyCollectible; refetch: () => Promise<unknown> }) {
  const { t } = useSaleTexts();
  // The texts of the page's parts (the route loader starts them with the page): the page waits for them all,
  // so that no part comes in later and moves the ones below it.
  useTransferTexts();
  useMarketTexts();
  useSocialTexts();
  useShareTexts();
  useInboxTexts();
  const refresh = useSaleRefresh();
  const [tab, setTab] = useState<ItemTab>('details');
  const minting = item.chain.status === 'minting';
  const target = useNftTarget(item.cardNftId, minting, MINTING_POLL_MS);
  // Minting turns into the on-chain facts: once the chain confirms, load the whole item again.
  useEffect(() => {
    if (minting && target.data && target.data.status !== 'minting') {
      void refetch();
      void refresh.minted();
    }
  }, [target.data, minting]);
  const chain = minting && target.data ? target.data : item.chain;

  return (
    <main className="sale-detail" data-testid="my-collectible" data-status={item.status}>
      <HeldMedia media={item.media} name={item.name} />
      <section className="sale-card sale-item-head">
        <div className="sale-item-head__marks">
          <span className="sale-chip sale-chip--strong" data-testid="item-serial">
            {serialText(item.serial, item.totalSupply)}
          </span>
          <HoldBadge status={item.status} />
          <ShareButton
            target={{
              kind: 'item',
              id: item.cardNftId,
              name: item.name,
              detail: serialText(item.serial, item.totalSupply),
              imageUrl: item.coverUrl || null,
            }}
            className="share-btn--end"
          />
        </div>
        <h2 className="sale-title" data-testid="item-name">
          {item.name}
        </h2>
      </section>
      {item.status === 'pledged' && item.pledgeEndsAt != null ? (
        <PledgeNotice pledgeEndsAt={item.pledgeEndsAt} onEnd={() => setTimeout(() => void refetch(), 1500)} />
      ) : null}
      <GiftAction item={item} inset />
      <ConsignAction item={item} walletPath={WALLET_PATHS.index} />
      <DisplaySwitch cardNftId={item.cardNftId} displayed={item.displayed} status={item.status} />
      <section className="sale-card sale-card--flush">
        <Tabs
          label={t('sale.item.tabs.label')}
          className="sale-tabs sale-tabs--sticky"
          scroll
          items={[
            { key: 'details' as const, label: t('sale.item.tabs.details') },
            { key: 'chain' as const, label: t('sale.item.tabs.chain') },
            { key: 'records' as const, label: t('sale.item.tabs.records') },
          ]}
          value={tab}
          onChange={setTab}
          idBase="item"
          testId="item-tab"
          tabTestId={(key) => `item-tab-${key}`}
        />
        <div className="sale-tab-panel" {...tabPanelProps('item', tab)}>
          {tab === 'details' ? (
            <CollectibleDetails item={item} creatorPath={creatorPath} />
          ) : tab === 'chain' ? (
            <ChainFacts chain={chain} />
          ) : (
            <TxRecords records={item.txRecords} />
          )}
        </div>
      </section>
      <ProvenanceTimeline cardNftId={item.cardNftId} />
    </main>
  );
}

/**
 * Spec: /pages/account/detail/collection?cardNftId= (login): one collectible I hold — media, serial
 * number, status (minting until the chain confirms), details with privileges and the copyright
 * certificate, info on chain (hash address, contract address, token ID, certification time, owner)
 * and tx records. With `?collectionId=` instead: the serial numbers I hold of that collection.
 */
export default function MyCollectiblePage({ query }: PageProps) {
  const { lang } = useSaleTexts();
  const id = idParam(query.cardNftId);
  const collectionId = idParam(query.collectionId);
  const item = useMyCollectible(id, lang);
  if (id === null && collectionId !== null)
    return <MyCollectionItems collectionId={collectionId} filter={holdingFilterParam(query.filter)} />;
  return (
    <DetailPage query={item} missing={id === null} notFound={<SaleNotFound />} skeleton={skeleton}>
      {(data) => (
        <Suspense fallback={skeleton}>
          <Collectible item={data} refetch={() => item.refetch()} />
        </Suspense>
      )}
    </DetailPage>
  );
}
