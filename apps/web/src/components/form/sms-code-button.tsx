import { ErrorCode } from '@curio/contract/client';
import type { PhoneAreaCode, SmsPurpose } from '@curio/contract';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { toast } from '../shell/feedback';
import { isRequestError } from '../../lib/request/index';
import { serverNow, useServerNow } from '../../lib/server-clock';
import { ButtonSpinner } from './form';

/** PRODUCT.md §4: a code can be sent again after 60 s. */
export const SMS_RESEND_SECONDS = 60;

export interface SmsTarget {
  areaCode: PhoneAreaCode;
  phone: string;
}

/** What the button asks to be sent: the purpose, and the form's number unless it is the user's own phone. */
export type SmsCodeRequest = { purpose: SmsPurpose } & Partial<SmsTarget>;

/** Sends a code (the caller's call: sendSmsCode); answers when one may be sent again. */
export type SendSmsCode = (request: SmsCodeRequest) => Promise<{ resendAfterSeconds: number }>;

// When each phone + purpose may be sent a code again (ms). Kept for the page's life, so leaving a form
// and coming back shows the same countdown.
const resendAt = new Map<string, number>();

const PHONE_CODES: ReadonlySet<number> = new Set([
  ErrorCode.PHONE_INVALID,
  ErrorCode.PHONE_REGISTERED,
  ErrorCode.PHONE_NOT_REGISTERED,
]);

const keyOf = (purpose: SmsPurpose, t: SmsTarget | null) => (t ? `${purpose}|${t.areaCode}|${t.phone}` : `${purpose}|own`);

// On the server's clock, like every countdown of the app (lib/server-clock).
const startCountdown = (key: string, seconds: number) => resendAt.set(key, serverNow() + seconds * 1000);

/** Seconds until a code may be sent again (0: now). */
export function secondsLeft(key: string, now: number = serverNow()): number {
  const until = resendAt.get(key);
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/** Forgets every countdown (tests). */
export function resetSmsCountdowns(): void {
  resendAt.clear();
}

/**
 * Sends a verification code for `purpose` through `send` (the identity feature's sendSmsCode), then
 * counts down before it can send again. A refusal (a RequestError) was shown by the request layer.
 * Inside a Form it sends to the form's `areaCode` + `phone` after checking them (their error shows
 * under the phone field); `toOwnPhone` sends to the signed-in user's own phone (the server knows it).
 * The code itself is never shown: it arrives by SMS (on the development tenant, in the dev outbox).
 */
export function SmsCodeButton({
  purpose,
  send,
  toOwnPhone = false,
  testId = 'sms-send',
  onSent,
}: {
  purpose: SmsPurpose;
  send: SendSmsCode;
  /** Codes for the signed-in user's own phone (resetPayPassword, bankCard): no number is sent. */
  toOwnPhone?: boolean;
  testId?: string;
  onSent?: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormContext();
  const [areaCode, number] = useWatch({ control: form.control, name: ['areaCode', 'phone'] }) as [unknown, unknown];
  // The area code is one of the form's (areaCodeSchema); `sendCode` checks the fields before sending.
  const target: SmsTarget | null = toOwnPhone
    ? null
    : { areaCode: String(areaCode ?? '') as PhoneAreaCode, phone: String(number ?? '').trim() };
  const key = keyOf(purpose, target);
  const [sending, setSending] = useState(false);
  const [, setStarted] = useState(0);
  // Re-renders every second (the app's shared clock); the time left is read at render.
  useServerNow();
  const left = secondsLeft(key);

  const sendCode = async () => {
    if (sending || left > 0) return;
    if (target && !(await form.trigger(['areaCode', 'phone'], { shouldFocus: true }))) return;
    setSending(true);
    try {
      const data = await send({ ...target, purpose });
      startCountdown(key, data.resendAfterSeconds > 0 ? data.resendAfterSeconds : SMS_RESEND_SECONDS);
      setStarted(Date.now());
      toast(t('form.codeSent'));
      onSent?.();
    } catch (error) {
      // Refusals were toasted by the request layer. Sent too recently: count down what is left.
      // One about the number also shows under it.
      if (isRequestError(error, 'business')) {
        const retry = (error.data as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
        if (error.code === ErrorCode.SMS_TOO_FREQUENT && typeof retry === 'number' && retry > 0) {
          startCountdown(key, retry);
          setStarted(Date.now());
        } else if (target && PHONE_CODES.has(error.code ?? 0)) {
          form.setError('phone', { type: 'server', message: error.message }, { shouldFocus: true });
        }
      }
    } finally {
      setSending(false);
    }
  };

  const label = left > 0 ? t('form.resendIn', { seconds: left }) : resendAt.has(key) ? t('form.resend') : t('form.sendCode');
  return (
    <button
      type="button"
      className="cf-sms"
      disabled={sending || left > 0}
      aria-busy={sending}
      aria-live="polite"
      onClick={() => void sendCode()}
      data-testid={testId}
    >
      {sending ? <ButtonSpinner /> : null}
      <span>{label}</span>
    </button>
  );
}
