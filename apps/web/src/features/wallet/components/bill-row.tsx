import { payProgressLabel, PayProgress } from '@curio/contract/client';
import { Link } from 'react-router';
import { Price } from '../../../components/ui/price';
import { formatDateTime } from '../../../lib/format';
import { billPath } from '../paths';
import { useWalletTexts } from '../texts';
import type { WalletBill } from '../api/list-bills';
import { useBankName } from './bank-card-view';

/** One movement in a list of bills: what it was, when, the signed amount, its state unless settled. */
export function BillRow({ bill }: { bill: WalletBill }) {
  const { t, lang } = useWalletTexts();
  const bankName = useBankName();
  return (
    <Link to={billPath(bill.billNo)} className="wallet-row" data-testid={`bill-${bill.billNo}`} data-kind={bill.kind}>
      <span className="wallet-row__main">
        <span className="wallet-row__title">
          {t(`wallet.kind.${bill.kind}`)}
          {bill.card ? ` · ${bankName('', bill.card.bankName)} (${bill.card.last4})` : ''}
        </span>
        <span className="wallet-row__sub">
          {formatDateTime(bill.createdAt, lang)}
          {bill.progress !== PayProgress.SUCCESS ? ` · ${payProgressLabel(bill.progress, lang)}` : ''}
        </span>
      </span>
      <span
        className={`wallet-row__value${bill.amount > 0 ? ' wallet-row__value--in' : ''}`}
        data-testid={`bill-${bill.billNo}-amount`}
      >
        {bill.amount > 0 ? '+' : ''}
        <Price fen={bill.amount} size="sm" />
      </span>
    </Link>
  );
}
