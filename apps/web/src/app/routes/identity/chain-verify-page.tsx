import { ErrorCode } from '@curio/contract';
import { useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ActionButton } from '../../../components/form/form';
import { toast } from '../../../components/shell/feedback';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { isRequestError } from '../../../lib/request/index';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { StateHero } from '../../../features/identity/components/state-hero';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { reloadAccount, useAccount } from '../../../features/identity/use-account';
import { useOpenChainAccountMutation } from '../../../features/identity/api/open-chain-account';
import '../../../features/identity/account.css';

const NEEDS_REAL_NAME: ReadonlySet<number> = new Set([ErrorCode.NOT_REAL_NAME, ErrorCode.VERIFIED_INFO_FAILED]);

/** Spec: /pages/account/safety/chain-verify: open the chain account; real name comes first. */
export default function ChainVerifyPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { profile } = useAccount({ refresh: true });
  const done = useRef(false);
  // Updates the profile and loads the account again before it resolves.
  const openChainAccount = useOpenChainAccountMutation();

  if (profile?.openChain && !done.current) return <Navigate to={IDENTITY_PATHS.chainOpened} replace />;

  const open = async () => {
    // Marked before the call: the profile the mutation updates says it is open.
    done.current = true;
    try {
      await openChainAccount.mutateAsync();
      toast(t('account.chainAccount.opened'));
      void navigate(IDENTITY_PATHS.chainOpened, { replace: true });
    } catch (error) {
      done.current = false;
      // Refused for want of a real name: the profile was out of date; this page then asks for it.
      if (isRequestError(error, 'business') && NEEDS_REAL_NAME.has(error.code ?? 0)) await reloadAccount();
      throw error;
    }
  };

  if (!profile) {
    return (
      <main className="acct-page" aria-busy="true">
        <SkeletonBlock height={220} radius={16} />
      </main>
    );
  }

  if (!profile.single) {
    const back = encodeURIComponent(IDENTITY_PATHS.chainVerify);
    return (
      <main className="acct-page">
        <StateHero
          icon="realName"
          tone="muted"
          title={t('account.chainAccount.needRealName')}
          description={t('account.chainAccount.needRealNameDesc')}
          testId="chain-needs-real-name"
        >
          <div className="acct-hero__action">
            <ActionButton onClick={() => navigate(`${IDENTITY_PATHS.verify}?reUrl=${back}`)} testId="chain-go-verify">
              {t('account.chainAccount.goVerify')}
            </ActionButton>
          </div>
        </StateHero>
      </main>
    );
  }

  return (
    <main className="acct-page">
      <StateHero icon="chain" title={t('account.chainAccount.title')} description={t('account.chainAccount.desc')}>
        <div className="acct-hero__action">
          <ActionButton onClick={open} testId="chain-open">
            {t('account.chainAccount.open')}
          </ActionButton>
        </div>
      </StateHero>
    </main>
  );
}
