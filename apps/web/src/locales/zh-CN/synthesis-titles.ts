// 合成页面的标题（路由表的 `title`，在 `nav` 下），随启动加载。
export default {
  synthesis: '合成',
  synthesisDetail: '合成详情',
  synthesisPick: '选择碎片',
  synthesisRecords: '合成记录',
} as const;
