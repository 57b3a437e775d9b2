import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useCountdown } from '../../../components/ui/countdown';
import { ZoomableImage } from '../../../components/ui/image-viewer';
import { PullRefresh } from '../../../components/ui/pull-refresh';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { creatorPath, idParam } from '../../../features/catalogue/paths';
import { formatCountdown, formatDate, formatDateTime } from '../../../lib/format';
import { MINTING_POLL_MS, serialText } from '../../../features/sale/rules';
import { orderPath } from '../../../features/sale/paths';
import { useSaleTexts } from '../../../features/sale/texts';
import type { PageProps } from '../../page';
import { disabledItems, useTenant } from '../../../lib/tenant/tenant-store';
import { HeldMedia } from '../../../features/sale/components/held-media';
import { MyCollectionItems } from '../../../features/sale/components/my-collection-items';
import { HoldBadge, InfoRow, SaleNotFound, SaleQueryState, SaleTabs } from '../../../features/sale/components/parts';
import { useMyCollectible, useNftTarget, type MyCollectible, type NftTarget } from '../../../features/sale/api/calls';
import '../../../features/sale/sale.css';

/**
 * Rows of the "info on chain" tab, by the names operators use in the tenant's chain-info display list
 * (spec §3: config classification 1, disableContent).
 */
const CHAIN_FACTS = [
  'hashAddress',
  'contractAddress',
  'tokenId',
  'certifiedAt',
  'ownerAddress',
  'chainName',
  'standard',
] as const;
type ChainFact = (typeof CHAIN_FACTS)[number];

/** `0x1234…abcd` for a record's from/to. */
const short = (address: string) => (address.length > 14 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address);

function Cooling({ until }: { until: number }) {
  const { t } = useSaleTexts();
  const c = useCountdown(until);
  return <>{c.ended ? t('sale.item.transferableNow') : t('sale.item.cooling', { time: formatCountdown(c.remaining, t) })}</>;
}

