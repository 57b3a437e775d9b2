import { lazy, Suspense, useState } from 'react';
import type { PageProps } from '../../page';
import { useAccountDataTexts } from '../../../features/account-data/texts';
import { useIdentityTexts } from '../../../features/identity/texts';
import { Cell, CellGroup } from '../../../features/identity/components/cells';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import { useAccount } from '../../../features/identity/use-account';
import '../../../features/identity/account.css';

// The data export's and deletion's sheets load when first opened (decision 046).
const ExportSheet = lazy(() =>
  import('../../../features/account-data/components/export-sheet').then((m) => ({ default: m.ExportSheet })),
);
const DeleteAccountSheet = lazy(() => import('./delete-account-sheet').then((m) => ({ default: m.DeleteAccountSheet })));

/** Spec: /pages/account/safety/index: passwords, pay password, real name and chain account. */
export default function SafetyPage({ query }: PageProps) {
  const { t } = useIdentityTexts();
  const { t: td } = useAccountDataTexts();
  const [sheet, setSheet] = useState<'export' | 'delete' | null>(query.export ? 'export' : null);
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
          to={IDENTITY_PATHS.pwdUpdate}
          testId="safety-pwd-update"
        />
        <Cell icon="reset" label={t('account.safety.forgotPassword')} to={IDENTITY_PATHS.pwdForget} testId="safety-pwd-forget" />
        <Cell
          icon="payPassword"
          label={t('account.safety.payPassword')}
          value={state(user?.hasPayPassword, t('account.safety.change'), t('account.safety.notSet'))}
          tone={known && !user?.hasPayPassword ? 'todo' : undefined}
          to={user?.hasPayPassword ? IDENTITY_PATHS.twopwdUpdate : IDENTITY_PATHS.twopwdSet}
          testId="safety-twopwd"
        />
        {user?.hasPayPassword ? (
          <Cell
            icon="reset"
            label={t('account.safety.forgotPayPassword')}
            to={IDENTITY_PATHS.twopwdForget}
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
          to={profile?.single ? IDENTITY_PATHS.passVerify : IDENTITY_PATHS.verify}
          testId="safety-verify"
        />
        <Cell
          icon="chain"
          label={t('account.safety.chain')}
          value={state(profile?.openChain, t('account.safety.opened'), t('account.safety.notOpened'))}
          tone={known ? (profile?.openChain ? 'good' : 'todo') : undefined}
          to={profile?.openChain ? IDENTITY_PATHS.chainOpened : IDENTITY_PATHS.chainVerify}
          testId="safety-chain"
        />
      </CellGroup>
      <CellGroup title={td('accountData.group')}>
        <Cell icon="receive" label={td('accountData.exportRow')} onClick={() => setSheet('export')} testId="safety-export" />
        <Cell icon="profile" label={td('accountData.deleteRow')} onClick={() => setSheet('delete')} testId="safety-delete" />
      </CellGroup>
      <Suspense fallback={null}>
        {sheet === 'export' ? <ExportSheet visible onClose={() => setSheet(null)} /> : null}
        {sheet === 'delete' ? <DeleteAccountSheet visible onClose={() => setSheet(null)} /> : null}
      </Suspense>
    </main>
  );
}
