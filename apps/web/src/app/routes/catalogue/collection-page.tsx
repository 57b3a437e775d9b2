import { FALLBACK_LANGUAGE, normalizeLanguage } from '@curio/contract/client';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { Link, useLocation } from 'react-router';
import { MediaKindMark, SaleBadge } from '../../../features/catalogue/components/cards';
import { NotFound } from '../../../features/catalogue/components/not-found';
import { EmptyState } from '../../../components/ui/empty-state';
import { ZoomableImage } from '../../../components/ui/image-viewer';
import { idParam, seriesPath } from '../../../features/catalogue/paths';
import { WithCatalogueTexts } from '../../../features/catalogue/components/with-texts';
import { formatDate } from '../../../lib/format';
import type { PageProps } from '../../page';
import { useCollection, type CollectionDetail } from '../../../features/catalogue/api/get-collection';
import { BuyBar } from '../../../features/catalogue/components/buy-bar';
import { useDropBuySheet } from './use-drop-buy-sheet';
import { ChainInfo } from '../../../features/catalogue/components/chain-info';
import { CreatorRow } from '../../../features/catalogue/components/creator-row';
import { DetailSkeleton } from '../../../features/catalogue/components/detail-skeleton';
import { DetailTabs } from '../../../features/catalogue/components/detail-tabs';
import { MediaView } from '../../../features/catalogue/components/media-view';
import { SaleTiming } from '../../../features/catalogue/components/sale-timing';
import '../../../features/catalogue/catalogue.css';
import { DetailPage } from '../../../components/query-state';
import { FavouriteHeart } from '../../../features/favourite/components/favourite-heart';
import { loginUrl } from '../../../features/identity/paths';
import { isListingQuery } from '../../../features/market/paths';
import { ShareButton } from '../../../features/share/components/share-button';
import { formatPrice } from '../../../lib/format';

// A resale listing (market type 2, decision 035) is its own page, loaded only when linked to.
const ListingPage = lazy(() => import('../market/listing-page'));

