import type { ReactNode, Ref } from 'react';
import { Field } from './form';

/** A checkbox line (e.g. "I have read and agree to ..."); links inside it do not toggle it. */
export function CheckField({ name, testId, children }: { name: string; testId?: string; children: ReactNode }) {
  return (
    <Field<boolean | undefined> name={name} bare>
      {(c) => (
        <label className="cf-check">
          <input
            id={c.id}
            name={c.name}
            ref={c.ref as Ref<HTMLInputElement>}
            type="checkbox"
            className="cf-check__input"
            checked={Boolean(c.value)}
            onChange={(e) => {
              c.onChange(e.target.checked);
              c.onBlur();
            }}
            aria-invalid={c.invalid || undefined}
            aria-describedby={c.invalid ? c.errorId : undefined}
            data-testid={testId}
          />
          <span className="cf-check__box" aria-hidden>
            <svg width="12" height="12" viewBox="0 0 12 12">
              <path d="M2.5 6.2l2.3 2.3 4.7-4.9" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </span>
          <span className="cf-check__text">{children}</span>
        </label>
      )}
    </Field>
  );
}
