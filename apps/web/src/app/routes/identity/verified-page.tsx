import { maskIdCard } from '@curio/contract/client';
import { Link } from 'react-router';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { ErrorState } from '../../../components/ui/error-state';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { useApproveStatus } from '../../../features/identity/api/check-approve-status';
import { Cell, CellGroup } from '../../../features/identity/components/cells';
import { StateHero } from '../../../features/identity/components/state-hero';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/pass-verify: verified, with the masked name and ID number. */
export default function VerifiedPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const status = useApproveStatus();

  if (status.isError) {
    return (
      <main className="acct-page">
        <ErrorState onRetry={() => void status.refetch()} />
      </main>
    );
  }
  if (status.data && !status.data.single) {
    return (
      <main className="acct-page">
        <StateHero icon="realName" tone="muted" title={t('account.safety.notVerified')} description={t('account.verify.desc')}>
          <Link
            to={IDENTITY_PATHS.verify}
            replace
            className="cf-button cf-button--primary acct-hero__action"
            data-testid="pass-verify-go"
          >
            {t('account.chainAccount.goVerify')}
          </Link>
        </StateHero>
      </main>
    );
  }
  return (
    <main className="acct-page">
      <StateHero icon="realName" tone="good" title={t('account.passVerify.title')} description={t('account.passVerify.desc')} />
      <CellGroup>
        <Cell
          label={t('account.passVerify.name')}
          value={status.data ? status.data.name : <SkeletonBlock width={64} />}
          testId="pass-verify-name"
        />
        <Cell
          label={t('account.passVerify.idCard')}
          value={
            status.data ? <span className="acct-mono">{maskIdCard(status.data.idCard)}</span> : <SkeletonBlock width={150} />
          }
          testId="pass-verify-idcard"
        />
      </CellGroup>
    </main>
  );
}
