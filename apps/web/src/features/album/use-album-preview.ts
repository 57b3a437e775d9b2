import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useAlbumPreviewQuery } from './api/get-album-preview';
import { ALBUM_PREVIEW_REFRESH } from './paths';

/**
 * The album of `?album=<token>` (decision 047, like the home's preview of decision 040): read from the
 * server by its token, read again each time the console says it saved a change (same origin only).
 */
export function useAlbumPreview(token: string) {
  const { i18n } = useTranslation();
  const query = useAlbumPreviewQuery(token, i18n.language);
  const { refetch } = query;
  useEffect(() => {
    if (token === '') return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === ALBUM_PREVIEW_REFRESH) void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [token, refetch]);
  return query;
}
