import { Link } from 'react-router';
import type { PageProps } from '../../page';
import { resultParam, WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { ResultView } from '../../../features/wallet/components/result-view';
import '../../../features/wallet/wallet.css';

/** Spec: /pages/account/wallet/lianlianModule/settings/status: the wallet password set, changed or recovered. */
export default function WalletSettingsStatusPage({ query }: PageProps) {
  const { t } = useWalletTexts();
  const result = resultParam(query.result);
  const known = result === 'passwordSet' || result === 'passwordChanged' || result === 'passwordReset' ? result : null;
  return (
    <ResultView result={known}>
      <Link
        className="wallet-button wallet-button--primary"
        to={WALLET_PATHS.settings}
        replace
        data-testid="wallet-result-settings"
      >
        {t('wallet.settings.title')}
      </Link>
      <Link className="wallet-text-button" to={WALLET_PATHS.lianlian} replace data-testid="wallet-result-wallet">
        {t('wallet.result.backToWallet')}
      </Link>
    </ResultView>
  );
}
