import { PriceChart } from '../../../components/ui/price-chart';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { formatPrice } from '../../../lib/format';
import { usePriceHistory } from '../api/get-price-history';
import { useMarketTexts } from '../texts';

/**
 * A collection's resale price history: the floor now, the last sale, high and low, and the chart of
 * past sale prices (decision 035), with a sentence for screen readers and the prices as a table.
 */
export function PriceHistory({ collectionId }: { collectionId: number }) {
  const { t, lang } = useMarketTexts();
  const history = usePriceHistory(collectionId);
  const h = history.data;
  const price = (fen: number | null | undefined) => (fen == null ? '—' : formatPrice(fen, lang));
  return (
    <section className="mk-section" data-testid="price-history" aria-labelledby="mk-history-title">
      <h3 className="mk-h3" id="mk-history-title">
        {t('resale.history.title')}
      </h3>
      {!h ? (
        <SkeletonBlock height={140} radius={10} />
      ) : (
        <>
          <dl className="mk-stats">
            <div>
              <dt>{t('resale.history.floor')}</dt>
              <dd data-testid="history-floor">{price(h.floorPrice)}</dd>
            </div>
            <div>
              <dt>{t('resale.history.last')}</dt>
              <dd data-testid="history-last">{price(h.lastPrice)}</dd>
            </div>
            <div>
              <dt>{t('resale.history.high')}</dt>
              <dd>{price(h.highPrice)}</dd>
            </div>
            <div>
              <dt>{t('resale.history.low')}</dt>
              <dd>{price(h.lowPrice)}</dd>
            </div>
          </dl>
          <PriceChart
            testId="price-chart"
            lang={lang}
            points={h.points}
            labels={{
              title: t('resale.history.chart'),
              summary:
                h.points.length === 0
                  ? t('resale.history.none')
                  : t('resale.history.summary', {
                      count: h.points.length,
                      low: price(Math.min(...h.points.map((p) => p.price))),
                      high: price(Math.max(...h.points.map((p) => p.price))),
                      last: price(h.points[h.points.length - 1]!.price),
                    }),
              showTable: t('resale.history.table'),
              date: t('resale.history.date'),
              price: t('resale.history.price'),
              empty: t('resale.history.none'),
            }}
          />
        </>
      )}
    </section>
  );
}
