import { Link } from 'react-router';
import type { PageProps } from '../../page';
import { resultParam, WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { BankCardView } from '../../../features/wallet/components/bank-card-view';
import { ResultView } from '../../../features/wallet/components/result-view';
import '../../../features/wallet/wallet.css';

/** Spec: /pages/account/wallet/lianlianModule/addBankCard/status: the card bound (bank and last 4 digits). */
export default function CardStatusPage({ query }: PageProps) {
  const { t } = useWalletTexts();
  const result = resultParam(query.result) === 'cardBound' ? 'cardBound' : null;
  const last4 = /^\d{4}$/.test(query.last4 ?? '') ? query.last4! : null;
  return (
    <ResultView
      result={result}
      detail={
        result && last4 ? (
          <BankCardView bankCode={query.bank ?? ''} bankName={query.bankName ?? ''} last4={last4} testId="wallet-result-card" />
        ) : null
      }
    >
      <Link
        className="wallet-button wallet-button--primary"
        to={WALLET_PATHS.recharge}
        replace
        data-testid="wallet-result-recharge"
      >
        {t('wallet.recharge.title')}
      </Link>
      <Link className="wallet-button wallet-button--secondary" to={WALLET_PATHS.cards} replace data-testid="wallet-result-cards">
        {t('wallet.card.title')}
      </Link>
    </ResultView>
  );
}
