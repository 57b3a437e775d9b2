import { runtimeText, type ShareKind } from '@curio/contract/client';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/shell/feedback';
import { Sheet, SHEET_TITLE_CLASS } from '../../../components/ui/sheet';
import { copyWithToast } from '../../../lib/clipboard';
import { currentLanguage } from '../../../lib/i18n';
import { canvasBlob, saveBlob } from '../../../lib/poster';
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
  const canvas = useRef<HTMLCanvasElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!shortUrl || !canvas.current) return;
    let live = true;
    const c = canvas.current;
    setFailed(false);
    drawSharePoster(c, {
      brandName: platform,
      brandColour: colour,
      logoUrl: info?.imgUrl || null,
      imageUrl: target.imageUrl,
      title: target.name,
      detail: target.detail,
      link: shortUrl,
      texts: { scan: t('share.poster.scan'), from: t('share.poster.from', { platform }) },
    }).then(
      () => {
        if (!live) return;
        try {
          setSrc(c.toDataURL('image/png'));
        } catch {
          setSrc(null);
          setFailed(true);
        }
        c.dataset.ready = 'true';
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [shortUrl, platform, colour, info?.imgUrl, target.imageUrl, target.name, target.detail, t, attempt]);

  const save = async () => {
    const blob = canvas.current ? await canvasBlob(canvas.current) : null;
    if (blob && saveBlob(blob, posterFileName(target.kind, target.id))) toast(t('share.saved'));
    else toast(runtimeText('saveImageFailed', currentLanguage()));
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const systemShare = async () => {
    if (!shortUrl) return;
    try {
      await navigator.share({ title: target.name, text: `${target.name} ${target.detail}`.trim(), url: shortUrl });
    } catch {
      // Dismissed by the user, or refused: the sheet's own actions remain.
    }
  };
  const broken = failed || link.isError;

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
          <canvas
            ref={canvas}
            className="share-sheet__canvas"
            data-testid="share-poster-canvas"
            data-qr-box={`${SHARE_POSTER_QR.x},${SHARE_POSTER_QR.y},${SHARE_POSTER_QR.size}`}
            aria-hidden="true"
          />
          {src ? (
            <img
              className="share-sheet__img"
              src={src}
              alt={t('share.poster.alt', { name: target.name })}
              data-testid="share-poster"
            />
          ) : broken ? (
            <div className="share-sheet__wait" role="alert">
              <p>{link.isError ? link.error.message : t('share.poster.failed')}</p>
              <button
                type="button"
                className="share-sheet__action"
                onClick={() => {
                  setAttempt((n) => n + 1);
                  if (link.isError) void link.refetch();
                }}
              >
                {t('share.poster.retry')}
              </button>
            </div>
          ) : (
            <p className="share-sheet__wait" aria-busy="true">
              {t('share.poster.making')}
            </p>
          )}
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
            disabled={!src}
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