function Details({ c }: { c: CollectionDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="cat-details">
      {c.description ? (
        <section>
          <h3 className="cat-h3">{t('detail.description')}</h3>
          <p className="cat-text" data-testid="collection-description">
            {c.description}
          </p>
        </section>
      ) : null}
      {c.privileges.length > 0 ? (
        <section data-testid="privileges">
          <h3 className="cat-h3">{t('detail.privileges')}</h3>
          <ul className="cat-privileges">
            {c.privileges.map((p, i) => (
              <li key={i} className="cat-privilege">
                <span className="cat-privilege__title">{p.title}</span>
                {p.description ? <span className="cat-privilege__desc">{p.description}</span> : null}
                <span className="cat-privilege__use">{t(`detail.privilegeUse.${p.frequency}`, { count: p.usageCount })}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {c.copyright ? (
        <section data-testid="copyright">
          <h3 className="cat-h3">{t('detail.copyright.title')}</h3>
          <div className="cat-rows">
            <div className="cat-row">
              <span className="cat-row__label">{t('detail.copyright.number')}</span>
              <span className="cat-row__value cat-row__value--mono">{c.copyright.certificateNo}</span>
            </div>
            <div className="cat-row">
              <span className="cat-row__label">{t('detail.copyright.holder')}</span>
              <span className="cat-row__value">{c.copyright.holder}</span>
            </div>
            <div className="cat-row">
              <span className="cat-row__label">{t('detail.copyright.issuer')}</span>
              <span className="cat-row__value">{c.copyright.issuer}</span>
            </div>
            <div className="cat-row">
              <span className="cat-row__label">{t('detail.copyright.certifiedAt')}</span>
              <span className="cat-row__value">{formatDate(c.copyright.certifiedAt, i18n.language)}</span>
            </div>
          </div>
          {c.copyright.imageUrl ? (
            <ZoomableImage
              src={c.copyright.imageUrl}
              alt={t('detail.copyright.title')}
              wrapperClassName="cat-certificate"
              loading="lazy"
            />
          ) : null}
        </section>
      ) : null}
      <section>
        <h3 className="cat-h3">{t('detail.rules.title')}</h3>
        <ul className="cat-notes">
          {c.listed ? null : <li>{t('detail.rules.notListed')}</li>}
          <li>{t('detail.rules.perUserLimit', { count: c.perUserLimit })}</li>
          <li>{t('detail.rules.holdHours', { hours: c.holdHoursBeforeTransfer })}</li>
        </ul>
      </section>
    </div>
  );
}

function Collection({ c, refresh }: { c: CollectionDetail; refresh: () => void }) {
  const buy = useDropBuySheet('collection', c, refresh);
  const { t, i18n } = useTranslation();
  // Back here after login: the router's location, not `window`'s (the server renders this page too).
  const here = useLocation();
  return (
    <div className="cat-detail" data-testid="collection-detail" data-sale-state={c.saleState}>
      <MediaView media={c.media} name={c.name} />
      <section className="cat-card cat-head">
        <div className="cat-head__marks">
          <SaleBadge state={c.saleState} />
          <MediaKindMark kind={c.media.kind} />
          <ShareButton
            target={{
              kind: 'collection',
              id: c.id,
              name: c.name,
              detail: formatPrice(c.price, i18n.language),
              imageUrl: c.coverUrl || null,
            }}
            className="share-btn--end"
          />
          <FavouriteHeart
            targetType="collection"
            targetId={c.id}
            name={c.name}
            loginTo={loginUrl(here.pathname + here.search)}
            className="fav-heart--end"
          />
        </div>
        <h2 className="cat-title" data-testid="collection-name">
          {c.name}
        </h2>
        <div className="cat-stats">
          <span>
            {t('detail.supply')} <b>{c.totalSupply}</b>
          </span>
          <span>
            {t('detail.remaining')} <b data-testid="collection-remaining">{c.remaining}</b>
          </span>
        </div>
        <SaleTiming saleState={c.saleState} saleStart={c.saleStart} saleEnd={c.saleEnd} onChange={refresh} />
      </section>
      <section className="cat-card cat-links">
        <CreatorRow creator={c.creator} label={t('detail.creator')} />
        {c.series ? (
          <Link to={seriesPath(c.series.id)} className="cat-series-link" data-testid="series-link">
            <span className="cat-creator__label">{t('detail.series')}</span>
            <span className="cat-series-link__name">{c.series.name}</span>
            <svg
              width="16"
              height="16"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.2"
              aria-hidden="true"
            >
              <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </Link>
        ) : null}
      </section>
      <DetailTabs
        label={t('detail.tabs.label')}
        tabs={[
          { key: 'details', title: t('detail.tabs.details'), content: <Details c={c} /> },
          { key: 'chain', title: t('detail.tabs.chain'), content: <ChainInfo onChain={c.onChain} /> },
          {
            key: 'records',
            title: t('detail.tabs.records'),
            content: <EmptyState title={t('detail.records.empty')} />,
          },
        ]}
      />
      <BuyBar price={c.price} saleState={c.saleState} listed={c.listed} onBuy={buy.open} />
      {buy.sheet}
    </div>
  );
}

/** Spec: /pages/detail/collection?id= (pull; login required): a collection and its sale. */
function DropCollectionPage({ query }: PageProps) {
  const { i18n } = useTranslation();
  const lang = normalizeLanguage(i18n.language) ?? FALLBACK_LANGUAGE;
  const id = idParam(query.id);
  // The query starts (or is found, started by the route loader) before the texts are waited for.
  const q = useCollection(id, lang);
  return (
    <Suspense fallback={<DetailSkeleton />}>
      <WithCatalogueTexts>
        <DetailPage query={q} missing={id === null} notFound={<NotFound />} skeleton={<DetailSkeleton />}>
          {(c) => <Collection c={c} refresh={() => void q.refetch()} />}
        </DetailPage>
      </WithCatalogueTexts>
    </Suspense>
  );
}

/**
 * Spec: /pages/detail/collection (pull; login required). `?id=` a collection and its primary sale;
 * `?marketType=2&id=` a resale listing (spec §4 market type 2 C2C).
 */
export default function CollectionPage(props: PageProps) {
  if (isListingQuery(props.query)) {
    return (
      <Suspense fallback={<DetailSkeleton />}>
        <ListingPage {...props} />
      </Suspense>
    );
  }
  return <DropCollectionPage {...props} />;
}
