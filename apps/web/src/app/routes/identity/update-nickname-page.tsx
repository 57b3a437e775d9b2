import { ErrorCode, NICKNAME_MAX } from '@curio/contract';
import { useNavigate } from 'react-router';
import { Field, Form, SubmitButton, TextInput, useZodForm, type FieldControl } from '../../../components/form';
import { toast } from '../../../components/shell/feedback';
import type { PageProps } from '../../page';
import { useIdentityTexts } from '../../../features/identity/texts';
import { nicknameForm } from '../../../features/identity/account-schemas';
import { useAccount } from '../../../features/identity/use-account';
import { useUpdateNicknameMutation } from '../../../features/identity/api/update-nickname';
import '../../../features/identity/account.css';

/** Spec: /pages/account/about/update-nickname. */
export default function UpdateNicknamePage(_: PageProps) {
  const { t } = useIdentityTexts();
  const navigate = useNavigate();
  const { user } = useAccount();
  // The session takes the user info it answers.
  const updateNickname = useUpdateNicknameMutation();
  const form = useZodForm(nicknameForm, { values: { nickname: user?.nickname ?? '' }, resetOptions: { keepDirtyValues: true } });
  return (
    <main className="acct-page">
      <Form
        form={form}
        serverErrors={{ [ErrorCode.TEXT_TOO_LONG]: 'nickname', [ErrorCode.FIELD_REQUIRED]: 'nickname' }}
        onSubmit={async (v) => {
          await updateNickname.mutateAsync(v);
          toast(t('account.profile.saved'));
          void navigate(-1);
        }}
      >
        <Field name="nickname" label={t('account.profile.nickname')} hint={t('account.profile.nicknameHint')}>
          {(c) => (
            <TextInput
              control={c as FieldControl<string | undefined>}
              placeholder={t('account.profile.nicknamePlaceholder')}
              autoComplete="nickname"
              maxLength={NICKNAME_MAX * 2}
              testId="nickname-input"
            />
          )}
        </Field>
        <SubmitButton testId="nickname-submit">{t('form.save')}</SubmitButton>
      </Form>
    </main>
  );
}
