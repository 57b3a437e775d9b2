import { PAY_PASSWORD_LENGTH } from '@curio/contract/client';
import 'antd-mobile/es/global';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import NumberKeyboard from 'antd-mobile/es/components/number-keyboard';
import PasscodeInput from 'antd-mobile/es/components/passcode-input';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import frFR from 'antd-mobile/es/locales/fr-FR';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { useCallback, useRef, type KeyboardEvent, type MutableRefObject } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { FieldControl } from './form';

const antdLocales = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS, es: esES, fr: frFR } as const;

type PasscodeRef = { focus: () => void; blur: () => void };

const digitsOnly = (value: string) => value.replace(/\D/g, '').slice(0, PAY_PASSWORD_LENGTH);

/**
 * The pay password (spec §5: exactly 6 digits): antd-mobile's PasscodeInput with its NumberKeyboard.
 * A hardware keyboard works too (digits and Backspace), for desktops and tests.
 */
export function PayPasswordInput({
  control,
  testId,
  onFill,
}: {
  control: FieldControl<string | undefined>;
  testId?: string;
  onFill?: (value: string) => void;
}) {
  const { i18n } = useTranslation();
  const locale = antdLocales[i18n.language as keyof typeof antdLocales] ?? enUS;
  const value = digitsOnly(control.value ?? '');
  const set = (next: string) => control.onChange(digitsOnly(next));
  // The form's ref and ours: the keyboard closes once the sixth digit is in (it would cover the next
  // field or button, as on every payment app), and the form can still focus the field.
  const passcode = useRef<PasscodeRef | null>(null);
  const outer = control.ref;
  const ref = useCallback(
    (r: PasscodeRef | null) => {
      passcode.current = r;
      if (typeof outer === 'function') outer(r as unknown as HTMLElement);
      else if (outer) (outer as MutableRefObject<unknown>).current = r;
    },
    [outer],
  );
  const filled = (v: string) => {
    passcode.current?.blur();
    onFill?.(v);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (/^\d$/.test(e.key)) {
      e.preventDefault();
      if (value.length < PAY_PASSWORD_LENGTH) set(value + e.key);
    } else if (e.key === 'Backspace') {
      e.preventDefault();
      set(value.slice(0, -1));
    }
  };

  return (
    <ConfigProvider locale={locale}>
      <div
        className={`cf-paypwd${control.invalid ? ' cf-paypwd--invalid' : ''}`}
        id={control.id}
        onKeyDown={onKeyDown}
        data-testid={testId}
        data-length={value.length}
      >
        <PasscodeInput
          ref={ref}
          value={value}
          onChange={set}
          onBlur={control.onBlur}
          onFill={filled}
          length={PAY_PASSWORD_LENGTH}
          seperated
          error={control.invalid}
          keyboard={<NumberKeyboard showCloseButton />}
          aria-describedby={control.invalid ? control.errorId : undefined}
        />
      </div>
    </ConfigProvider>
  );
}
