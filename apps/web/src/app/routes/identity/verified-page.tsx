import { maskIdCard } from '@curio/contract/client';
import { Link } from 'react-router';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import { QueryState } from '../../../components/query-state';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { useApproveStatus, type ApproveStatus } from '../../../features/identity/api/check-approve-status';
import { Cell, CellGroup } from '../../../features/identity/components/cells';
import { StateHero } from '../../../features/identity/components/state-hero';
import { IDENTITY_PATHS } from '../../../features/identity/paths';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/pass-verify: verified, with the masked name and ID number. */
export default function VerifiedPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const status = useApproveStatus();
  return (
    <main className="acct-page">
      <QueryState queries={[status]} skeleton={<Verified status={null} />}>
        {(s) =>
          s.single ? (
            <Verified status={s} />
          ) : (
            <StateHero
              icon="realName"
              tone="muted"
              title={t('account.safety.notVerified')}
              description={t('account.verify.desc')}
            >
              <Link
                to={IDENTITY_PATHS.verify}
                replace
                className="cf-button cf-button--primary acct-hero__action"
                data-testid="pass-verify-go"
              >
                {t('account.chainAccount.goVerify')}
              </Link>
            </StateHero>
          )
        }
      </QueryState>
    </main>
  );
}

/** Verified: the masked name and ID number (skeletons while they load). */
function Verified({ status }: { status: ApproveStatus | null }) {
  const { t } = useIdentityTexts();
  return (
    <>
      <StateHero icon="realName" tone="good" title={t('account.passVerify.title')} description={t('account.passVerify.desc')} />
      <CellGroup>
        <Cell
          label={t('account.passVerify.name')}
          value={status ? status.name : <SkeletonBlock width={64} />}
          testId="pass-verify-name"
        />
        <Cell
          label={t('account.passVerify.idCard')}
          value={status ? <span className="acct-mono">{maskIdCard(status.idCard)}</span> : <SkeletonBlock width={150} />}
          testId="pass-verify-idcard"
        />
      </CellGroup>
    </>
  );
}
