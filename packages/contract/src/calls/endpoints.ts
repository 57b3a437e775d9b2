/**
 * Where each call lives and how it is guarded, without any schema: the web app's request client
 * imports only this (so zod stays out of its first load), the server and the OpenAPI document get the
 * same facts through `defineCall`. Keys are operationIds; paths are relative to `/api`.
 */
export interface Endpoint {
  method: 'GET' | 'POST';
  path: string;
  operationId: string;
  /**
   * 'required': a token is needed (2062001 without one, 2062000 when it is not valid here).
   * 'operator': the operator key in `Authorization: Bearer` (4000010 without it); never a storefront call.
   */
  auth: 'none' | 'optional' | 'required' | 'operator';
  /** Checked against the request signature (spec section 7). */
  signed: boolean;
  /** The token takes part in the signature (the spec omits it for getTenantInfoConfig). */
  tokenInSignature: boolean;
  /** Answers even when the tenant is closed (what the closure page needs). */
  allowWhenClosed: boolean;
}

type EndpointInput = Pick<Endpoint, 'method' | 'path'> & Partial<Omit<Endpoint, 'method' | 'path' | 'operationId'>>;

function endpointsOf<const T extends Record<string, EndpointInput>>(
  defs: T,
): { [K in keyof T]: Endpoint & T[K] & { operationId: K } } {
  const out: Record<string, Endpoint> = {};
  for (const [operationId, d] of Object.entries(defs)) {
    out[operationId] = { auth: 'none', signed: true, tokenInSignature: true, allowWhenClosed: false, ...d, operationId };
  }
  return out as { [K in keyof T]: Endpoint & T[K] & { operationId: K } };
}

export const endpoints = endpointsOf({
  // tenant bootstrap
  getTenantInfoConfig: {
    method: 'GET',
    path: '/memberapi/user/getTenantInfoConfig',
    tokenInSignature: false,
    allowWhenClosed: true,
  },
  themeMobile: { method: 'GET', path: '/mallapp/themeMobile', allowWhenClosed: true },
  queryMenuSettingInfo: { method: 'GET', path: '/mallapp/cmenu/queryMenuSettingInfo', allowWhenClosed: true },
  getTenantConfigEnable: { method: 'GET', path: '/memberapi/user/getTenantConfigEnable' },
  getTenantInternationalConfig: { method: 'GET', path: '/memberapi/user/getTenantInternationalConfig', allowWhenClosed: true },
  getTenantPhoneArea: { method: 'GET', path: '/memberapi/user/getTenantPhoneArea' },
  // system
  get: { method: 'GET', path: '/curtime/get', signed: false, allowWhenClosed: true },
  // catalogue
  categoryTree: { method: 'GET', path: '/mallapp/singularCategory/categoryTree' },
  // catalogue and browsing (issue 6): lists open to visitors, collectible details need login (PRODUCT.md §2a)
  listCollections: { method: 'GET', path: '/mallapp/collection/list' },
  getCollection: { method: 'GET', path: '/mallapp/collection/detail/{id}', auth: 'required' },
  listSeries: { method: 'GET', path: '/mallapp/series/list' },
  getSeries: { method: 'GET', path: '/mallapp/series/detail/{id}', auth: 'required' },
  listBlindBoxes: { method: 'GET', path: '/mallapp/box/list' },
  getBlindBox: { method: 'GET', path: '/mallapp/box/detail/{id}', auth: 'required' },
  listCreators: { method: 'GET', path: '/mallapp/creator/list' },
  getCreatorSpace: { method: 'GET', path: '/mallapp/creator/space/{id}' },
  search: { method: 'GET', path: '/mallapp/search/list' },
  listHotSearchWords: { method: 'GET', path: '/mallapp/search/hotWords' },
  listNotices: { method: 'GET', path: '/mallapp/notice/list' },
  getNotice: { method: 'GET', path: '/mallapp/notice/detail/{id}' },
  getHomeDecoration: { method: 'GET', path: '/mallapp/home/decoration' },
  // user
  getUserInfo: { method: 'POST', path: '/memberapi/user/getUserInfo', auth: 'required' },
  userProfile: { method: 'POST', path: '/memberapi/user/userProfile', auth: 'required' },
  logout: { method: 'POST', path: '/memberapi/user/logout', auth: 'required' },
  // identity: codes, register, login, passwords
  sendSmsCode: { method: 'POST', path: '/memberapi/sms/sendCode', auth: 'optional' },
  register: { method: 'POST', path: '/memberapi/user/register' },
  loginByCode: { method: 'POST', path: '/memberapi/user/loginByCode' },
  loginByPassword: { method: 'POST', path: '/memberapi/user/loginByPassword' },
  resetPassword: { method: 'POST', path: '/memberapi/user/resetPassword' },
  updatePassword: { method: 'POST', path: '/memberapi/user/updatePassword', auth: 'required' },
  setPayPassword: { method: 'POST', path: '/memberapi/user/setPayPassword', auth: 'required' },
  updatePayPassword: { method: 'POST', path: '/memberapi/user/updatePayPassword', auth: 'required' },
  resetPayPassword: { method: 'POST', path: '/memberapi/user/resetPayPassword', auth: 'required' },
  // identity: real name, chain account, profile
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
  // primary sale (issue 7): orders, payments, what a buyer holds, blind boxes
  placeOrder: { method: 'POST', path: '/mallapp/order/create', auth: 'required' },
  listOrders: { method: 'GET', path: '/mallapp/order/list', auth: 'required' },
  getOrder: { method: 'GET', path: '/mallapp/order/detail/{orderNo}', auth: 'required' },
  cancelOrder: { method: 'POST', path: '/mallapp/order/cancel', auth: 'required' },
  listPayMethods: { method: 'GET', path: '/mallapp/pay/methods', auth: 'required' },
  createPayment: { method: 'POST', path: '/mallapp/pay/create', auth: 'required' },
  getPayment: { method: 'GET', path: '/mallapp/pay/status/{paymentNo}', auth: 'required' },
  listMyCollectibles: { method: 'GET', path: '/mallapp/cardNft/mine', auth: 'required' },
  listMyCollectionItems: { method: 'GET', path: '/mallapp/cardNft/list', auth: 'required' },
  getMyCollectible: { method: 'GET', path: '/mallapp/cardNft/detail/{cardNftId}', auth: 'required' },
  getNftTarget: { method: 'GET', path: '/mallapp/cardNft/getNftTarget/{cardNftId}', auth: 'required' },
  listMyBoxes: { method: 'GET', path: '/mallapp/box/mine', auth: 'required' },
  openBox: { method: 'POST', path: '/mallapp/box/open', auth: 'required' },
  // development only (absent when NODE_ENV=production)
  devSmsOutbox: { method: 'GET', path: '/dev/sms-outbox', signed: false },
  // sharing and files
  shorten: { method: 'POST', path: '/memberapi/shareurl/shorten', auth: 'optional' },
  uploadFile: { method: 'POST', path: '/file/upload', auth: 'required' },
  // operator calls (calls/operator.ts): the operator key, not a signed storefront request
  operatorListChainJobs: { method: 'GET', path: '/operator/chain/jobs', auth: 'operator', signed: false, allowWhenClosed: true },
  operatorRetryChainJob: {
    method: 'POST',
    path: '/operator/chain/jobs/{id}/retry',
    auth: 'operator',
    signed: false,
    allowWhenClosed: true,
  },
  operatorImportCatalogue: {
    method: 'POST',
    path: '/operator/catalogue/import',
    auth: 'operator',
    signed: false,
    allowWhenClosed: true,
  },
});

export type OperationId = keyof typeof endpoints;
