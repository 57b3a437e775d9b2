import type { CallData, Calls, CatalogueSort, MediaKind, SaleState } from '@curio/contract/client';
import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { SORT } from '../sort';
import { formatCountdown } from '../../../lib/format';
import { useCountdown } from '../../../components/ui/countdown';
import { cx } from '../../../components/ui/cx';
import { Price } from '../../../components/ui/price';
import { TileCard } from '../../../components/ui/tile-card';
import styles from './catalogue.module.css';
import { sizedImage } from '../../../lib/image';

/** A card's cover is shown at half the screen (two to a row), at most 360 px on a wide screen. */
const CARD_SIZES = '(min-width: 750px) 360px, 50vw';
/** A wide cover spans the screen, at most the page's 750 px. */
const WIDE_SIZES = '(min-width: 750px) 750px, 100vw';
/**
 * In a horizontal row (a home section) a card has a fixed width, whatever the screen: a drop's tile 148 px
 * (components/ui/tile-card.module.css `.rail`), a series 240 px (`.seriesRail`). At the screen's share instead,
 * a series' cover was fetched at 960 pixels for 420 shown (Lighthouse's "properly size images").
 */
const RAIL_CARD_SIZES = '148px';
const RAIL_WIDE_SIZES = '240px';

// The catalogue's shared pieces: the cards of drops (collections, blind boxes), series and creators,
// the sale badge and the sort bar. One module on purpose: the pages that show any of them show most of
// them, and every chunk costs the first load an entry in Vite's preload map.

/** Two columns of drop cards. */
export const gridClass = styles.grid ?? '';
/** One horizontally scrolling row of cards (a home or creator section). */
export const railClass = styles.rail ?? '';

type CollectionCard = CallData<Calls['listCollections']>['items'][number];
type BlindBoxCard = CallData<Calls['listBlindBoxes']>['items'][number];

/** A drop's sale state as a small label: coming soon, on sale, sold out, ended. */
export function SaleBadge({ state, className }: { state: SaleState; className?: string }) {
  const { t } = useTranslation();
  return (
    <span className={cx(styles.badge, styles[`badge_${state}`], className)} data-sale-state={state}>
      {t(`catalogue.saleState.${state}`)}
    </span>
  );
}

export type DropCardItem = CollectionCard | BlindBoxCard;

function StartsIn({ at }: { at: number }) {
  const { t } = useTranslation();
  const c = useCountdown(at);
  return (
    <span className={styles.startsIn} role="timer">
      {t('catalogue.card.startsIn')} {formatCountdown(c.remaining, t)}
    </span>
  );
}

export function MediaKindMark({ kind }: { kind: MediaKind }) {
  const { t } = useTranslation();
  if (kind === 'image') return null;
  return (
    <span className={styles.mediaMark} data-media-kind={kind}>
      {kind === 'video' ? (
        <svg width="10" height="10" viewBox="0 0 10 10" aria-hidden="true">
          <path d="M2 1.2v7.6L8.6 5z" fill="currentColor" />
        </svg>
      ) : null}
      {t(`catalogue.media.${kind}`)}
    </span>
  );
}

export interface DropCardProps {
  item: DropCardItem;
  /** The detail page to open. */
  to: string;
  /** 'grid': a card of a two-column list; 'rail': a narrower card of a horizontal row. */
  layout?: 'grid' | 'rail';
  /** Load the cover at once (the first cards on screen); lazily otherwise. */
  eager?: boolean;
  /** The page's largest image on its first screen (its LCP): fetched first (`fetchpriority="high"`). */
  priority?: boolean;
}

