import { agreementSchema, ErrorCode, errorMessage, passwordSchema, verificationCodeSchema } from '@curio/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/request/index';
import { CheckField } from './check-field';
import { Field, Form, SubmitButton } from './form';
import { PasswordInput } from './password-input';
import { mustMatch, requiredValue, withPhone } from './rules';
import { renderWithIdentity, type TestLanguage } from './test-utils';
import { TextInput } from './text-input';
import { useZodForm } from './use-zod-form';
import type { FieldControl } from './form';

const schema = mustMatch(
  withPhone({ code: verificationCodeSchema, password: passwordSchema, confirmPassword: requiredValue, agree: agreementSchema }),
  'password',
  'confirmPassword',
);

type Submit = (values: unknown) => Promise<unknown>;

function Sample({ onSubmit }: { onSubmit: Submit }) {
  const form = useZodForm(schema, { defaultValues: { areaCode: '+86', phone: '', code: '', password: '', confirmPassword: '' } });
  const text = (name: string, testId: string) => (
    <Field name={name} label={name}>
      {(c) => <TextInput control={c as FieldControl<string | undefined>} testId={testId} />}
    </Field>
  );
  return (
    <Form form={form} onSubmit={onSubmit} serverErrors={{ [ErrorCode.CODE_INVALID]: 'code' }}>
      {text('phone', 'phone')}
      {text('code', 'code')}
      <Field name="password">{(c) => <PasswordInput control={c as FieldControl<string | undefined>} testId="password" />}</Field>
      <Field name="confirmPassword">
        {(c) => <PasswordInput control={c as FieldControl<string | undefined>} testId="confirm" />}
      </Field>
      <CheckField name="agree" testId="agree">
        agree
      </CheckField>
      <SubmitButton testId="submit">go</SubmitButton>
    </Form>
  );
}

const errorOf = (name: string) => screen.queryByTestId(`field-error-${name}`)?.textContent ?? null;
const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the form pattern', () => {
  it.each(['en', 'zh-CN', 'zh-TW', 'es', 'fr'] as TestLanguage[])(
    'shows the rules of spec §5 in the user’s language (%s)',
    async (lng) => {
      const onSubmit = vi.fn<Submit>();
      renderWithIdentity(<Sample onSubmit={onSubmit} />, { lng });
      fireEvent.click(screen.getByTestId('submit'));
      await waitFor(() => expect(errorOf('phone')).not.toBeNull());
      expect(errorOf('phone')).toBe(errorMessage(ErrorCode.FIELD_REQUIRED, lng));
      expect(errorOf('code')).toBe(errorMessage(ErrorCode.FIELD_REQUIRED, lng));
      expect(errorOf('password')).toBe(errorMessage(ErrorCode.FIELD_REQUIRED, lng));
      expect(errorOf('agree')).toBe(errorMessage(ErrorCode.AGREEMENT_REQUIRED, lng));

      type('phone', '1234');
      type('code', '12');
      type('password', 'abc');
      type('confirm', 'abd');
      await waitFor(() => expect(errorOf('phone')).toBe(errorMessage(ErrorCode.PHONE_INVALID, lng)));
      expect(errorOf('code')).toBe(errorMessage(ErrorCode.CODE_INVALID, lng));
      expect(errorOf('password')).toBe(errorMessage(ErrorCode.PASSWORD_LENGTH, lng));
      expect(errorOf('confirmPassword')).toBe(errorMessage(ErrorCode.PASSWORDS_MISMATCH, lng));
      expect(onSubmit).not.toHaveBeenCalled();
    },
  );

  it('submits parsed values, shows a server refusal on its field and keeps what was typed', async () => {
    let reject: (e: unknown) => void = () => undefined;
    const onSubmit = vi.fn<Submit>(() => new Promise((_, r) => (reject = r)));
    renderWithIdentity(<Sample onSubmit={onSubmit} />, { lng: 'zh-CN' });
    type('phone', '13800138000');
    type('code', ' 123456 ');
    type('password', 'secret1');
    type('confirm', 'secret1');
    fireEvent.click(screen.getByTestId('agree'));
    fireEvent.click(screen.getByTestId('submit'));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      areaCode: '+86',
      phone: '13800138000',
      code: '123456',
      password: 'secret1',
      confirmPassword: 'secret1',
      agree: true,
    });
    // Busy while the call runs.
    const button = screen.getByTestId('submit');
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-busy')).toBe('true');

    await act(async () => reject(new RequestError('business', '验证码错误或已失效', { code: ErrorCode.CODE_INVALID })));
    await waitFor(() => expect(errorOf('code')).toBe('验证码错误或已失效'));
    expect(screen.getByTestId('submit')).toHaveProperty('disabled', false);
    expect((screen.getByTestId('phone') as HTMLInputElement).value).toBe('13800138000');
    expect((screen.getByTestId('password') as HTMLInputElement).value).toBe('secret1');
    expect((screen.getByTestId('agree') as HTMLInputElement).checked).toBe(true);

    // Typing again clears the refusal.
    type('code', '654321');
    await waitFor(() => expect(errorOf('code')).toBeNull());
  });

  it('a Hong Kong number follows its own rule', async () => {
    function HK() {
      const form = useZodForm(withPhone({}), { defaultValues: { areaCode: '+852', phone: '' } });
      return (
        <Form form={form} onSubmit={() => undefined}>
          <Field name="phone">{(c) => <TextInput control={c as FieldControl<string | undefined>} testId="phone" />}</Field>
          <SubmitButton testId="submit">go</SubmitButton>
        </Form>
      );
    }
    renderWithIdentity(<HK />);
    type('phone', '13800138000');
    fireEvent.click(screen.getByTestId('submit'));
    await waitFor(() => expect(errorOf('phone')).toBe(errorMessage(ErrorCode.PHONE_INVALID, 'en')));
    type('phone', '91234567');
    await waitFor(() => expect(errorOf('phone')).toBeNull());
  });

  it('the password input shows and hides what was typed', () => {
    renderWithIdentity(<Sample onSubmit={vi.fn<Submit>()} />);
    const input = screen.getByTestId('password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByTestId('password-toggle'));
    expect(input.type).toBe('text');
    expect(screen.getByTestId('password-toggle').getAttribute('aria-label')).toBe('Hide password');
  });
});
