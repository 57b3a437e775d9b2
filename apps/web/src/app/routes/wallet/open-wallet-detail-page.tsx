import { ErrorCode } from '@curio/contract';
import { Navigate, useNavigate } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { SkeletonBlock } from '../../../components/ui/skeleton';
import type { PageProps } from '../../page';
import { statusPath, WALLET_PATHS } from '../../../features/wallet/paths';
import { openWalletForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { useRequestId } from '../../../features/wallet/request-id';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { useWallet } from '../../../features/wallet/api/get-wallet';
import { useOpenWalletMutation } from '../../../features/wallet/api/open-wallet';
import { useSetWalletPasswordMutation } from '../../../features/wallet/api/set-wallet-password';
import '../../../features/wallet/wallet.css';
import { QueryState } from '../../../components/query-state';

/**
 * Spec: /pages/account/wallet/lianlianModule/openWallet/detail: the wallet password, 6 digits twice, and
 * the wallet opens (a wallet open without a password sets it here).
 */
export default function OpenWalletDetailPage(_: PageProps) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const wallet = useWallet();
  const open = useOpenWalletMutation();
  const setPassword = useSetWalletPasswordMutation();
  const requestId = useRequestId();
  const form = useZodForm(openWalletForm, { defaultValues: { password: '', confirmPassword: '' } });
  return (
    <QueryState
      queries={[wallet]}
      skeleton={
        <main className="wallet-page" aria-busy="true">
          <SkeletonBlock height={200} radius={14} />
        </main>
      }
    >
      {(w) => {
        // Done already (and not by this page: its mutation sends the user on).
        if (w.opened && w.passwordSet && !open.isSuccess && !setPassword.isSuccess)
          return <Navigate to={WALLET_PATHS.lianlian} replace />;
        const settingOnly = w.opened;
        return (
          <main className="wallet-page" data-testid="wallet-open-detail">
            <p className="wallet-note">{t(settingOnly ? 'wallet.password.setIntro' : 'wallet.openFlow.passwordIntro')}</p>
            <Form
              form={form}
              serverErrors={{
                [ErrorCode.PAY_PASSWORD_FORMAT]: 'password',
                [ErrorCode.PASSWORDS_MISMATCH]: 'confirmPassword',
              }}
              onSubmit={async (v) => {
                if (settingOnly) {
                  await setPassword.mutateAsync(v);
                  void navigate(statusPath('settingsStatus', 'passwordSet'), { replace: true });
                } else {
                  await open.mutateAsync({ ...v, requestId: requestId.idFor(v) });
                  requestId.done();
                  void navigate(statusPath('status', 'opened'), { replace: true });
                }
              }}
            >
              <PayPasswordField
                className="wallet-paypwd"
                name="password"
                label={t('wallet.password.new')}
                testId="wallet-pwd"
                onFilled={() => form.setFocus('confirmPassword')}
              />
              <PayPasswordField
                className="wallet-paypwd"
                name="confirmPassword"
                label={t('wallet.password.again')}
                testId="wallet-pwd-confirm"
              />
              <SubmitButton testId="wallet-open-submit">
                {t(settingOnly ? 'wallet.password.setSubmit' : 'wallet.openFlow.submit')}
              </SubmitButton>
            </Form>
          </main>
        );
      }}
    </QueryState>
  );
}
