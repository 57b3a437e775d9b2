import { ErrorCode } from '@curio/contract';
import { useNavigate } from 'react-router';
import { Form, SubmitButton, useZodForm } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import { MaskedPhone } from '../../../components/ui/masked';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { PayPasswordField } from '../../../components/form/pay-password-field';
import { resetPayPasswordForm } from '../../../features/identity/account-schemas';
import { useAccount } from '../../../features/identity/use-account';
import { useResetPayPasswordMutation } from '../../../features/identity/api/reset-pay-password';
import { CodeField } from '../../../features/identity/components/phone-code-fields';
import '../../../features/identity/account.css';

/** Spec: /pages/account/safety/twopwd-forget: a code sent to the user's own phone, then the new pay password twice. */
export default function PayPasswordForgetPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { user } = useAccount();
  // Loads the account again before it resolves.
  const resetPayPassword = useResetPayPasswordMutation();
  const form = useZodForm(resetPayPasswordForm, { defaultValues: { code: '', payPassword: '', confirmPayPassword: '' } });
  return (
    <main className="acct-page">
      <p className="acct-note" data-testid="twopwd-phone">
        {user ? (
          <>
            {t('account.twopwd.codeTo')}{' '}
            <span className="acct-nowrap">
              {user.areaCode} <MaskedPhone value={user.phone} />
            </span>
          </>
        ) : null}
      </p>
      <Form
        form={form}
        serverErrors={{ [ErrorCode.CODE_INVALID]: 'code', [ErrorCode.PASSWORDS_MISMATCH]: 'confirmPayPassword' }}
        onSubmit={async (v) => {
          await resetPayPassword.mutateAsync(v);
          toast(t('account.twopwd.resetDone'));
          void navigate(-1);
        }}
      >
        {/* resetPayPassword codes go to the signed-in user's own phone (the server knows it). */}
        <CodeField purpose="resetPayPassword" toOwnPhone testId="twopwd-code" />
        <PayPasswordField
          className="acct-paypwd"
          name="payPassword"
          label={t('account.twopwd.new')}
          testId="twopwd-new"
          onFilled={() => form.setFocus('confirmPayPassword')}
        />
        <PayPasswordField
          className="acct-paypwd"
          name="confirmPayPassword"
          label={t('account.twopwd.again')}
          testId="twopwd-confirm"
        />
        <SubmitButton testId="twopwd-submit">{t('account.twopwd.resetSubmit')}</SubmitButton>
      </Form>
    </main>
  );
}
