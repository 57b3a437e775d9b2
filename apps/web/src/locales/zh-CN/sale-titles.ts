// 发售相关页面的标题（路由表的 title，位于 nav 下），随启动加载。
export default {
  cashier: '收银台',
  orders: '我的订单',
  orderDetail: '订单详情',
  orderReceipt: '支付凭证',
  myHome: '我的主页',
  openedBoxes: '开盒记录',
} as const;
