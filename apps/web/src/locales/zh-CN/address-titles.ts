// 地址页面的标题（路由表 `title`，在 `nav` 下），随启动加载。
export default {
  addresses: '收货地址',
  addressEdit: '地址信息',
} as const;
