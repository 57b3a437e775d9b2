// 被分享藏品頁與幫助頁的標題（路由表 `title`，位於 `nav` 下），隨啟動載入。
export default {
  sharedItem: '藏品分享',
  help: '幫助中心',
} as const;
