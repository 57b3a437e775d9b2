// 後台的預覽頁（issue 17，decision 037）。
export default {
  brandPreview: {
    draft: '未發布草稿的預覽',
    expired: '預覽已失效，請在後台重新開啟預覽',
    themeColor: '主題色',
    background: '背景',
    card: '卡片',
    text: '文字',
    subText: '次要文字',
    divider: '分隔線',
    colours: '顏色',
    sampleTitle: '一件藏品',
    sampleSub: '藏品在這些顏色下的樣子',
    buy: '立即購買',
    more: '查看更多',
  },
};
