import { ErrorCode } from '@curio/contract';
import { useNavigate } from 'react-router';
import { ActionButton, Form, SubmitButton, useZodForm } from '../../../components/form';
import { MaskedPhone } from '../../../components/ui/masked';
import { isRequestError } from '../../../lib/request/index';
import type { PageProps } from '../../page';
import { useAccount } from '../../../features/identity/use-account';
import { statusPath, WALLET_PATHS } from '../../../features/wallet/paths';
import { setPending, updatePending, usePending } from '../../../features/wallet/pending';
import { resetWalletPasswordForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { useResetWalletPasswordMutation } from '../../../features/wallet/api/reset-wallet-password';
import '../../../features/wallet/wallet.css';

function NewPasswordForm({ code }: { code: string }) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const reset = useResetWalletPasswordMutation();
  const form = useZodForm(resetWalletPasswordForm, { defaultValues: { password: '', confirmPassword: '' } });
  return (
    <Form
      form={form}
      serverErrors={{ [ErrorCode.PASSWORDS_MISMATCH]: 'confirmPassword' }}
      onSubmit={async (v) => {
        try {
          await reset.mutateAsync({ step: 'reset', code, ...v });
        } catch (error) {
          // The code was wrong or old: enter it again.
          if (isRequestError(error, 'business') && error.code === ErrorCode.CODE_INVALID) {
            updatePending({ code: undefined });
            void navigate(`${WALLET_PATHS.code}?flow=resetPassword`);
            return;
          }
          throw error;
        }
        setPending(null);
        void navigate(statusPath('settingsStatus', 'passwordReset'), { replace: true });
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
      <SubmitButton testId="wallet-reset-submit">{t('wallet.password.resetSubmit')}</SubmitButton>
    </Form>
  );
}

/**
 * Spec: /pages/account/wallet/lianlianModule/settings/retrievePSW: a code texted to the user's phone by
 * the provider (entered on the shared code page), then the new password twice; it also lifts a lock.
 */
export default function WalletRetrievePage(_: PageProps) {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const { user } = useAccount();
  const pending = usePending('resetPassword');
  const reset = useResetWalletPasswordMutation();
  return (
    <WalletGate>
      {() => (
        <main className="wallet-page" data-testid="wallet-retrieve">
          {pending?.code ? (
            <>
              <p className="wallet-note">{t('wallet.retrieve.newIntro')}</p>
              <NewPasswordForm code={pending.code} />
            </>
          ) : (
            <>
              <section className="wallet-section">
                <h2 className="wallet-h2">{t('wallet.retrieve.title')}</h2>
                <p className="wallet-note" data-testid="wallet-retrieve-phone">
                  {t('wallet.retrieve.intro')}{' '}
                  {user ? (
                    <span>
                      {user.areaCode} <MaskedPhone value={user.phone} />
                    </span>
                  ) : null}
                </p>
              </section>
              <ActionButton
                testId="wallet-retrieve-send"
                onClick={async () => {
                  const answer = await reset.mutateAsync({ step: 'send' });
                  setPending({ flow: 'resetPassword', maskedPhone: answer.phone ?? '', resendAt: answer.resendAt ?? 0 });
                  void navigate(`${WALLET_PATHS.code}?flow=resetPassword`);
                }}
              >
                {t('wallet.code.send')}
              </ActionButton>
            </>
          )}
        </main>
      )}
    </WalletGate>
  );
}
