// 發售相關頁面的標題（路由表的 title，位於 nav 下），隨啟動載入。
export default {
  cashier: '收銀台',
  orders: '我的訂單',
  orderDetail: '訂單詳情',
  orderReceipt: '付款憑證',
  myHome: '我的主頁',
  openedBoxes: '開盒紀錄',
} as const;
