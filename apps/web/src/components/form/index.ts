// THE form pattern of the app: `useZodForm(schema)` + <Form>/<Field> and the shared inputs.
// Schemas come from the contract's zod pieces, so an error's message is a catalogue code shown in the
// user's language (fieldErrorText). Only lazy pages import this folder (it brings zod along).
// PayPasswordInput (antd-mobile's passcode input and keyboard) and PayPasswordField (it as a field of the
// form: the pay password, the wallet's password) are imported from their files by the pages that need
// them, so the others do not carry antd-mobile.
export { useZodForm, type FormSchema, type ZodForm, type ZodFormOptions } from './use-zod-form';
export {
  ActionButton,
  ButtonSpinner,
  Field,
  Form,
  SubmitButton,
  type ButtonVariant,
  type FieldControl,
  type FieldProps,
  type FormProps,
  type ServerErrorFields,
} from './form';
export { fieldErrorText } from './error-text';
export { TextInput, type TextInputProps } from './text-input';
export { TextArea, charCount } from './text-area';
export { PasswordInput } from './password-input';
export { PhoneField, PhoneInput, phoneDigits, type PhoneArea } from './phone-input';
export {
  SmsCodeButton,
  SMS_RESEND_SECONDS,
  secondsLeft,
  resetSmsCountdowns,
  type SendSmsCode,
  type SmsCodeRequest,
  type SmsTarget,
} from './sms-code-button';
export { CheckField } from './check-field';
export { CodeField, NewPasswordFields } from './code-fields';
export { mustMatch, requiredText, requiredValue, withPhone } from './rules';
