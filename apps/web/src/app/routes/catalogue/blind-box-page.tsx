import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { MediaKindMark, SaleBadge } from '../../../features/catalogue/components/cards';
import { NotFound } from '../../../features/catalogue/components/not-found';
import { ZoomableImage } from '../../../components/ui/image-viewer';
import { collectionPath, idParam, seriesPath } from '../../../features/catalogue/paths';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useBlindBox, type BlindBoxDetail } from '../../../features/catalogue/api/get-blind-box';
import { BuyBar } from '../../../features/catalogue/components/buy-bar';
import { useDropBuySheet } from './use-drop-buy-sheet';
import { CreatorRow } from '../../../features/catalogue/components/creator-row';
import { DetailSkeleton } from '../../../features/catalogue/components/detail-skeleton';
import { SaleTiming } from '../../../features/catalogue/components/sale-timing';
import '../../../features/catalogue/catalogue.css';
import { DetailPage } from '../../../components/query-state';

/** Odds as a percentage with up to two decimals: 0.125 → '12.5%'. */
export function oddsText(odds: number, lang: string): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(Math.max(0, Math.min(1, odds)));
}

function Contents({ box }: { box: BlindBoxDetail }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="cat-card" data-testid="blind-box-contents">
      <h3 className="cat-h3">{t('blindBox.contents')}</h3>
      <ul className="cat-odds">
        {box.items.map((item) => (
          <li key={item.collection.id} className="cat-odds__item" data-testid="blind-box-item">
            <Link to={collectionPath(item.collection.id)} className="cat-odds__cover">
              <img src={item.collection.coverUrl} alt="" width={64} height={64} loading="lazy" />
              <MediaKindMark kind={item.collection.mediaKind} />
            </Link>
            <span className="cat-odds__body">
              <span className="cat-odds__name">{item.collection.name}</span>
              <span className="cat-odds__left">{t('blindBox.left', { remaining: item.remaining, quantity: item.quantity })}</span>
              <span className="cat-odds__bar" aria-hidden="true">
                <span style={{ width: `${item.quantity > 0 ? (item.remaining / item.quantity) * 100 : 0}%` }} />
              </span>
            </span>
            <span className="cat-odds__chance">
              <span className="cat-odds__label">{t('blindBox.odds')}</span>
              <b data-testid="blind-box-odds">{oddsText(item.odds, i18n.language)}</b>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function BlindBox({ box, refresh }: { box: BlindBoxDetail; refresh: () => void }) {
  const buy = useDropBuySheet('blindBox', box, refresh);
  const { t } = useTranslation();
  return (
    <div className="cat-detail" data-testid="blind-box-detail" data-sale-state={box.saleState}>
      <div className="cat-media" data-kind="image">
        <ZoomableImage src={box.coverUrl} alt={box.name} wrapperClassName="cat-media__zoom" className="cat-media__image" />
      </div>
      <section className="cat-card cat-head">
        <div className="cat-head__marks">
          <SaleBadge state={box.saleState} />
          <span className="cat-mark">{t('catalogue.card.blindBox')}</span>
        </div>
        <h2 className="cat-title">{box.name}</h2>
        <div className="cat-stats">
          <span>
            {t('detail.supply')} <b>{box.totalSupply}</b>
          </span>
          <span>
            {t('detail.remaining')} <b data-testid="blind-box-remaining">{box.remaining}</b>
          </span>
        </div>
        <SaleTiming saleState={box.saleState} saleStart={box.saleStart} saleEnd={box.saleEnd} onChange={refresh} />
      </section>
      <section className="cat-card cat-links">
        <CreatorRow creator={box.creator} label={t('detail.creator')} />
        {box.series ? (
          <Link to={seriesPath(box.series.id)} className="cat-series-link">
            <span className="cat-creator__label">{t('detail.series')}</span>
            <span className="cat-series-link__name">{box.series.name}</span>
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
      <Contents box={box} />
      {box.description ? (
        <section className="cat-card">
          <h3 className="cat-h3">{t('blindBox.description')}</h3>
          <p className="cat-text">{box.description}</p>
        </section>
      ) : null}
      <section className="cat-card" data-testid="fairness">
        <h3 className="cat-h3">{t('blindBox.fairness')}</h3>
        {box.fairnessSeedHash ? (
          <div className="cat-rows">
            <div className="cat-row">
              <span className="cat-row__label">{t('blindBox.seedHash')}</span>
              <span className="cat-row__value cat-row__value--mono cat-address">{box.fairnessSeedHash}</span>
            </div>
          </div>
        ) : (
          <p className="cat-text">{t('blindBox.seedPending')}</p>
        )}
        <p className="cat-note">{t('blindBox.fairnessHint')}</p>
        <ul className="cat-notes">
          <li>{t('detail.rules.perUserLimit', { count: box.perUserLimit })}</li>
        </ul>
      </section>
      <BuyBar price={box.price} saleState={box.saleState} onBuy={buy.open} />
      {buy.sheet}
    </div>
  );
}

/** Spec: /pages/detail/blindbox?id= (pull; login required): a blind box, its contents and their odds. */
export default function BlindBoxPage({ query }: PageProps) {
  const { lang } = useCatalogueTexts();
  const id = idParam(query.id);
  const q = useBlindBox(id, lang);
  return (
    <DetailPage query={q} missing={id === null} notFound={<NotFound />} skeleton={<DetailSkeleton />}>
      {(box) => <BlindBox box={box} refresh={() => void q.refetch()} />}
    </DetailPage>
  );
}
