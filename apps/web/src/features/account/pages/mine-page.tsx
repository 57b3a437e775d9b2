import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useEffect } from 'react';
import { runtimeText } from '@curio/contract/client';
import { toast } from '../../../components/shell/feedback';
import { currentLanguage } from '../../../lib/i18n';
import { request } from '../../../lib/request/index';
import { useSession } from '../../../lib/session';
import type { PageProps } from '../../../app/routes';
import '../account.css';

/** Spec: /pages/account/index/index ("mine"). Needs login. */
export default function MinePage(_: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const profile = useSession((s) => s.profile);

  useEffect(() => {
    void useSession
      .getState()
      .loadUser()
      .catch(() => undefined);
  }, []);

  const signOut = async () => {
    await request('logout', { showErrorMessage: false, tokenInvalidNotToLogin: true }).catch(() => undefined);
    useSession.getState().signOut();
    void navigate('/', { replace: true });
  };

  const copyInvite = async () => {
    if (!user) return;
    try {
      await navigator.clipboard.writeText(user.inviteCode);
      toast(t('account.copied'));
    } catch {
      toast(runtimeText('copyFailed', currentLanguage()));
    }
  };

  return (
    <main className="mine">
      <section className="mine-card" data-testid="mine-card">
        <div className="mine-avatar" aria-hidden>
          {user?.avatar ? <img src={user.avatar} alt="" /> : <span>{(user?.nickname || '·').slice(0, 1).toUpperCase()}</span>}
        </div>
        <div className="mine-who">
          <h1 className="mine-name">{user?.nickname || user?.phone || '…'}</h1>
          <p className="mine-phone" data-testid="mine-phone">
            {user ? `${user.areaCode} ${user.phone}` : ''}
          </p>
          <p className="mine-meta">
            {t('account.id')} {user?.id ?? '—'}
          </p>
        </div>
      </section>
      <section className="mine-list">
        <div className="mine-row">
          <span>{t('account.inviteCode')}</span>
          <button type="button" className="mine-link" onClick={() => void copyInvite()}>
            <strong>{user?.inviteCode ?? '—'}</strong> {t('account.copy')}
          </button>
        </div>
        <div className="mine-row">
          <span className={`mine-badge${profile?.single ? ' mine-badge--on' : ''}`}>
            {profile?.single ? t('account.verified') : t('account.notVerified')}
          </span>
          <span className={`mine-badge${profile?.openChain ? ' mine-badge--on' : ''}`}>
            {profile?.openChain ? t('account.chainOpened') : t('account.chainNotOpened')}
          </span>
        </div>
      </section>
      <button type="button" className="mine-signout" onClick={() => void signOut()} data-testid="sign-out">
        {t('account.signOut')}
      </button>
    </main>
  );
}
