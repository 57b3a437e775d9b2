import { useEffect } from 'react';
import { useTranslation } from '../../lib/i18n';
import { useCreatorPreviewQuery, type CreatorPreview } from './api/get-creator-preview';
import { HOME_PREVIEW_REFRESH } from './paths';

/**
 * The creator space's draft of `?creator=` (decision 040): read by its token, read again each time the
 * console says it saved a change (same origin only). `show` puts it where the creator page reads it.
 */
export function useCreatorPreview(
  token: string,
  show: (draft: CreatorPreview, lang: string) => void,
): { ready: boolean; failed: boolean; creatorId: number | null } {
  const { i18n } = useTranslation();
  const query = useCreatorPreviewQuery(token, i18n.language, show);
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
  return {
    ready: token === '' || data !== undefined || query.isError,
    failed: query.isError,
    creatorId: data?.creator.id ?? null,
  };
}
