// 消息中心的页面标题（路由表 `title`，位于 `nav` 下）。
export default {
  inbox: '消息中心',
} as const;
