// The catalogue's texts (packages/contract errors.ts) of the codes the forms raise on the client.
// A copy, so that the catalogue stays out of the first load (decision 006: errors.ts also holds
// ErrorCode, which the boot needs, and bundling is per module); field-errors.test.ts keeps every
// text equal to errorMessage(code, lang). Placeholders are the catalogue's: {size}.
export default {
  /** FIELD_REQUIRED */
  '4000026': 'Ce champ ne peut pas être vide',
  /** VALIDATION_FAILED */
  '4000001': 'Format incorrect, veuillez vérifier et réessayer',
  /** PHONE_INVALID */
  '4000020': 'Veuillez saisir un numéro de téléphone valide',
  /** PASSWORD_LENGTH */
  '4000021': 'Le mot de passe doit contenir de 6 à 20 caractères',
  /** CODE_INVALID */
  '4000022': 'Code de vérification incorrect ou expiré',
  /** ID_CARD_INVALID */
  '4000023': "Veuillez saisir un numéro de carte d'identité valide",
  /** PAY_PASSWORD_FORMAT */
  '4000024': 'Veuillez saisir le mot de passe de paiement complet à 6 chiffres',
  /** PASSWORDS_MISMATCH */
  '4000025': 'Les deux mots de passe ne correspondent pas',
  /** INVITE_CODE_INVALID */
  '4000027': "Le code d'invitation doit comporter 7 caractères, veuillez le vérifier",
  /** AGREEMENT_REQUIRED */
  '4000032': "Veuillez d'abord lire et accepter l'accord",
  /** TEXT_TOO_LONG */
  '4000036': 'Le texte est trop long',
  /** FILE_TOO_LARGE */
  '4000008': "L'image ne doit pas dépasser {size} Mo",
  /** FILE_TYPE_NOT_ALLOWED */
  '4000009': "Ce type de fichier n'est pas pris en charge",
} as const;
