import { Price } from '../../../components/ui/price';
import { TileCard } from '../../../components/ui/tile-card';
import type { AlbumCollection } from '../api/get-album';
import { useAlbumTexts } from '../texts';

/** The collections the album presents, as cards (a link to each collection's page, given by the route). */
export function AlbumCollections({
  collections,
  collectionHref,
}: {
  collections: readonly AlbumCollection[];
  collectionHref: (id: number) => string;
}) {
  const { t } = useAlbumTexts();
  if (collections.length === 0) return null;
  return (
    <section className="alb-section" aria-labelledby="alb-collections">
      <h2 id="alb-collections" className="alb-section__title">
        {t('album.collections')}
      </h2>
      <ul className="alb-cards">
        {collections.map((c) => (
          <li key={c.id}>
            <TileCard
              to={collectionHref(c.id)}
              layout="compact"
              testId="album-collection"
              data={{ 'data-id': c.id }}
              cover={<img src={c.coverUrl} alt="" width={150} height={150} loading="lazy" decoding="async" />}
              name={c.name}
              byline={{ name: c.creator.name }}
              foot={<Price fen={c.price} className="alb-card__price" />}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
