import { useNavigate } from 'react-router';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import { WALLET_PATHS, type CodeFlow } from '../paths';
import { useWalletTexts } from '../texts';

/** Where a flow starts again when its pending state is gone (a reload forgets it on purpose). */
const FLOW_START: Record<CodeFlow, string> = { bindCard: WALLET_PATHS.cardAdd, resetPassword: WALLET_PATHS.settingsRetrieve };

/** The code pages opened without a flow in progress: the way to start it again. */
export function FlowLost({ flow }: { flow: CodeFlow }) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  return (
    <StatusView
      art="missing"
      title={t('wallet.code.lostTitle')}
      description={t('wallet.code.lostDesc')}
      testId="wallet-code-lost"
      action={
        <PrimaryButton onClick={() => void navigate(FLOW_START[flow], { replace: true })}>
          {t('wallet.code.startAgain')}
        </PrimaryButton>
      }
    />
  );
}
