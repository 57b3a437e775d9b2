// 后台的预览页（issue 17，decision 037）。
export default {
  brandPreview: {
    draft: '未发布草稿的预览',
    expired: '预览已失效，请在后台重新打开预览',
    themeColor: '主题色',
    background: '背景',
    card: '卡片',
    text: '文字',
    subText: '次要文字',
    divider: '分割线',
    colours: '颜色',
    sampleTitle: '一件藏品',
    sampleSub: '藏品在这些颜色下的样子',
    buy: '立即购买',
    more: '查看更多',
  },
};
