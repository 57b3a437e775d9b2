import { useId, useState, type ReactNode, type Ref } from 'react';
import {
  FormProvider,
  useController,
  useFormContext,
  useFormState,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from '../../lib/i18n';
import { isRequestError } from '../../lib/request/index';
import { fieldErrorText } from './error-text';
import './form.css';

/** Which field a business refusal of the server belongs to (code → field name). */
export type ServerErrorFields<I extends FieldValues> = Partial<Record<number, Path<I>>>;

export interface FormProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** Runs with the parsed values. A refused call rejects with the request layer's RequestError. */
  onSubmit: (values: O) => Promise<unknown> | unknown;
  /** Server refusals shown on a field as well (the request layer has already toasted them). */
  serverErrors?: ServerErrorFields<I>;
  className?: string;
  testId?: string;
  children: ReactNode;
}

/**
 * THE form of the app: a native <form> (Enter submits) around react-hook-form's provider. Validation
 * comes from the schema of `useZodForm`; a refusal of the server leaves every value as typed and, for
 * the codes in `serverErrors`, shows its message under the field too.
 */
export function Form<I extends FieldValues, O>({ form, onSubmit, serverErrors, className, testId, children }: FormProps<I, O>) {
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (isRequestError(error)) {
        const field = error.code !== undefined ? serverErrors?.[error.code] : undefined;
        // The server's msg is already in the user's language, with its placeholders filled in.
        if (field) form.setError(field, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      console.error(error);
    }
  });
  return (
    <FormProvider {...form}>
      <form
        className={['cf-form', className].filter(Boolean).join(' ')}
        noValidate
        onSubmit={(e) => void submit(e)}
        data-testid={testId}
      >
        {children}
      </form>
    </FormProvider>
  );
}

/** What a Field hands to its input. */
export interface FieldControl<V = unknown> {
  id: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  ref: Ref<HTMLElement>;
  invalid: boolean;
  /** The id of the error text, for aria-describedby. */
  errorId: string;
}

export interface FieldProps<V> {
  name: string;
  label?: ReactNode;
  /** Shown under the input while there is no error. */
  hint?: ReactNode;
  /** Beside the input (e.g. the SMS code button). */
  extra?: ReactNode;
  /** A field without its own row (e.g. a checkbox line). */
  bare?: boolean;
  children: (control: FieldControl<V>) => ReactNode;
}

/** One field: label, input (render prop), the error in the user's language. */
export function Field<V = string>({ name, label, hint, extra, bare, children }: FieldProps<V>) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const { i18n } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  const error = fieldErrorText(fieldState.error?.message, i18n.language);
  const rendered = children({
    id,
    name: field.name,
    value: field.value as V,
    onChange: field.onChange as (value: V) => void,
    onBlur: field.onBlur,
    ref: field.ref as Ref<HTMLElement>,
    invalid: fieldState.invalid,
    errorId,
  });
  return (
    <div className={`cf-field${fieldState.invalid ? ' cf-field--invalid' : ''}${bare ? ' cf-field--bare' : ''}`}>
      {label ? (
        <label className="cf-field__label" htmlFor={id}>
          {label}
        </label>
      ) : null}
      {bare ? (
        rendered
      ) : (
        <div className="cf-field__box">
          <div className="cf-field__control">{rendered}</div>
          {extra ? <div className="cf-field__extra">{extra}</div> : null}
        </div>
      )}
      {error ? (
        <p className="cf-field__error" id={errorId} role="alert" data-testid={`field-error-${name}`}>
          {error}
        </p>
      ) : hint ? (
        <p className="cf-field__hint">{hint}</p>
      ) : null}
    </div>
  );
}

export function ButtonSpinner() {
  return <span className="cf-spinner" aria-hidden />;
}

/** The form's submit button: disabled with a spinner while the submit runs. */
export function SubmitButton({ children, testId, disabled }: { children: ReactNode; testId?: string; disabled?: boolean }) {
  const { control } = useFormContext();
  const { isSubmitting } = useFormState({ control });
  return (
    <button
      type="submit"
      className="cf-button cf-button--primary cf-button--block"
      disabled={disabled || isSubmitting}
      aria-busy={isSubmitting}
      data-testid={testId}
    >
      {isSubmitting ? <ButtonSpinner /> : null}
      <span>{children}</span>
    </button>
  );
}

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';

/** A button that runs an async action and shows its loading state until it settles. */
export function ActionButton({
  children,
  onClick,
  variant = 'primary',
  block = true,
  disabled,
  testId,
}: {
  children: ReactNode;
  onClick: () => Promise<unknown> | unknown;
  variant?: ButtonVariant;
  block?: boolean;
  disabled?: boolean;
  testId?: string;
}) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (busy) return;
    setBusy(true);
    try {
      await onClick();
    } catch (error) {
      // The request layer has shown what went wrong; anything else is a bug worth seeing.
      if (!isRequestError(error)) console.error(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className={`cf-button cf-button--${variant}${block ? ' cf-button--block' : ''}`}
      disabled={disabled || busy}
      aria-busy={busy}
      onClick={() => void run()}
      data-testid={testId}
    >
      {busy ? <ButtonSpinner /> : null}
      <span>{children}</span>
    </button>
  );
}
