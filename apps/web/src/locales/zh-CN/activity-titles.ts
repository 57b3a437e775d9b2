// 活动（铸造）页面的标题（路由表 `title` 键，位于 `nav` 下）。随启动加载：页面分块到达前导航栏就要显示。
export default {
  activities: '活动',
  activityDetail: '活动详情',
  activitySelect: '选择藏品',
  activityItems: '关联藏品',
  activityOrder: '确认订单',
  couponSelect: '选择藏品',
} as const;
