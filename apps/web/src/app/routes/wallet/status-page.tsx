import { Link } from 'react-router';
import type { PageProps } from '../../page';
import { orderPath } from '../../../features/sale/paths';
import { billPath, resultParam, WALLET_PATHS } from '../../../features/wallet/paths';
import { useWalletTexts } from '../../../features/wallet/texts';
import { ResultView } from '../../../features/wallet/components/result-view';
import '../../../features/wallet/wallet.css';

/**
 * Spec: /pages/account/wallet/lianlianModule/common/status, the shared result page of the flows that
 * move money or open the wallet (`?result=opened|recharged|withdrawing|paid|failed&amount=&billNo=&orderNo=`).
 */
export default function WalletStatusPage({ query }: PageProps) {
  const { t } = useWalletTexts();
  const result = resultParam(query.result);
  const amount = Number(query.amount);
  const billNo = query.billNo && /^[0-9A-Z]{8,40}$/.test(query.billNo) ? query.billNo : null;
  const orderNo = query.orderNo && /^[0-9A-Z]{8,32}$/.test(query.orderNo) ? query.orderNo : null;
  return (
    <ResultView result={result} amount={Number.isInteger(amount) && amount > 0 ? amount : null}>
      {result === 'opened' ? (
        <Link
          className="wallet-button wallet-button--primary"
          to={WALLET_PATHS.cardAdd}
          replace
          data-testid="wallet-result-add-card"
        >
          {t('wallet.card.add')}
        </Link>
      ) : null}
      {orderNo ? (
        <Link className="wallet-button wallet-button--primary" to={orderPath(orderNo)} replace data-testid="wallet-result-order">
          {t('wallet.result.viewOrder')}
        </Link>
      ) : null}
      {billNo ? (
        <Link className="wallet-button wallet-button--secondary" to={billPath(billNo)} replace data-testid="wallet-result-bill">
          {t('wallet.result.viewBill')}
        </Link>
      ) : null}
      <Link className="wallet-text-button" to={WALLET_PATHS.lianlian} replace data-testid="wallet-result-wallet">
        {t('wallet.result.backToWallet')}
      </Link>
    </ResultView>
  );
}
