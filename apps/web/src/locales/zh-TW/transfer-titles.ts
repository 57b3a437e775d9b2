// 轉贈相關頁面的標題（路由表的 `title`，在 `nav` 下），隨啟動載入。
export default {
  give: '轉贈',
  flow: '流轉記錄',
  receive: '領取記錄',
} as const;
