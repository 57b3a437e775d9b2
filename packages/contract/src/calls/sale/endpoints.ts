import type { AreaEndpoints } from '../define-endpoints';

// Primary sale (issue 7): orders, payments, what a buyer holds, blind boxes.
export const saleEndpoints = {
  placeOrder: { method: 'POST', path: '/mallapp/order/create', auth: 'required' },
  listOrders: { method: 'GET', path: '/mallapp/order/list', auth: 'required' },
  getOrder: { method: 'GET', path: '/mallapp/order/detail/{orderNo}', auth: 'required' },
  getOrderReceipt: { method: 'GET', path: '/mallapp/order/paymentReceipt/{orderNo}', auth: 'required' },
  cancelOrder: { method: 'POST', path: '/mallapp/order/cancel', auth: 'required' },
  confirmReceipt: { method: 'POST', path: '/mallapp/order/receipt', auth: 'required' },
  listPayMethods: { method: 'GET', path: '/mallapp/pay/methods', auth: 'required' },
  createPayment: { method: 'POST', path: '/mallapp/pay/create', auth: 'required' },
  getWechatOauthUrl: { method: 'POST', path: '/mallapp/pay/wechat/oauth', auth: 'required' },
  getPayment: { method: 'GET', path: '/mallapp/pay/status/{paymentNo}', auth: 'required' },
  listMyCollectibles: { method: 'GET', path: '/mallapp/cardNft/mine', auth: 'required' },
  listMyCollectionItems: { method: 'GET', path: '/mallapp/cardNft/list', auth: 'required' },
  listMySeries: { method: 'GET', path: '/mallapp/cardNft/mine/series', auth: 'required' },
  getMyCollectible: { method: 'GET', path: '/mallapp/cardNft/detail/{cardNftId}', auth: 'required' },
  getNftTarget: { method: 'GET', path: '/mallapp/cardNft/getNftTarget/{cardNftId}', auth: 'required' },
  listMyBoxes: { method: 'GET', path: '/mallapp/box/mine', auth: 'required' },
  openBox: { method: 'POST', path: '/mallapp/box/open', auth: 'required' },
} as const satisfies AreaEndpoints;
