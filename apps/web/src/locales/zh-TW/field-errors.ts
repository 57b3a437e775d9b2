// The catalogue's texts (packages/contract errors.ts) of the codes the forms raise on the client.
// A copy, so that the catalogue stays out of the first load (decision 006: errors.ts also holds
// ErrorCode, which the boot needs, and bundling is per module); field-errors.test.ts keeps every
// text equal to errorMessage(code, lang). Placeholders are the catalogue's: {size}.
export default {
  /** FIELD_REQUIRED */
  '4000026': '此項不能為空',
  /** VALIDATION_FAILED */
  '4000001': '格式不正確，請檢查後重試',
  /** PHONE_INVALID */
  '4000020': '請輸入正確的手機號碼',
  /** PASSWORD_LENGTH */
  '4000021': '密碼長度為6-20位',
  /** CODE_INVALID */
  '4000022': '驗證碼錯誤或已失效',
  /** ID_CARD_INVALID */
  '4000023': '請輸入有效的身分證號碼',
  /** PAY_PASSWORD_FORMAT */
  '4000024': '請輸入完整的6位數字支付密碼',
  /** PASSWORDS_MISMATCH */
  '4000025': '兩次輸入的密碼不一致',
  /** INVITE_CODE_INVALID */
  '4000027': '邀請碼為7位，請檢查後重新輸入',
  /** AGREEMENT_REQUIRED */
  '4000032': '請先閱讀並勾選同意協議',
  /** TEXT_TOO_LONG */
  '4000036': '輸入內容過長',
  /** FILE_TOO_LARGE */
  '4000008': '圖片大小不能超過{size}MB',
  /** FILE_TYPE_NOT_ALLOWED */
  '4000009': '不支援此檔案類型',
} as const;
