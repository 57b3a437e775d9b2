import { runtimeText } from '@curio/contract/client';
import { useEffect, useRef, useState } from 'react';
import { toast } from '../../../components/shell/feedback';
import { copyWithToast } from '../../../lib/clipboard';
import { currentLanguage } from '../../../lib/i18n';
import { useShortLink } from '../api/shorten-link';
import { canvasBlob, saveBlob } from '../../../lib/poster';
import { drawPoster, POSTER_QR, registerLink } from '../poster';
import { useInviteTexts } from '../texts';

export interface PosterBrand {
  name: string;
  colour: string;
  logoUrl: string | null;
}

/**
 * The poster (drawn in the browser on a canvas, shown as an image), "save image" (a PNG download; the
 * catalogue's "failed to save image" when it fails) and "copy link" (the short link; "copy failed").
 */
export function InvitePoster({
  code,
  nickname,
  brand,
  registerPath,
}: {
  code: string;
  nickname: string;
  brand: PosterBrand;
  registerPath: string;
}) {
  const { t } = useInviteTexts();
  const canvas = useRef<HTMLCanvasElement>(null);
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const link = useShortLink(registerLink(registerPath, code));
  const shortUrl = link.data?.shortUrl ?? null;

  useEffect(() => {
    if (!shortUrl || !canvas.current) return;
    let live = true;
    const c = canvas.current;
    setFailed(false);
    drawPoster(c, {
      brandName: brand.name,
      brandColour: brand.colour,
      logoUrl: brand.logoUrl,
      nickname,
      code,
      link: shortUrl,
      texts: { title: t('invite.poster.title', { name: nickname }), scan: t('invite.poster.scan') },
    }).then(
      () => {
        if (!live) return;
        try {
          setSrc(c.toDataURL('image/png'));
        } catch {
          setSrc(null);
        }
        c.dataset.ready = 'true';
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [shortUrl, brand.name, brand.colour, brand.logoUrl, nickname, code, t, attempt]);

  const save = async () => {
    const blob = canvas.current ? await canvasBlob(canvas.current) : null;
    if (blob && saveBlob(blob, `invite-${code}.png`)) toast(t('invite.poster.saved'));
    else toast(runtimeText('saveImageFailed', currentLanguage()));
  };

  const broken = failed || link.isError;
  return (
    <section className="inv-poster" aria-label={t('invite.poster.save')}>
      <canvas
        ref={canvas}
        className="inv-poster__canvas"
        data-testid="invite-poster-canvas"
        data-qr-box={`${POSTER_QR.x},${POSTER_QR.y},${POSTER_QR.size}`}
        aria-hidden="true"
      />
      {src ? (
        <img
          className="inv-poster__img"
          src={src}
          alt={t('invite.poster.alt', { name: nickname, code })}
          data-testid="invite-poster"
        />
      ) : broken ? (
        <div className="inv-poster__wait" role="alert">
          <p>{t('invite.poster.failed')}</p>
          <button
            type="button"
            className="inv-btn inv-btn--ghost"
            onClick={() => {
              setAttempt((n) => n + 1);
              if (link.isError) void link.refetch();
            }}
          >
            {t('invite.poster.retry')}
          </button>
        </div>
      ) : (
        <div className="inv-poster__wait" aria-busy="true">
          {t('invite.poster.making')}
        </div>
      )}
      <div className="inv-actions">
        <button type="button" className="inv-btn" onClick={() => void save()} disabled={!src} data-testid="invite-save">
          {t('invite.poster.save')}
        </button>
        <button
          type="button"
          className="inv-btn inv-btn--ghost"
          onClick={() => shortUrl && void copyWithToast(shortUrl, t('invite.link.copied'))}
          disabled={!shortUrl}
          data-testid="invite-copy-link"
          data-link={shortUrl ?? ''}
        >
          {t('invite.link.copy')}
        </button>
      </div>
    </section>
  );
}
