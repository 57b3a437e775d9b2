import { Link } from 'react-router';
import { creatorPath } from '../paths';
import { sizedImage } from '../../../lib/image';

/** The creator of a drop with a way to their space. */
export function CreatorRow({ creator, label }: { creator: { id: number; name: string; avatarUrl: string }; label: string }) {
  return (
    <Link to={creatorPath(creator.id)} className="cat-creator" data-testid="creator-link">
      {creator.avatarUrl ? (
        <img {...sizedImage(creator.avatarUrl, '36px')} alt="" width={36} height={36} loading="lazy" decoding="async" />
      ) : (
        <span className="cat-creator__blank" />
      )}
      <span className="cat-creator__text">
        <span className="cat-creator__label">{label}</span>
        <span className="cat-creator__name">{creator.name}</span>
      </span>
      <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.2" aria-hidden="true">
        <path d="m9 5 7 7-7 7" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </Link>
  );
}
