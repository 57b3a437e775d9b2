import { WITHDRAWAL_DAYS } from '@curio/contract/client';
import { ErrorCode, WITHDRAW_MAX } from '@curio/contract';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { Field, Form, SubmitButton, useZodForm, type FieldControl } from '../../../components/form';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { statusPath } from '../../../features/wallet/paths';
import { useRequestId } from '../../../features/wallet/request-id';
import { fenToYuanInput } from '../../../features/wallet/rules';
import { withdrawForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { AmountInput } from '../../../features/wallet/components/amount-input';
import { CardChoiceField } from '../../../features/wallet/components/card-choice';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import type { Wallet } from '../../../features/wallet/api/get-wallet';
import { useBankCards, type BankCard } from '../../../features/wallet/api/list-bank-cards';
import { useWithdrawMutation } from '../../../features/wallet/api/withdraw';
import '../../../features/wallet/wallet.css';
import { QueryState } from '../../../components/query-state';

function WithdrawForm({ wallet, cards }: { wallet: Wallet; cards: readonly BankCard[] }) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const withdraw = useWithdrawMutation();
  const requestId = useRequestId();
  const schema = useMemo(() => withdrawForm(wallet.balance, WITHDRAW_MAX), [wallet.balance]);
  const form = useZodForm(schema, { defaultValues: { cardId: cards[0]?.cardId, amount: '', password: '' } });
  const all = Math.min(wallet.balance, WITHDRAW_MAX);
  return (
    <Form
      form={form}
      serverErrors={{
        [ErrorCode.WALLET_AMOUNT_INVALID]: 'amount',
        [ErrorCode.WALLET_BALANCE_INSUFFICIENT]: 'amount',
        [ErrorCode.BANK_CARD_NOT_FOUND]: 'cardId',
        [ErrorCode.WALLET_PASSWORD_WRONG]: 'password',
        [ErrorCode.WALLET_PASSWORD_LOCKED]: 'password',
      }}
      onSubmit={async (v) => {
        const bill = await withdraw.mutateAsync({ ...v, requestId: requestId.idFor({ cardId: v.cardId, amount: v.amount }) });
        requestId.done();
        void navigate(statusPath('status', 'withdrawing', { amount: -bill.amount || v.amount, billNo: bill.billNo }), {
          replace: true,
        });
      }}
    >
      <CardChoiceField cards={cards} label={t('wallet.withdraw.to')} testId="wallet-withdraw-card" />
      <Field name="amount" label={t('wallet.withdraw.amount')}>
        {(c) => (
          <AmountInput control={c as FieldControl<string | undefined>} placeholder="0.00" testId="wallet-withdraw-amount" />
        )}
      </Field>
      <p className="wallet-total">
        <span>
          {t('wallet.withdraw.available')} <Price fen={wallet.balance} size="sm" />
        </span>
        <button
          type="button"
          className="wallet-text-button"
          disabled={all <= 0}
          onClick={() => form.setValue('amount', fenToYuanInput(all), { shouldValidate: true })}
          data-testid="wallet-withdraw-all"
        >
          {t('wallet.withdraw.all')}
        </button>
      </p>
      <PayPasswordField
        className="wallet-paypwd"
        name="password"
        label={t('wallet.password.enter')}
        testId="wallet-withdraw-pwd"
      />
      <p className="wallet-note">{t('wallet.hints.withdrawal', WITHDRAWAL_DAYS)}</p>
      <SubmitButton testId="wallet-withdraw-submit" disabled={cards.length === 0}>
        {t('wallet.withdraw.submit')}
      </SubmitButton>
    </Form>
  );
}

function WithCards({ wallet }: { wallet: Wallet }) {
  const cards = useBankCards();
  return (
    <QueryState queries={[cards]} skeleton={<SkeletonBlock height={260} radius={14} />}>
      {(c) => <WithdrawForm wallet={wallet} cards={c.cards} />}
    </QueryState>
  );
}

/**
 * Spec: /pages/account/wallet/lianlianModule/withdrawal/index: money out to a bound card, no more than
 * the balance; it arrives in 1-2 days (the bill stays "processing" until the provider settles it).
 */
export default function WithdrawalPage(_: PageProps) {
  return (
    <WalletGate>
      {(w) => (
        <main className="wallet-page" data-testid="wallet-withdrawal">
          <WithCards wallet={w} />
        </main>
      )}
    </WalletGate>
  );
}
