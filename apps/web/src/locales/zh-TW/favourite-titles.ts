// 收藏頁的標題（路由表的 `title`，在 `nav` 下），隨啟動載入。
export default {
  favourites: '我的收藏',
} as const;