/** A collection or blind box: cover, name, creator, price, edition, and its sale state or start countdown. */
export function DropCard({ item, to, layout = 'grid', eager = false, priority = false }: DropCardProps) {
  const { t } = useTranslation();
  const box = item.businessType === 3;
  return (
    <TileCard
      to={to}
      layout={layout}
      testId={box ? 'blind-box-card' : 'collection-card'}
      data={{ 'data-id': item.id }}
      cover={
        <>
          <img
            {...sizedImage(item.coverUrl, layout === 'rail' ? RAIL_CARD_SIZES : CARD_SIZES)}
            alt=""
            width={300}
            height={300}
            loading={eager || priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
          />
          {box ? (
            <span className={styles.mediaMark}>{t('catalogue.card.blindBox')}</span>
          ) : (
            <MediaKindMark kind={item.mediaKind} />
          )}
          <SaleBadge state={item.saleState} className={styles.coverBadge} />
        </>
      }
      name={item.name}
      byline={{ avatarUrl: item.creator.avatarUrl, name: item.creator.name }}
      foot={
        <>
          <Price fen={item.price} size="sm" />
          <span className={styles.edition}>
            {item.saleState === 'on_sale'
              ? t('catalogue.card.remaining', { count: item.remaining })
              : t('catalogue.card.limited', { count: item.totalSupply })}
          </span>
        </>
      }
    >
      {item.saleState === 'upcoming' ? <StartsIn at={item.saleStart} /> : null}
    </TileCard>
  );
}

export type SeriesCardItem = CallData<Calls['listSeries']>['items'][number];

/** A series: wide cover, name, creator and how many works it holds. */
export function SeriesCard({ item, to, layout = 'grid' }: { item: SeriesCardItem; to: string; layout?: 'grid' | 'rail' }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cx(styles.series, layout === 'rail' && styles.seriesRail)}
      data-testid="series-card"
      data-id={item.id}
    >
      <span className={styles.seriesCover}>
        <img
          {...sizedImage(item.coverUrl, layout === 'rail' ? RAIL_WIDE_SIZES : WIDE_SIZES)}
          alt=""
          width={400}
          height={225}
          loading="lazy"
          decoding="async"
        />
      </span>
      <span className={styles.seriesBody}>
        <span className={styles.name}>{item.name}</span>
        <span className={styles.seriesMeta}>
          <span className={styles.creator}>
            {item.creator.avatarUrl ? (
              <img {...sizedImage(item.creator.avatarUrl, '16px')} alt="" width={16} height={16} loading="lazy" />
            ) : null}
            <span>{item.creator.name}</span>
          </span>
          <span className={styles.count}>{t('catalogue.card.works', { count: item.collectionCount })}</span>
        </span>
      </span>
    </Link>
  );
}

export type CreatorCardItem = CallData<Calls['listCreators']>['items'][number];

/** A creator: avatar, name, intro and how many works they list. */
export function CreatorCard({ item, to, layout = 'row' }: { item: CreatorCardItem; to: string; layout?: 'row' | 'rail' }) {
  const { t } = useTranslation();
  return (
    <Link
      to={to}
      className={cx(styles.creatorCard, layout === 'rail' && styles.creatorRail)}
      data-testid="creator-card"
      data-id={item.id}
    >
      <img
        className={styles.avatar}
        {...sizedImage(item.avatarUrl, '48px')}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        decoding="async"
      />
      <span className={styles.creatorText}>
        <span className={styles.name}>{item.name}</span>
        {layout === 'row' && item.intro ? <span className={styles.intro}>{item.intro}</span> : null}
        <span className={styles.count}>{t('catalogue.card.works', { count: item.collectionCount })}</span>
      </span>
    </Link>
  );
}

const NAMES: Partial<Record<CatalogueSort, string>> = {
  [SORT.RECOMMENDED]: 'recommended',
  [SORT.NEWEST]: 'newest',
  [SORT.POPULARITY]: 'popularity',
};

export interface SortBarProps {
  value: CatalogueSort;
  onChange: (sort: CatalogueSort) => void;
  /** The sorts to offer; the two price sorts show as one "Price" button that flips the direction. */
  sorts: readonly CatalogueSort[];
  className?: string;
}

/** The sort of a list: featured (the default, -1), newest, popular, price up/down. */
export function SortBar({ value, onChange, sorts, className }: SortBarProps) {
  const { t } = useTranslation();
  const price = sorts.includes(SORT.PRICE_ASC) && sorts.includes(SORT.PRICE_DESC);
  const priceActive = value === SORT.PRICE_ASC || value === SORT.PRICE_DESC;
  return (
    <div
      className={cx(styles.sortBar, className)}
      role="radiogroup"
      aria-label={t('catalogue.sort.label')}
      data-testid="sort-bar"
    >
      {sorts
        .filter((s) => NAMES[s] !== undefined)
        .map((s) => (
          <button
            key={s}
            type="button"
            role="radio"
            aria-checked={value === s}
            className={cx(styles.sortItem, value === s && styles.sortActive)}
            data-sort={s}
            onClick={() => onChange(s)}
          >
            {t(`catalogue.sort.${NAMES[s]}`)}
          </button>
        ))}
      {price ? (
        <button
          type="button"
          role="radio"
          aria-checked={priceActive}
          aria-label={t(value === SORT.PRICE_ASC ? 'catalogue.sort.priceAsc' : 'catalogue.sort.priceDesc')}
          className={cx(styles.sortItem, priceActive && styles.sortActive)}
          data-sort={priceActive ? value : SORT.PRICE_ASC}
          data-testid="sort-price"
          onClick={() => onChange(value === SORT.PRICE_ASC ? SORT.PRICE_DESC : SORT.PRICE_ASC)}
        >
          {t('catalogue.sort.price')}
          <svg className={styles.sortArrows} width="8" height="12" viewBox="0 0 8 12" aria-hidden="true">
            <path d="M4 1 7 5H1z" className={value === SORT.PRICE_ASC ? styles.arrowOn : undefined} />
            <path d="M4 11 1 7h6z" className={value === SORT.PRICE_DESC ? styles.arrowOn : undefined} />
          </svg>
        </button>
      ) : null}
    </div>
  );
}
