// 社交頁面的標題（路由表的 title，位於 nav 下），隨啟動載入。
export default {
  personal: '個人主頁',
  fans: '粉絲',
  concern: '關注',
} as const;
