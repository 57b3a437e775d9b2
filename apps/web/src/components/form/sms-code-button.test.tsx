import { ErrorCode, type SmsPurpose } from '@curio/contract';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from '../../lib/request/index';
import { Field, Form, type FieldControl } from './form';
import { withPhone } from './rules';
import { resetSmsCountdowns, SmsCodeButton } from './sms-code-button';
import { renderWithIdentity } from './test-utils';
import { TextInput } from './text-input';
import { useZodForm } from './use-zod-form';

// The call is the caller's (the identity feature gives sendSmsCode; its test checks the request).
const send = vi.fn();
const toast = vi.hoisted(() => vi.fn());
vi.mock('../shell/feedback', () => ({ toast }));

function Sample({ purpose = 'register', toOwnPhone }: { purpose?: SmsPurpose; toOwnPhone?: boolean }) {
  const form = useZodForm(withPhone({}), { defaultValues: { areaCode: '+86', phone: '' } });
  return (
    <Form form={form} onSubmit={() => undefined}>
      <Field name="phone">{(c) => <TextInput control={c as FieldControl<string | undefined>} testId="phone" />}</Field>
      <SmsCodeButton purpose={purpose} send={send} toOwnPhone={toOwnPhone} />
    </Form>
  );
}

const button = () => screen.getByTestId('sms-send') as HTMLButtonElement;
const flush = () => act(async () => {});

describe('SMS code button', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetSmsCountdowns();
    send.mockReset();
    toast.mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('sends for the purpose, then counts down 60 s before it can send again', async () => {
    send.mockResolvedValue({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    renderWithIdentity(<Sample purpose="login" />);
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '13800138000' } });
    expect(button().textContent).toBe('Get code');

    fireEvent.click(button());
    await flush();
    expect(send).toHaveBeenCalledWith({ areaCode: '+86', phone: '13800138000', purpose: 'login' });
    expect(toast).toHaveBeenCalledWith('Verification code sent');
    expect(button().textContent).toBe('Resend in 60s');
    expect(button().disabled).toBe(true);

    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend in 59s');
    fireEvent.click(button());
    expect(send).toHaveBeenCalledTimes(1);

    await act(async () => vi.advanceTimersByTime(58_000));
    expect(button().textContent).toBe('Resend in 1s');
    await act(async () => vi.advanceTimersByTime(1000));
    expect(button().textContent).toBe('Resend');
    expect(button().disabled).toBe(false);

    fireEvent.click(button());
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('counts per phone number: another number can be sent a code at once', async () => {
    send.mockResolvedValue({ resendAfterSeconds: 60, expiresInSeconds: 300 });
    renderWithIdentity(<Sample />);
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '13800138000' } });
    fireEvent.click(button());
    await flush();
    expect(button().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '13900139000' } });
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Get code');
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '13800138000' } });
    expect(button().textContent).toMatch(/^Resend in \d+s$/);
  });

  it('does not send to an invalid number: the phone field shows why', async () => {
    renderWithIdentity(<Sample />, { lng: 'zh-CN' });
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '1380013' } });
    fireEvent.click(button());
    await flush();
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByTestId('field-error-phone').textContent).toBe('请输入正确的手机号');
    expect(button().textContent).toBe('获取验证码');
  });

  it('a refusal starts no countdown, and one about the number shows under it', async () => {
    send.mockRejectedValue(
      new RequestError('business', 'This phone number is already registered', { code: ErrorCode.PHONE_REGISTERED }),
    );
    renderWithIdentity(<Sample />);
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '13800138000' } });
    fireEvent.click(button());
    await flush();
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe('Get code');
    expect(screen.getByTestId('field-error-phone').textContent).toBe('This phone number is already registered');
  });

  it('sends to the signed-in user’s own phone without a number and without checking the form', async () => {
    send.mockResolvedValue({ resendAfterSeconds: 60, expiresInSeconds: 300, sentTo: '138****8000' });
    renderWithIdentity(<Sample purpose="resetPayPassword" toOwnPhone />, { lng: 'zh-TW' });
    fireEvent.click(button());
    await flush();
    expect(send).toHaveBeenCalledWith({ purpose: 'resetPayPassword' });
    expect(button().textContent).toBe('60秒後重新取得');
  });

  it('sent too recently (SMS_TOO_FREQUENT): counts down the seconds the server says are left', async () => {
    send.mockRejectedValue(
      new RequestError('business', 'too often', { code: ErrorCode.SMS_TOO_FREQUENT, data: { retryAfterSeconds: 42 } }),
    );
    renderWithIdentity(<Sample />);
    fireEvent.change(screen.getByTestId('phone'), { target: { value: '13800138000' } });
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toBe('Resend in 42s');
    expect(button().disabled).toBe(true);
    expect(screen.queryByTestId('field-error-phone')).toBeNull();
  });
});
