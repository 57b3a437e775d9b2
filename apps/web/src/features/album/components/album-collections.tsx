import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
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
            <Link to={collectionHref(c.id)} className="alb-card" data-testid="album-collection" data-id={c.id}>
              <img className="alb-card__cover" src={c.coverUrl} alt="" width={150} height={150} loading="lazy" decoding="async" />
              <span className="alb-card__name">{c.name}</span>
              <span className="alb-card__creator">{c.creator.name}</span>
              <Price fen={c.price} className="alb-card__price" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
