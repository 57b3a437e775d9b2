import type { ShareKind } from '@curio/contract/client';
import { PosterView, usePoster } from '../../../components/ui/poster-view';
import { Sheet, SHEET_TITLE_CLASS } from '../../../components/ui/sheet';
import { copyWithToast } from '../../../lib/clipboard';
import { useTenant } from '../../../lib/tenant/tenant-store';
import { useShareLink } from '../api/create-share-link';
import { drawSharePoster, posterFileName, SHARE_POSTER_QR } from '../poster';
import { useShareTexts } from '../texts';
import '../share.css';

export interface ShareTarget {
  kind: ShareKind;
  id: number;
  /** The collectible's name (the poster's title, the system share sheet's title). */
  name: string;
  /** The poster's line under the name: the serial, the price. */
  detail: string;
  imageUrl: string | null;
}

/**
 * The share sheet (decision 070): the poster (drawn in the browser, shown as an image) with the short
 * link's QR code, "copy link", "save poster" (a PNG download; the catalogue's "failed to save image"
 * when it fails) and, where the browser has one, the system share sheet. Loaded only when opened: the
 * QR code and the poster never reach a page's first chunk.
 */
export default function ShareSheet({ target, visible, onClose }: { target: ShareTarget; visible: boolean; onClose: () => void }) {
  const { t } = useShareTexts();
  const info = useTenant((s) => s.info);
  const colour = useTenant((s) => s.theme.themeColor);
  const platform = info?.platformName ?? '';
  const link = useShareLink(target.kind, target.id, visible);
  const shortUrl = link.data?.shortUrl ?? null;
  const poster = usePoster(
    // Drawn again when anything on it changes, its language included.
    shortUrl
      ? JSON.stringify([
          shortUrl,
          platform,
          colour,
          info?.imgUrl,
          target.imageUrl,
          target.name,
          target.detail,
          t('share.poster.scan'),
        ])
      : null,
    (c) =>
      drawSharePoster(c, {
        brandName: platform,
        brandColour: colour,
        logoUrl: info?.imgUrl || null,
        imageUrl: target.imageUrl,
        title: target.name,
        detail: target.detail,
        link: shortUrl!,
        texts: { scan: t('share.poster.scan'), from: t('share.poster.from', { platform }) },
      }),
  );

  const save = () => poster.save(posterFileName(target.kind, target.id), t('share.saved'));
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const systemShare = async () => {
    if (!shortUrl) return;
    try {
      await navigator.share({ title: target.name, text: `${target.name} ${target.detail}`.trim(), url: shortUrl });
    } catch {
      // Dismissed by the user, or refused: the sheet's own actions remain.
    }
  };
  return (
    <Sheet
      visible={visible}
      onClose={onClose}
      closeLabel={t('share.sheet.close')}
      head={<h2 className={SHEET_TITLE_CLASS}>{t('share.sheet.title')}</h2>}
      headTestId="share-sheet"
    >
      <div className="share-sheet__body">
        <div className="share-sheet__poster">
          <PosterView
            poster={poster}
            alt={t('share.poster.alt', { name: target.name })}
            testId="share-poster"
            qrBox={SHARE_POSTER_QR}
            error={link.isError ? link.error.message : null}
            onRetry={() => link.isError && void link.refetch()}
            texts={{ making: t('share.poster.making'), failed: t('share.poster.failed'), retry: t('share.poster.retry') }}
            classes={{
              canvas: 'share-sheet__canvas',
              img: 'share-sheet__img',
              wait: 'share-sheet__wait',
              retry: 'share-sheet__action',
            }}
          />
        </div>
        {shortUrl ? (
          <p className="share-sheet__link" data-testid="share-link">
            {shortUrl}
          </p>
        ) : null}
        <div className="share-sheet__actions">
          <button
            type="button"
            className="share-sheet__action share-sheet__action--primary"
            onClick={() => shortUrl && void copyWithToast(shortUrl, t('share.copied'))}
            disabled={!shortUrl}
            data-testid="share-copy"
            data-link={shortUrl ?? ''}
          >
            {t('share.copy')}
          </button>
          <button
            type="button"
            className="share-sheet__action"
            onClick={() => void save()}
            disabled={!poster.src}
            data-testid="share-save"
          >
            {t('share.save')}
          </button>
          {canShare ? (
            <button
              type="button"
              className="share-sheet__action"
              onClick={() => void systemShare()}
              disabled={!shortUrl}
              data-testid="share-system"
            >
              {t('share.system')}
            </button>
          ) : null}
        </div>
      </div>
    </Sheet>
  );
}
