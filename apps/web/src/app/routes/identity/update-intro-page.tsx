import { ErrorCode, TEXT_INPUT_MAX } from '@curio/contract';
import { useNavigate } from 'react-router';
import { Field, Form, SubmitButton, TextArea, useZodForm, type FieldControl } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { introForm } from '../../../features/identity/account-schemas';
import { useAccount } from '../../../features/identity/use-account';
import { useUpdateIntroMutation } from '../../../features/identity/api/update-intro';
import '../../../features/identity/account.css';

/** Spec: /pages/account/about/update-intro (text input max 140, with a counter). */
export default function UpdateIntroPage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { user } = useAccount();
  // The session takes the user info it answers.
  const updateIntro = useUpdateIntroMutation();
  const form = useZodForm(introForm, {
    mode: 'onChange',
    values: { intro: user?.intro ?? '' },
    resetOptions: { keepDirtyValues: true },
  });
  return (
    <main className="acct-page">
      <Form
        form={form}
        serverErrors={{ [ErrorCode.TEXT_TOO_LONG]: 'intro' }}
        onSubmit={async (v) => {
          await updateIntro.mutateAsync(v);
          toast(t('account.profile.saved'));
          void navigate(-1);
        }}
      >
        <Field name="intro" label={t('account.profile.intro')}>
          {(c) => (
            <TextArea
              control={c as FieldControl<string | undefined>}
              max={TEXT_INPUT_MAX}
              placeholder={t('account.profile.introPlaceholder')}
              testId="intro-input"
            />
          )}
        </Field>
        <SubmitButton testId="intro-submit">{t('form.save')}</SubmitButton>
      </Form>
    </main>
  );
}
