import type { ReactNode } from 'react';
import { useAlbumTexts } from '../texts';

/** The album's head: cover, title, draft mark (preview) and its description (rendered by the page). */
export function AlbumHeader({
  title,
  coverUrl,
  draft,
  description,
}: {
  title: string;
  coverUrl: string;
  draft?: boolean;
  description: ReactNode;
}) {
  const { t } = useAlbumTexts();
  return (
    <header className="alb-head" data-testid="album-head">
      {coverUrl ? <img className="alb-head__cover" src={coverUrl} alt="" width={390} height={220} /> : null}
      <div className="alb-head__text">
        <h1 className="alb-head__title">
          {title}
          {draft ? <span className="alb-badge">{t('album.draft')}</span> : null}
        </h1>
        {description}
      </div>
    </header>
  );
}
