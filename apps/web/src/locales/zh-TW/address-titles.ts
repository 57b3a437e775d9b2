// 地址頁面的標題（路由表 `title`，在 `nav` 下），隨啟動載入。
export default {
  addresses: '收貨地址',
  addressEdit: '地址資訊',
} as const;
