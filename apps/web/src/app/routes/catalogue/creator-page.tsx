import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { DropCard, gridClass, railClass, SeriesCard } from '../../../features/catalogue/components/cards';
import { NotFound } from '../../../features/catalogue/components/not-found';
import { EmptyState } from '../../../components/ui/empty-state';
import { SkeletonList } from '../../../components/ui/skeleton';
import { blindBoxPath, collectionPath, creatorMarketPath, idParam, seriesPath } from '../../../features/catalogue/paths';
import { useCatalogueTexts } from '../../../features/catalogue/texts';
import type { PageProps } from '../../page';
import { useCreatorSpace, type CreatorSpace } from '../../../features/catalogue/api/get-creator-space';
import { CreatorHero } from '../../../features/catalogue/creator/creator-hero';
import '../../../features/catalogue/creator/creator.css';
import { DetailPage } from '../../../components/query-state';

function Space({ space }: { space: CreatorSpace }) {
  const { t } = useTranslation();
  const nothing = space.series.length === 0 && space.blindBoxes.length === 0 && space.collections.items.length === 0;
  return (
    <div className="crt" data-testid="creator-space">
      <CreatorHero creator={space.creator} />
      {nothing ? <EmptyState title={t('creator.empty')} /> : null}
      {space.series.length > 0 ? (
        <section className="crt-section" data-testid="creator-series">
          <h2 className="crt-section__title">{t('creator.series')}</h2>
          <div className={railClass}>
            {space.series.map((s) => (
              <SeriesCard key={s.id} item={s} to={seriesPath(s.id)} layout="rail" />
            ))}
          </div>
        </section>
      ) : null}
      {space.blindBoxes.length > 0 ? (
        <section className="crt-section" data-testid="creator-blind-boxes">
          <h2 className="crt-section__title">{t('creator.blindBoxes')}</h2>
          <div className={railClass}>
            {space.blindBoxes.map((b) => (
              <DropCard key={b.id} item={b} to={blindBoxPath(b.id)} layout="rail" />
            ))}
          </div>
        </section>
      ) : null}
      {space.collections.items.length > 0 ? (
        <section className="crt-section" data-testid="creator-collections">
          <div className="crt-section__head">
            <h2 className="crt-section__title">{t('creator.collections')}</h2>
            <Link to={creatorMarketPath(space.creator.id)} className="crt-section__more" data-testid="creator-all-works">
              {t('creator.allWorks')}
            </Link>
          </div>
          <div className={gridClass}>
            {space.collections.items.map((c) => (
              <DropCard key={c.id} item={c} to={collectionPath(c.id)} />
            ))}
          </div>
        </section>
      ) : null}
    </div>
  );
}

/** Spec: /creativePages/index/index?id=: a creator's space (profile, series, blind boxes, works). */
export default function CreatorPage({ query }: PageProps) {
  const { lang } = useCatalogueTexts();
  const id = idParam(query.id);
  const q = useCreatorSpace(id, lang);
  return (
    <DetailPage
      query={q}
      missing={id === null}
      notFound={<NotFound />}
      pull={false}
      skeleton={<SkeletonList variant="grid" count={4} className="crt-skeleton" />}
    >
      {(space) => <Space space={space} />}
    </DetailPage>
  );
}
