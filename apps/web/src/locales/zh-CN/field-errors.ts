// The catalogue's texts (packages/contract errors.ts) of the codes the forms raise on the client.
// A copy, so that the catalogue stays out of the first load (decision 006: errors.ts also holds
// ErrorCode, which the boot needs, and bundling is per module); field-errors.test.ts keeps every
// text equal to errorMessage(code, lang). Placeholders are the catalogue's: {size}.
export default {
  /** FIELD_REQUIRED */
  '4000026': '此项不能为空',
  /** VALIDATION_FAILED */
  '4000001': '格式不正确，请检查后重试',
  /** PHONE_INVALID */
  '4000020': '请输入正确的手机号',
  /** PASSWORD_LENGTH */
  '4000021': '密码长度为6-20位',
  /** CODE_INVALID */
  '4000022': '验证码错误或已失效',
  /** ID_CARD_INVALID */
  '4000023': '请输入有效的身份证号码',
  /** PAY_PASSWORD_FORMAT */
  '4000024': '请输入完整的6位数字支付密码',
  /** PASSWORDS_MISMATCH */
  '4000025': '两次输入的密码不一致',
  /** INVITE_CODE_INVALID */
  '4000027': '邀请码为7位，请检查后重新输入',
  /** AGREEMENT_REQUIRED */
  '4000032': '请先阅读并勾选同意协议',
  /** TEXT_TOO_LONG */
  '4000036': '输入内容过长',
  /** FILE_TOO_LARGE */
  '4000008': '图片大小不能超过{size}MB',
  /** FILE_TYPE_NOT_ALLOWED */
  '4000009': '不支持该文件类型',
} as const;
