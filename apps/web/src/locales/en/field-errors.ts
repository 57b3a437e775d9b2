// The catalogue's texts (packages/contract errors.ts) of the codes the forms raise on the client.
// A copy, so that the catalogue stays out of the first load (decision 006: errors.ts also holds
// ErrorCode, which the boot needs, and bundling is per module); field-errors.test.ts keeps every
// text equal to errorMessage(code, lang). Placeholders are the catalogue's: {size}.
export default {
  /** FIELD_REQUIRED */
  '4000026': 'This field cannot be empty',
  /** VALIDATION_FAILED */
  '4000001': 'Incorrect format, please check and try again',
  /** PHONE_INVALID */
  '4000020': 'Please enter a valid phone number',
  /** PASSWORD_LENGTH */
  '4000021': 'Password must be 6 to 20 characters',
  /** CODE_INVALID */
  '4000022': 'Incorrect or expired verification code',
  /** ID_CARD_INVALID */
  '4000023': 'Please enter a valid ID card number',
  /** PAY_PASSWORD_FORMAT */
  '4000024': 'Please enter the full 6-digit pay password',
  /** PASSWORDS_MISMATCH */
  '4000025': 'The two passwords entered do not match',
  /** INVITE_CODE_INVALID */
  '4000027': 'The invitation code must be 7 characters, please check it',
  /** AGREEMENT_REQUIRED */
  '4000032': 'Please read and agree to the agreement first',
  /** TEXT_TOO_LONG */
  '4000036': 'The text is too long',
  /** FILE_TOO_LARGE */
  '4000008': 'Image must not exceed {size} MB',
  /** FILE_TYPE_NOT_ALLOWED */
  '4000009': 'This file type is not supported',
} as const;
