// 訊息中心的頁面標題（路由表 `title`，位於 `nav` 下）。
export default {
  inbox: '訊息中心',
} as const;
