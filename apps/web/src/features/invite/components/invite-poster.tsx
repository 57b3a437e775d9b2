import { PosterView, usePoster } from '../../../components/ui/poster-view';
import { copyWithToast } from '../../../lib/clipboard';
import { useShortLink } from '../api/shorten-link';
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
  const link = useShortLink(registerLink(registerPath, code));
  const shortUrl = link.data?.shortUrl ?? null;
  const poster = usePoster(
    // Drawn again when anything on it changes, its language included.
    shortUrl
      ? JSON.stringify([
          shortUrl,
          brand.name,
          brand.colour,
          brand.logoUrl,
          nickname,
          code,
          t('invite.poster.title', { name: nickname }),
        ])
      : null,
    (c) =>
      drawPoster(c, {
        brandName: brand.name,
        brandColour: brand.colour,
        logoUrl: brand.logoUrl,
        nickname,
        code,
        link: shortUrl!,
        texts: { title: t('invite.poster.title', { name: nickname }), scan: t('invite.poster.scan') },
      }),
  );

  const save = () => poster.save(`invite-${code}.png`, t('invite.poster.saved'));

  return (
    <section className="inv-poster" aria-label={t('invite.poster.save')}>
      <PosterView
        poster={poster}
        alt={t('invite.poster.alt', { name: nickname, code })}
        testId="invite-poster"
        qrBox={POSTER_QR}
        error={link.isError ? t('invite.poster.failed') : null}
        onRetry={() => link.isError && void link.refetch()}
        texts={{ making: t('invite.poster.making'), failed: t('invite.poster.failed'), retry: t('invite.poster.retry') }}
        classes={{
          canvas: 'inv-poster__canvas',
          img: 'inv-poster__img',
          wait: 'inv-poster__wait',
          retry: 'inv-btn inv-btn--ghost',
        }}
      />
      <div className="inv-actions">
        <button type="button" className="inv-btn" onClick={() => void save()} disabled={!poster.src} data-testid="invite-save">
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
