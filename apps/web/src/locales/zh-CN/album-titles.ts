// 专辑页面标题（路由表 `title`，位于 `nav` 下）。
export default {
  albumList: '专辑',
  album: '专辑详情',
  albumTrend: '动态详情',
} as const;
