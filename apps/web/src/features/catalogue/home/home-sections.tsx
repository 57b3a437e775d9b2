import { useTranslation } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CreatorCard, DropCard, railClass, SeriesCard } from '../components/cards';
import { blindBoxPath, CATALOGUE_PATHS, collectionPath, creatorPath, seriesPath } from '../paths';
import type { HomeSection } from '../api/home-decoration';

const MORE: Record<HomeSection['kind'], string> = {
  recommended: CATALOGUE_PATHS.market,
  upcoming: CATALOGUE_PATHS.market,
  onSale: CATALOGUE_PATHS.market,
  picked: CATALOGUE_PATHS.market,
  blindBoxes: CATALOGUE_PATHS.blindBoxList,
  series: CATALOGUE_PATHS.seriesList,
  creators: CATALOGUE_PATHS.creatorList,
};

function Items({ section }: { section: HomeSection }) {
  switch (section.kind) {
    case 'blindBoxes':
      return section.items.map((b) => <DropCard key={b.id} item={b} to={blindBoxPath(b.id)} layout="rail" />);
    case 'series':
      return section.items.map((s) => <SeriesCard key={s.id} item={s} to={seriesPath(s.id)} layout="rail" />);
    case 'creators':
      return section.items.map((c) => <CreatorCard key={c.id} item={c} to={creatorPath(c.id)} layout="rail" />);
    case 'recommended':
    case 'upcoming':
    case 'onSale':
    case 'picked':
      return section.items.map((c) => <DropCard key={c.id} item={c} to={collectionPath(c.id)} layout="rail" />);
  }
}

/** The sections the operator arranged on the home page, each a row of cards with a way to see more. */
export function HomeSections({ sections }: { sections: HomeSection[] }) {
  const { t } = useTranslation();
  return sections
    .filter((s) => s.items.length > 0)
    .map((s) => (
      <section key={s.key} className="home-block" data-testid={`home-section-${s.kind}`} aria-label={s.title}>
        <div className="home-block__head">
          <h2 className="home-block__title">{s.title}</h2>
          <Link to={MORE[s.kind]} className="home-block__more">
            {t('catalogue.more')}
          </Link>
        </div>
        <div className={railClass}>
          <Items section={s} />
        </div>
      </section>
    ));
}
