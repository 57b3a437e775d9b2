// 活動（鑄造）頁面的標題（路由表 `title` 鍵，位於 `nav` 下）。隨啟動載入：頁面分塊到達前導覽列就要顯示。
export default {
  activities: '活動',
  activityDetail: '活動詳情',
  activitySelect: '選擇藏品',
  activityItems: '關聯藏品',
  activityOrder: '確認訂單',
  couponSelect: '選擇藏品',
} as const;
