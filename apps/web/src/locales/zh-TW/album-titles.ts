// 專輯頁面標題（路由表 `title`，位於 `nav` 下）。
export default {
  albumList: '專輯',
  album: '專輯詳情',
  albumTrend: '動態詳情',
} as const;
