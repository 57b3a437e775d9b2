import 'antd-mobile/es/global';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { Link } from 'react-router';
import { MaskedPhone } from '../../../components/ui/masked';
import { ActionButton } from '../../../components/form/form';
import { toast } from '../../../components/shell/feedback';
import { useTenant } from '../../../lib/tenant/tenant-store';
import { useHasRoute, type PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { Cell, CellGroup } from '../../../features/identity/components/cells';
import { AvatarFallback, MenuIcon, type MenuIconName } from '../../../features/identity/components/menu-icon';
import { copyWithToast } from '../../../lib/clipboard';
import { accountMenu } from '../../../features/identity/menu';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { HOME_PATH } from '../../../lib/navigation';
import { useAccount, useLeaveSignedOut } from '../../../features/identity/use-account';
import { useLogoutMutation } from '../../../features/identity/api/logout';
import { PersonalPageLink } from '../../../features/social/components/personal-link';
import { FavouritesEntry } from '../../../features/favourite/components/favourites-entry';
import '../../../features/identity/account.css';
import { InboxBell } from '../../../features/inbox/components/inbox-bell';
import { INBOX_PATHS } from '../../../features/inbox/paths';
import { useSendUnreadCount } from '../../../features/transfer/api/get-send-unread-count';
import { UnreadBadge } from '../../../features/transfer/components/unread-badge';
import '../../../features/transfer/transfer.css';
import { sizedImage } from '../../../lib/image';

/** Spec: /pages/account/index/index ("mine"). Needs login. */
export default function MinePage(_: PageProps) {
  const { t } = useIdentityTexts();
  const leaveSignedOut = useLeaveSignedOut();
  const logout = useLogoutMutation();
  const { user, profile } = useAccount({ refresh: true });
  const menu = accountMenu(
    useHasRoute(),
    useTenant((s) => s.configEnable),
  );
  const [confirming, setConfirming] = useState(false);
  // The claims entry carries the number of claims not looked at yet (cleared on the claims page).
  const unread = useSendUnreadCount(menu.some((m) => m.key === 'receive')).data?.count ?? 0;

  const signOut = async () => {
    // Revoke the session on the server, then leave; the session is forgotten here as this page goes.
    await logout.mutateAsync().catch(() => undefined);
    setConfirming(false);
    toast(t('account.signedOut'));
    await leaveSignedOut(HOME_PATH);
  };

  const verified = profile?.single ?? false;
  const chainOpen = profile?.openChain ?? false;
  const name = user ? user.nickname || t('account.noNickname') : '';

  return (
    <main className="mine">
      <section className="mine-card" data-testid="mine-card">
        <Link
          to="/pages/account/about/index"
          className="mine-avatar"
          aria-label={t('account.editProfile')}
          data-testid="mine-avatar"
        >
          {user?.avatar ? <img {...sizedImage(user.avatar, '64px')} alt="" /> : <AvatarFallback />}
        </Link>
        <div className="mine-who">
          <h1 className="mine-name" data-testid="mine-nickname">
            {user ? name : <span className="mine-skeleton" />}
          </h1>
          <p className="mine-phone" data-testid="mine-phone">
            {user ? (
              <>
                {user.areaCode} <MaskedPhone value={user.phone} />
              </>
            ) : null}
          </p>
          <p className="mine-meta" data-testid="mine-id">
            {user ? t('account.idLabel', { id: user.id }) : null}
          </p>
          {user ? <PersonalPageLink /> : null}
        </div>
        <span className="mine-actions">
          <InboxBell to={INBOX_PATHS.inbox} />
          <Link to="/pages/account/about/index" className="mine-settings" aria-label={t('account.editProfile')}>
            <MenuIcon name="settings" />
          </Link>
        </span>
        <div className="mine-invite">
          <span className="mine-invite__label">{t('account.inviteCode')}</span>
          <strong className="mine-invite__code" data-testid="mine-invite-code">
            {user?.inviteCode ?? '—'}
          </strong>
          <button
            type="button"
            className="acct-chip-button"
            disabled={!user}
            onClick={() => user && void copyWithToast(user.inviteCode, t('account.copied'))}
            data-testid="mine-invite-copy"
          >
            {t('account.inviteCopy')}
          </button>
        </div>
      </section>

      <section className="mine-status">
        <StatusTile
          to={verified ? IDENTITY_PATHS.passVerify : IDENTITY_PATHS.verify}
          on={verified}
          icon="realName"
          title={t('account.realName')}
          state={verified ? t('account.verified') : t('account.notVerified')}
          testId="mine-realname"
          dataState={profile ? (verified ? 'verified' : 'not-verified') : 'loading'}
        />
        <StatusTile
          to={chainOpen ? IDENTITY_PATHS.chainOpened : IDENTITY_PATHS.chainVerify}
          on={chainOpen}
          icon="chain"
          title={t('account.chain')}
          state={chainOpen ? t('account.chainOpened') : t('account.chainNotOpened')}
          testId="mine-chain"
          dataState={profile ? (chainOpen ? 'opened' : 'not-opened') : 'loading'}
        />
      </section>

      <FavouritesEntry />

      {menu.length > 0 ? (
        <CellGroup title={t('account.services')} testId="mine-menu">
          {menu.map((item) => (
            <Cell
              key={item.key}
              icon={item.icon}
              label={t(item.label)}
              value={
                item.key === 'receive' && unread > 0 ? <UnreadBadge count={unread} testId="mine-receive-badge" /> : undefined
              }
              to={item.route}
              testId={`mine-menu-${item.key}`}
            />
          ))}
        </CellGroup>
      ) : null}

      <div className="mine-signout">
        <ActionButton variant="danger" onClick={() => setConfirming(true)} testId="mine-signout">
          {t('account.signOut')}
        </ActionButton>
      </div>

      <Dialog
        visible={confirming}
        content={t('account.signOutConfirm')}
        closeOnAction={false}
        onClose={() => setConfirming(false)}
        actions={[
          [
            { key: 'cancel', text: t('form.cancel'), onClick: () => setConfirming(false) },
            { key: 'confirm', text: t('account.signOut'), danger: true, bold: true, onClick: signOut },
          ],
        ]}
      />
    </main>
  );
}

/** A standing (real name, chain account) with where to go about it. */
function StatusTile(p: {
  to: string;
  on: boolean;
  icon: MenuIconName;
  title: string;
  state: string;
  testId: string;
  dataState: string;
}) {
  return (
    <Link to={p.to} className={`mine-tile${p.on ? ' mine-tile--on' : ''}`} data-testid={p.testId} data-state={p.dataState}>
      <MenuIcon name={p.icon} />
      <span className="mine-tile__text">
        <span className="mine-tile__title">{p.title}</span>
        <span className="mine-tile__state">{p.state}</span>
      </span>
    </Link>
  );
}
