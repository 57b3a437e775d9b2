// 優惠券頁面的標題（路由表的 `title`，在 `nav` 下），隨啟動載入。
export default {
  coupons: '我的優惠券',
  couponCampaigns: '領券中心',
  exchange: '兌換中心',
} as const;
