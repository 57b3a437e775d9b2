import type { PageProps } from '../../../app/routes';
import { useIdentityTexts } from '../../auth/texts';
import { Cell, CellGroup } from '../components/cells';
import { SAFETY } from '../paths';
import { useAccount } from '../use-account';
import '../account.css';

/** Spec: /pages/account/safety/index: passwords, pay password, real name and chain account. */
export default function SafetyPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const { user, profile } = useAccount({ refresh: true });
  const known = Boolean(user && profile);
  const state = (done: boolean | undefined, yes: string, no: string) => (known ? (done ? yes : no) : '');

  return (
    <main className="acct-page">
      <CellGroup title={t('account.safety.sectionPasswords')}>
        <Cell
          icon="password"
          label={t('account.safety.loginPassword')}
          value={state(user?.hasPassword, t('account.safety.change'), t('account.safety.notSet'))}
          tone={known && !user?.hasPassword ? 'todo' : undefined}
          to={`${SAFETY}/pwd-update`}
          testId="safety-pwd-update"
        />
        <Cell icon="reset" label={t('account.safety.forgotPassword')} to={`${SAFETY}/pwd-forget`} testId="safety-pwd-forget" />
        <Cell
          icon="payPassword"
          label={t('account.safety.payPassword')}
          value={state(user?.hasPayPassword, t('account.safety.change'), t('account.safety.notSet'))}
          tone={known && !user?.hasPayPassword ? 'todo' : undefined}
          to={user?.hasPayPassword ? `${SAFETY}/twopwd-update` : `${SAFETY}/twopwd-set`}
          testId="safety-twopwd"
        />
        {user?.hasPayPassword ? (
          <Cell
            icon="reset"
            label={t('account.safety.forgotPayPassword')}
            to={`${SAFETY}/twopwd-forget`}
            testId="safety-twopwd-forget"
          />
        ) : null}
      </CellGroup>
      <CellGroup title={t('account.safety.sectionIdentity')}>
        <Cell
          icon="realName"
          label={t('account.safety.realName')}
          value={state(profile?.single, t('account.safety.verified'), t('account.safety.notVerified'))}
          tone={known ? (profile?.single ? 'good' : 'todo') : undefined}
          to={profile?.single ? `${SAFETY}/pass-verify` : `${SAFETY}/verify`}
          testId="safety-verify"
        />
        <Cell
          icon="chain"
          label={t('account.safety.chain')}
          value={state(profile?.openChain, t('account.safety.opened'), t('account.safety.notOpened'))}
          tone={known ? (profile?.openChain ? 'good' : 'todo') : undefined}
          to={profile?.openChain ? `${SAFETY}/opened` : `${SAFETY}/chain-verify`}
          testId="safety-chain"
        />
      </CellGroup>
    </main>
  );
}
