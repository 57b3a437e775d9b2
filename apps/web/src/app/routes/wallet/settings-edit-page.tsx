import { ErrorCode } from '@curio/contract';
import { Link, useNavigate } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import type { PageProps } from '../../page';
import { statusPath, WALLET_PATHS } from '../../../features/wallet/paths';
import { updateWalletPasswordForm } from '../../../features/wallet/schemas';
import { useWalletTexts } from '../../../features/wallet/texts';
import { WalletGate } from '../../../features/wallet/components/wallet-gate';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { useUpdateWalletPasswordMutation } from '../../../features/wallet/api/update-wallet-password';
import '../../../features/wallet/wallet.css';

function EditForm() {
  const { t } = useWalletTexts();
  const navigate = useNavigate();
  const update = useUpdateWalletPasswordMutation();
  const form = useZodForm(updateWalletPasswordForm, { defaultValues: { oldPassword: '', password: '', confirmPassword: '' } });
  return (
    <Form
      form={form}
      serverErrors={{
        [ErrorCode.WALLET_PASSWORD_WRONG]: 'oldPassword',
        [ErrorCode.WALLET_PASSWORD_LOCKED]: 'oldPassword',
        [ErrorCode.PASSWORDS_MISMATCH]: 'confirmPassword',
      }}
      onSubmit={async (v) => {
        await update.mutateAsync(v);
        void navigate(statusPath('settingsStatus', 'passwordChanged'), { replace: true });
      }}
    >
      <PayPasswordField
        className="wallet-paypwd"
        name="oldPassword"
        label={t('wallet.password.old')}
        testId="wallet-pwd-old"
        onFilled={() => form.setFocus('password')}
      />
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
      <Link className="wallet-text-button" to={WALLET_PATHS.settingsRetrieve} data-testid="wallet-pwd-forgot">
        {t('wallet.settings.forgot')}
      </Link>
      <SubmitButton testId="wallet-pwd-submit">{t('wallet.password.changeSubmit')}</SubmitButton>
    </Form>
  );
}

/** Spec: /pages/account/wallet/lianlianModule/settings/edit: the current wallet password, then the new one twice. */
export default function WalletSettingsEditPage(_: PageProps) {
  const { t } = useWalletTexts();
  return (
    <WalletGate>
      {(w) => (
        <main className="wallet-page" data-testid="wallet-settings-edit-page">
          {w.passwordSet ? (
            <EditForm />
          ) : (
            <p className="wallet-note">
              {t('wallet.password.notSet')}{' '}
              <Link className="wallet-link" to={WALLET_PATHS.openDetail} replace>
                {t('wallet.password.setNow')}
              </Link>
            </p>
          )}
        </main>
      )}
    </WalletGate>
  );
}
