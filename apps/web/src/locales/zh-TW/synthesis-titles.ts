// 合成頁面的標題（路由表的 `title`，在 `nav` 下），隨啟動載入。
export default {
  synthesis: '合成',
  synthesisDetail: '合成詳情',
  synthesisPick: '選擇碎片',
  synthesisRecords: '合成記錄',
} as const;
