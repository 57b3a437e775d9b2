// 被分享藏品页与帮助页的标题（路由表 `title`，位于 `nav` 下），随启动加载。
export default {
  sharedItem: '藏品分享',
  help: '帮助中心',
} as const;
