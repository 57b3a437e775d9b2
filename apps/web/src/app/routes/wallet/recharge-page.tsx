import { ErrorCode, RECHARGE_MAX } from '@curio/contract';
import { useNavigate } from 'react-router';
import { Field, Form, SubmitButton, useZodForm, type FieldControl } from '../../../components/form';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { statusPath } from '../../../features/wallet/paths';
import { useRequestId } from '../../../features/wallet/request-id';
import { rechargeForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { AmountInput } from '../../../features/wallet/components/amount-input';
import { CardChoiceField } from '../../../features/wallet/components/card-choice';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import type { Wallet } from '../../../features/wallet/api/get-wallet';
import { useBankCards, type BankCard } from '../../../features/wallet/api/list-bank-cards';
import { useRechargeMutation } from '../../../features/wallet/api/recharge';
import '../../../features/wallet/wallet.css';
import { QueryState } from '../../../components/query-state';

const schema = rechargeForm(RECHARGE_MAX);

function RechargeForm({ wallet, cards }: { wallet: Wallet; cards: readonly BankCard[] }) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const recharge = useRechargeMutation();
  const requestId = useRequestId();
  const form = useZodForm(schema, { defaultValues: { cardId: cards[0]?.cardId, amount: '', password: '' } });
  return (
    <Form
      form={form}
      serverErrors={{
        [ErrorCode.WALLET_AMOUNT_INVALID]: 'amount',
        [ErrorCode.BANK_CARD_DECLINED]: 'cardId',
        [ErrorCode.BANK_CARD_NOT_FOUND]: 'cardId',
        [ErrorCode.WALLET_PASSWORD_WRONG]: 'password',
        [ErrorCode.WALLET_PASSWORD_LOCKED]: 'password',
      }}
      onSubmit={async (v) => {
        const bill = await recharge.mutateAsync({ ...v, requestId: requestId.idFor({ cardId: v.cardId, amount: v.amount }) });
        requestId.done();
        void navigate(statusPath('status', 'recharged', { amount: bill.amount, billNo: bill.billNo }), { replace: true });
      }}
    >
      <CardChoiceField cards={cards} label={t('wallet.recharge.from')} testId="wallet-recharge-card" />
      <Field name="amount" label={t('wallet.recharge.amount')} hint={t('wallet.amountHint', { max: RECHARGE_MAX / 100 })}>
        {(c) => (
          <AmountInput control={c as FieldControl<string | undefined>} placeholder="0.00" testId="wallet-recharge-amount" />
        )}
      </Field>
      <p className="wallet-total">
        <span>{t('wallet.balance')}</span>
        <Price fen={wallet.balance} size="sm" />
      </p>
      <PayPasswordField
        className="wallet-paypwd"
        name="password"
        label={t('wallet.password.enter')}
        testId="wallet-recharge-pwd"
      />
      <SubmitButton testId="wallet-recharge-submit" disabled={cards.length === 0}>
        {t('wallet.recharge.submit')}
      </SubmitButton>
    </Form>
  );
}

function WithCards({ wallet }: { wallet: Wallet }) {
  const cards = useBankCards();
  return (
    <QueryState queries={[cards]} skeleton={<SkeletonBlock height={260} radius={14} />}>
      {(c) => <RechargeForm wallet={wallet} cards={c.cards} />}
    </QueryState>
  );
}

/** Spec: /pages/account/wallet/lianlianModule/recharge/index: money in from a bound card, with the wallet password. */
export default function RechargePage(_: PageProps) {
  return (
    <WalletGate>
      {(w) => (
        <main className="wallet-page" data-testid="wallet-recharge">
          <WithCards wallet={w} />
        </main>
      )}
    </WalletGate>
  );
}
