// 邀請頁面的標題（路由表 `title`，在 `nav` 下）。
export default {
  invite: '邀請好友',
  inviteDetail: '邀請明細',
  inviteRanking: '邀請排行榜',
} as const;
