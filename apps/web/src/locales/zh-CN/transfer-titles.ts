// 转赠相关页面的标题（路由表的 `title`，在 `nav` 下），随启动加载。
export default {
  give: '转赠',
  flow: '流转记录',
  receive: '领取记录',
} as const;
