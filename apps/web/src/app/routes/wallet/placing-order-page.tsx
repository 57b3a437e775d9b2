import { ErrorCode, PayProgress } from '@curio/contract';
import { Link, useNavigate } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { PrimaryButton, StatusView } from '../../../components/shell/status-view';
import { toast } from '../../../components/shell/feedback';
import { Price } from '../../../components/ui/price';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { cashierPath, orderNoParam, orderPath } from '../../../features/sale/paths';
import { useOrder, type Order } from '../../../features/sale/api/get-order';
import { statusPath, WALLET_PATHS } from '../../../features/wallet/paths';
import { useRequestId } from '../../../features/wallet/request-id';
import { walletPasswordForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import type { Wallet } from '../../../features/wallet/api/get-wallet';
import { usePayWithWalletMutation } from '../../../features/wallet/api/pay-with-wallet';
import '../../../features/wallet/wallet.css';

function PayForm({ order, wallet }: { order: Order; wallet: Wallet }) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const pay = usePayWithWalletMutation();
  const requestId = useRequestId();
  const form = useZodForm(walletPasswordForm, { defaultValues: { password: '' } });
  const short = wallet.balance < order.totalAmount;
  return (
    <>
      <section className="wallet-section wallet-center" data-testid="wallet-pay-summary">
        <p className="wallet-note">{order.item.name}</p>
        <span className="wallet-big-amount" data-testid="wallet-pay-amount">
          <Price fen={order.totalAmount} size="lg" />
        </span>
        <p className="wallet-total">
          <span>{t('wallet.balance')}</span>
          <span data-testid="wallet-pay-balance">
            <Price fen={wallet.balance} size="sm" />
          </span>
        </p>
      </section>
      {short ? (
        <section className="wallet-section" role="alert" data-testid="wallet-pay-short">
          <p className="wallet-note">{t('wallet.pay.short')}</p>
          <Link className="wallet-button wallet-button--primary" to={WALLET_PATHS.recharge} data-testid="wallet-pay-recharge">
            {t('wallet.recharge.title')}
          </Link>
        </section>
      ) : !wallet.passwordSet ? (
        <p className="wallet-section wallet-note">
          {t('wallet.password.notSet')}{' '}
          <Link className="wallet-link" to={WALLET_PATHS.openDetail}>
            {t('wallet.password.setNow')}
          </Link>
        </p>
      ) : (
        <Form
          form={form}
          serverErrors={{ [ErrorCode.WALLET_PASSWORD_WRONG]: 'password', [ErrorCode.WALLET_PASSWORD_LOCKED]: 'password' }}
          onSubmit={async (v) => {
            const payment = await pay.mutateAsync({
              orderNo: order.orderNo,
              password: v.password,
              requestId: requestId.idFor(order.orderNo),
            });
            if (payment.progress === PayProgress.SUCCESS || payment.orderStatus === 'paid') {
              toast(t('wallet.pay.done'));
              void navigate(orderPath(order.orderNo), { replace: true });
            } else {
              void navigate(statusPath('status', 'failed', { orderNo: order.orderNo }), { replace: true });
            }
          }}
        >
          <PayPasswordField
            className="wallet-paypwd"
            name="password"
            label={t('wallet.password.enter')}
            testId="wallet-pay-pwd"
          />
          <SubmitButton testId="wallet-pay-submit">{t('wallet.pay.submit')}</SubmitButton>
        </Form>
      )}
      <Link className="wallet-text-button" to={cashierPath(order.orderNo)} replace data-testid="wallet-pay-other">
        {t('wallet.pay.otherMethod')}
      </Link>
    </>
  );
}

/**
 * Spec: /pages/account/wallet/lianlianModule/placingOrder/index (`?orderNo=`): pays an unpaid order from
 * the wallet with the wallet password (the cashier sends here when the wallet is chosen). Not enough
 * balance: nothing is taken, recharge first.
 */
export default function PlacingOrderPage({ query }: PageProps) {
  const { t, lang } = useWalletTexts();
  const navigate = useNavigate();
  const orderNo = orderNoParam(query.orderNo);
  const order = useOrder(orderNo, lang);
  if (orderNo === null || (order.isError && !order.data)) {
    return (
      <StatusView
        art="not-found"
        title={t('wallet.pay.noOrder')}
        testId="wallet-pay-missing"
        action={
          <PrimaryButton onClick={() => void navigate(WALLET_PATHS.index, { replace: true })}>
            {t('wallet.result.backToWallet')}
          </PrimaryButton>
        }
      />
    );
  }
  return (
    <WalletGate>
      {(w) => (
        <main className="wallet-page" data-testid="wallet-pay">
          {!order.data ? (
            <SkeletonBlock height={200} radius={14} />
          ) : order.data.status !== 'pending_payment' ? (
            <StatusView
              art={order.data.status === 'paid' ? 'soon' : 'closed'}
              title={t(order.data.status === 'paid' ? 'wallet.pay.alreadyPaid' : 'wallet.pay.notPayable')}
              testId="wallet-pay-ended"
              action={
                <PrimaryButton onClick={() => void navigate(orderPath(order.data.orderNo), { replace: true })}>
                  {t('wallet.result.viewOrder')}
                </PrimaryButton>
              }
            />
          ) : (
            <PayForm order={order.data} wallet={w} />
          )}
        </main>
      )}
    </WalletGate>
  );
}
