import '../invite.css';
import type { InviteWindow } from '@curio/contract/client';
import { Link } from 'react-router';
import { copyWithToast } from '../../../lib/clipboard';
import { INVITE_PATHS } from '../paths';
import { useInviteTexts } from '../texts';
import { InvitePoster, type PosterBrand } from './invite-poster';
import { InviteStatsTabs } from './invite-stats';

/** /pages/account/invite/index: my code, the poster, copy link, the statistics, links to the list and the ranking. */
export function InviteHome({
  code,
  nickname,
  brand,
  registerPath,
  window,
  onWindow,
}: {
  code: string;
  nickname: string;
  brand: PosterBrand;
  registerPath: string;
  window: InviteWindow;
  onWindow: (w: InviteWindow) => void;
}) {
  const { t } = useInviteTexts();
  return (
    <main className="inv-page" data-testid="invite-page">
      <section className="inv-card inv-code">
        <h2 className="inv-card__title">{t('invite.code.label')}</h2>
        <p className="inv-code__value" data-testid="invite-code">
          {code}
        </p>
        <button
          type="button"
          className="inv-btn inv-btn--ghost inv-btn--small"
          onClick={() => void copyWithToast(code, t('invite.code.copied'))}
        >
          {t('invite.code.copy')}
        </button>
      </section>
      <InvitePoster code={code} nickname={nickname} brand={brand} registerPath={registerPath} />
      <InviteStatsTabs window={window} onWindow={onWindow} />
      <nav className="inv-links">
        <Link to={INVITE_PATHS.detail} className="inv-link" data-testid="invite-to-detail">
          {t('invite.toDetail')}
        </Link>
        <Link to={INVITE_PATHS.ranking} className="inv-link" data-testid="invite-to-ranking">
          {t('invite.toRanking')}
        </Link>
      </nav>
    </main>
  );
}
