import type { AreaEndpoints } from '../define-endpoints';

// Identity: codes, register, login, passwords, real name, chain account, profile, DID partners.
export const identityEndpoints = {
  // codes, register, login, passwords
  sendSmsCode: { method: 'POST', path: '/memberapi/sms/sendCode', auth: 'optional' },
  register: { method: 'POST', path: '/memberapi/user/register' },
  loginByCode: { method: 'POST', path: '/memberapi/user/loginByCode' },
  loginByPassword: { method: 'POST', path: '/memberapi/user/loginByPassword' },
  resetPassword: { method: 'POST', path: '/memberapi/user/resetPassword' },
  updatePassword: { method: 'POST', path: '/memberapi/user/updatePassword', auth: 'required' },
  setPayPassword: { method: 'POST', path: '/memberapi/user/setPayPassword', auth: 'required' },
  updatePayPassword: { method: 'POST', path: '/memberapi/user/updatePayPassword', auth: 'required' },
  resetPayPassword: { method: 'POST', path: '/memberapi/user/resetPayPassword', auth: 'required' },
  // real name, chain account, profile
  submitRealName: { method: 'POST', path: '/memberapi/user/submitRealName', auth: 'required' },
  checkApproveStatus: { method: 'GET', path: '/memberapi/user/checkApproveStatus', auth: 'required' },
  approveAuth: { method: 'GET', path: '/memberapi/user/approveAuth', auth: 'required' },
  openChainAccount: { method: 'POST', path: '/memberapi/user/openChainAccount', auth: 'required' },
  updateNickname: { method: 'POST', path: '/memberapi/user/updateNickname', auth: 'required' },
  updateIntro: { method: 'POST', path: '/memberapi/user/updateIntro', auth: 'required' },
  updateAvatar: { method: 'POST', path: '/memberapi/user/updateAvatar', auth: 'required' },
  getTenantContent: { method: 'GET', path: '/memberapi/user/getTenantContent', allowWhenClosed: true },
  // DID partner identity
  queryChannelPlatform: { method: 'GET', path: '/memberapi/didConsume/queryChannelPlatform' },
  exchangeDidToken: { method: 'GET', path: '/memberapi/didConsume/exchangeDidToken' },
  queryReceiptBind: { method: 'GET', path: '/memberapi/didConsume/queryReceiptBind', auth: 'required' },
  // development only (absent when NODE_ENV=production)
  devSmsOutbox: { method: 'GET', path: '/dev/sms-outbox', signed: false },
} as const satisfies AreaEndpoints;
