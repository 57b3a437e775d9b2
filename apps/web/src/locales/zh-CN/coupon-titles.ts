// 优惠券页面的标题（路由表的 `title`，在 `nav` 下），随启动加载。
export default {
  coupons: '我的优惠券',
  couponCampaigns: '领券中心',
  exchange: '兑换中心',
} as const;