function Details({ item }: { item: MyCollectible }) {
  const { t, lang } = useSaleTexts();
  return (
    <div className="sale-sections">
      {item.description ? (
        <section>
          <h3 className="sale-h3">{t('sale.item.description')}</h3>
          <p className="sale-text">{item.description}</p>
        </section>
      ) : null}
      <section className="sale-rows">
        <InfoRow label={t('sale.item.creator')}>
          <Link to={creatorPath(item.creator.id)} className="sale-link">
            {item.creator.name}
          </Link>
        </InfoRow>
        <InfoRow label={t('sale.item.acquiredAt')} testId="item-acquired">
          {formatDateTime(item.acquiredAt, lang)}
        </InfoRow>
        <InfoRow label={t('sale.item.transferableAt')} testId="item-transferable">
          <Cooling until={item.transferableAt} />
        </InfoRow>
        {item.orderNo ? (
          <InfoRow label={t('sale.item.orderNo')} mono>
            <Link to={orderPath(item.orderNo)} className="sale-link">
              {item.orderNo}
            </Link>
          </InfoRow>
        ) : null}
      </section>
      {item.privileges.length > 0 ? (
        <section data-testid="item-privileges">
          <h3 className="sale-h3">{t('sale.item.privileges')}</h3>
          <ul className="sale-privileges">
            {item.privileges.map((p, i) => (
              <li key={i} className="sale-privilege">
                <span className="sale-privilege__title">{p.title}</span>
                {p.description ? <span className="sale-privilege__desc">{p.description}</span> : null}
                <span className="sale-privilege__use">{t(`sale.item.privilegeUse.${p.frequency}`, { count: p.usageCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {item.copyright ? (
        <section data-testid="item-copyright">
          <h3 className="sale-h3">{t('sale.item.copyright.title')}</h3>
          <div className="sale-rows">
            <InfoRow label={t('sale.item.copyright.number')} mono>
              {item.copyright.certificateNo}
            </InfoRow>
            <InfoRow label={t('sale.item.copyright.holder')}>{item.copyright.holder}</InfoRow>
            <InfoRow label={t('sale.item.copyright.issuer')}>{item.copyright.issuer}</InfoRow>
            <InfoRow label={t('sale.item.copyright.certifiedAt')}>{formatDate(item.copyright.certifiedAt, lang)}</InfoRow>
          </div>
          {item.copyright.imageUrl ? (
            <ZoomableImage
              src={item.copyright.imageUrl}
              alt={t('sale.item.copyright.title')}
              wrapperClassName="sale-certificate"
              loading="lazy"
            />
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

function ChainFacts({ chain }: { chain: NftTarget }) {
  const { t, lang } = useSaleTexts();
  const hidden = disabledItems(
    useTenant((s) => s.configEnable),
    1,
  );
  const minting = chain.status === 'minting';
  const pending = (
    <em className="sale-pending" data-testid="chain-minting">
      {t('sale.item.chain.minting')}
    </em>
  );
  const row = (k: ChainFact): ReactNode => {
    switch (k) {
      case 'hashAddress':
        return (
          <InfoRow key={k} label={t('sale.item.chain.hashAddress')} mono copy={chain.hashAddress} testId="chain-hash">
            {chain.hashAddress ?? pending}
          </InfoRow>
        );
      case 'contractAddress':
        return (
          <InfoRow key={k} label={t('sale.item.chain.contractAddress')} mono copy={chain.contractAddress} testId="chain-contract">
            {chain.contractAddress ?? pending}
          </InfoRow>
        );
      case 'tokenId':
        return (
          <InfoRow key={k} label={t('sale.item.chain.tokenId')} mono copy={chain.tokenId} testId="chain-token-id">
            {chain.tokenId}
          </InfoRow>
        );
      case 'certifiedAt':
        return (
          <InfoRow key={k} label={t('sale.item.chain.certifiedAt')} testId="chain-certified">
            {chain.certifiedAt !== null ? formatDateTime(chain.certifiedAt, lang) : pending}
          </InfoRow>
        );
      case 'ownerAddress':
        return chain.ownerAddress ? (
          <InfoRow key={k} label={t('sale.item.chain.ownerAddress')} mono copy={chain.ownerAddress} testId="chain-owner">
            {chain.ownerAddress}
          </InfoRow>
        ) : null;
      case 'chainName':
        return (
          <InfoRow key={k} label={t('sale.item.chain.chainName')} testId="chain-name">
            {chain.chainName}
          </InfoRow>
        );
      case 'standard':
        return (
          <InfoRow key={k} label={t('sale.item.chain.standard')} testId="chain-standard">
            {chain.standard}
          </InfoRow>
        );
    }
  };
  return (
    <div className="sale-rows" data-testid="chain-facts" data-status={chain.status}>
      {minting ? (
        <p className="sale-minting" role="status">
          <span className="sale-hold__pulse" aria-hidden="true" />
          {t('sale.item.chain.mintingHint')}
        </p>
      ) : null}
      {CHAIN_FACTS.filter((k) => !hidden.includes(k)).map(row)}
    </div>
  );
}

function Records({ records }: { records: MyCollectible['txRecords'] }) {
  const { t, lang } = useSaleTexts();
  if (records.length === 0) return <p className="sale-empty-line">{t('sale.item.records.empty')}</p>;
  return (
    <ol className="sale-records" data-testid="tx-records">
      {records.map((r, i) => (
        <li
          key={`${r.kind}-${r.txHash ?? i}`}
          className="sale-record"
          data-testid="tx-record"
          data-kind={r.kind}
          data-status={r.status}
        >
          <span className={`sale-record__dot sale-record__dot--${r.status}`} aria-hidden="true" />
          <div className="sale-record__body">
            <div className="sale-record__top">
              <b>{t(`sale.item.records.${r.kind}`)}</b>
              {r.status === 'pending' ? <em className="sale-pending">{t('sale.item.records.pending')}</em> : null}
              <span className="sale-record__time">{formatDateTime(r.time, lang)}</span>
            </div>
            {r.from || r.to ? (
              <div className="sale-record__parties">
                {r.from ? <span title={r.from}>{short(r.from)}</span> : <span>—</span>}
                <span aria-hidden="true">→</span>
                {r.to ? <span title={r.to}>{short(r.to)}</span> : <span>—</span>}
              </div>
            ) : null}
            {r.txHash ? (
              <div className="sale-record__hash">
                <span className="sale-record__hash-text">{r.txHash}</span>
              </div>
            ) : null}
            {r.blockNumber !== null ? (
              <span className="sale-record__block">{t('sale.item.records.block', { block: r.blockNumber })}</span>
            ) : null}
          </div>
        </li>
      ))}
    </ol>
  );
}

type ItemTab = 'details' | 'chain' | 'records';

function Collectible({ item, refetch }: { item: MyCollectible; refetch: () => Promise<unknown> }) {
  const { t } = useSaleTexts();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<ItemTab>('details');
  const minting = item.chain.status === 'minting';
  const target = useNftTarget(item.cardNftId, minting, MINTING_POLL_MS);
  // Minting turns into the on-chain facts: once the chain confirms, load the whole item again.
  useEffect(() => {
    if (minting && target.data && target.data.status !== 'minting') {
      void refetch();
      void queryClient.invalidateQueries({ queryKey: ['holdings', 'groups'] });
      void queryClient.invalidateQueries({ queryKey: ['holdings', 'items'] });
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
        </div>
        <h2 className="sale-title" data-testid="item-name">
          {item.name}
        </h2>
      </section>
      <section className="sale-card sale-card--flush">
        <SaleTabs
          className="sale-tabs--sticky"
          tabs={[
            { key: 'details' as const, title: t('sale.item.tabs.details') },
            { key: 'chain' as const, title: t('sale.item.tabs.chain') },
            { key: 'records' as const, title: t('sale.item.tabs.records') },
          ]}
          active={tab}
          onChange={setTab}
          testId="item-tab"
        />
        <div className="sale-tab-panel" role="tabpanel">
          {tab === 'details' ? (
            <Details item={item} />
          ) : tab === 'chain' ? (
            <ChainFacts chain={chain} />
          ) : (
            <Records records={item.txRecords} />
          )}
        </div>
      </section>
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
  if (id === null) return collectionId === null ? <SaleNotFound /> : <MyCollectionItems collectionId={collectionId} />;
  return (
    <PullRefresh onRefresh={() => item.refetch()}>
      <SaleQueryState
        error={item.isError && !item.data ? item.error : null}
        onRetry={() => void item.refetch()}
        pending={item.isPending}
        skeleton={
          <main className="sale-detail" aria-busy="true">
            <SkeletonBlock height={390} radius={0} />
            <div className="sale-page">
              <SkeletonBlock height={90} radius={14} />
              <SkeletonBlock height={240} radius={14} />
            </div>
          </main>
        }
      >
        {item.data ? <Collectible item={item.data} refetch={() => item.refetch()} /> : null}
      </SaleQueryState>
    </PullRefresh>
  );
}
