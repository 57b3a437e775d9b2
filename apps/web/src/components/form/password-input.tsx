import { useState } from 'react';
import { useTranslation } from '../../lib/i18n';
import type { FieldControl } from './form';
import { TextInput } from './text-input';

function EyeIcon({ open }: { open: boolean }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      aria-hidden
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {open ? null : <path d="M4 4l16 16" />}
    </svg>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput({
  control,
  placeholder,
  autoComplete = 'current-password',
  testId,
}: {
  control: FieldControl<string | undefined>;
  placeholder?: string;
  autoComplete?: 'current-password' | 'new-password';
  testId?: string;
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <div className="cf-password">
      <TextInput
        control={control}
        type={shown ? 'text' : 'password'}
        placeholder={placeholder}
        autoComplete={autoComplete}
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        testId={testId}
      />
      <button
        type="button"
        className="cf-icon-button"
        aria-label={shown ? t('form.hidePassword') : t('form.showPassword')}
        aria-pressed={shown}
        onClick={() => setShown((v) => !v)}
        data-testid={testId ? `${testId}-toggle` : undefined}
      >
        <EyeIcon open={shown} />
      </button>
    </div>
  );
}
