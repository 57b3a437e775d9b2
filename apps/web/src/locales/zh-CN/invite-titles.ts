// 邀请页面的标题（路由表 `title`，在 `nav` 下）。
export default {
  invite: '邀请好友',
  inviteDetail: '邀请明细',
  inviteRanking: '邀请排行榜',
} as const;
