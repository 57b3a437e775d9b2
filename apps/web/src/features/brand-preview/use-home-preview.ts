import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useHomePreviewQuery, type HomePreview } from './api/get-home-preview';
import { HOME_PREVIEW_REFRESH } from './paths';

/**
 * The home decoration draft of `?home=` (decision 040): read from the server by its token, read again each
 * time the console says it saved a change (same origin only). `show` puts it where the home reads it.
 */
export function useHomePreview(
  token: string,
  show: (draft: HomePreview, lang: string) => void,
): { ready: boolean; failed: boolean } {
  const { i18n } = useTranslation();
  const query = useHomePreviewQuery(token, i18n.language);
  const { refetch } = query;
  useEffect(() => {
    if (token === '') return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if ((event.data as { type?: unknown } | null)?.type === HOME_PREVIEW_REFRESH) void refetch();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [token, refetch]);
  const data = query.data;
  useEffect(() => {
    if (data) show(data, i18n.language);
  }, [data, show, i18n.language]);
  return { ready: token === '' || data !== undefined || query.isError, failed: query.isError };
}
