// The catalogue's texts (packages/contract errors.ts) of the codes the forms raise on the client.
// A copy, so that the catalogue stays out of the first load (decision 006: errors.ts also holds
// ErrorCode, which the boot needs, and bundling is per module); field-errors.test.ts keeps every
// text equal to errorMessage(code, lang). Placeholders are the catalogue's: {size}.
export default {
  /** FIELD_REQUIRED */
  '4000026': 'Este campo no puede estar vacío',
  /** VALIDATION_FAILED */
  '4000001': 'Formato incorrecto, revísalo e inténtalo de nuevo',
  /** PHONE_INVALID */
  '4000020': 'Introduce un número de teléfono válido',
  /** PASSWORD_LENGTH */
  '4000021': 'La contraseña debe tener entre 6 y 20 caracteres',
  /** CODE_INVALID */
  '4000022': 'Código de verificación incorrecto o caducado',
  /** ID_CARD_INVALID */
  '4000023': 'Introduce un número de documento de identidad válido',
  /** PAY_PASSWORD_FORMAT */
  '4000024': 'Introduce la contraseña de pago completa de 6 dígitos',
  /** PASSWORDS_MISMATCH */
  '4000025': 'Las dos contraseñas no coinciden',
  /** INVITE_CODE_INVALID */
  '4000027': 'El código de invitación debe tener 7 caracteres, revísalo',
  /** AGREEMENT_REQUIRED */
  '4000032': 'Lee y acepta primero el acuerdo',
  /** TEXT_TOO_LONG */
  '4000036': 'El texto es demasiado largo',
  /** FILE_TOO_LARGE */
  '4000008': 'La imagen no debe superar {size} MB',
  /** FILE_TYPE_NOT_ALLOWED */
  '4000009': 'Este tipo de archivo no es compatible',
} as const;
