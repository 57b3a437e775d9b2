import { BANK_BINS } from '@curio/contract/client';
import { useWalletTexts } from '../texts';

/**
 * A bank's name in the user's language: the texts know the banks of the contract's table by code (found
 * from the provider's name when only that is given), else the provider's name as it is.
 */
export function useBankName() {
  const { t } = useWalletTexts();
  return (bankCode: string, bankName: string) => {
    const code = bankCode || BANK_BINS.find((b) => b.bankName === bankName)?.bankCode || '';
    const key = `wallet.bank.${code}`;
    const named = t(key);
    return named === key ? bankName : named;
  };
}

/** A bound card: its bank and the last 4 digits (all the storefront keeps), with an optional unbind. */
export function BankCardView({
  bankCode,
  bankName,
  last4,
  cardType,
  onUnbind,
  testId,
}: {
  bankCode: string;
  bankName: string;
  last4: string;
  cardType?: 'debit' | 'credit';
  onUnbind?: () => void;
  testId?: string;
}) {
  const { t } = useWalletTexts();
  const name = useBankName()(bankCode, bankName);
  return (
    <div className="wallet-bank" data-testid={testId}>
      <div className="wallet-bank__main">
        <span className="wallet-bank__name">{name}</span>
        {cardType ? <span className="wallet-bank__type">{t(`wallet.card.type.${cardType}`)}</span> : null}
        <span className="wallet-bank__no" aria-label={t('wallet.card.endingIn', { last4 })}>
          •••• •••• •••• {last4}
        </span>
      </div>
      {onUnbind ? (
        <button
          type="button"
          className="wallet-bank__unbind"
          onClick={onUnbind}
          data-testid={testId ? `${testId}-unbind` : undefined}
        >
          {t('wallet.card.unbind')}
        </button>
      ) : null}
    </div>
  );
}

/** "ICBC (1234)": a card in one line. */
export function useCardLabel() {
  const bankName = useBankName();
  return (card: { bankCode: string; bankName: string; last4: string }) =>
    `${bankName(card.bankCode, card.bankName)} (${card.last4})`;
}
