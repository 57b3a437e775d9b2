import type en from '../en/ui';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  empty: '暂无数据',
  loading: '加载中...',
  loadFailed: '加载失败',
  loadFailedHint: '网络不太给力，请稍后重试',
  retry: '重新加载',
  noMore: '没有更多了',
  loadMoreFailed: '加载失败，点击重试',
  pull: {
    pulling: '下拉刷新',
    release: '释放立即刷新',
    refreshing: '正在刷新...',
    done: '刷新成功',
  },
  countdown: {
    withDays: '{{days}}天 {{time}}',
    days: '天',
    hours: '时',
    minutes: '分',
    seconds: '秒',
    ended: '已结束',
  },
  chatAppPayment: '请勿在聊天应用内支付，请使用手机浏览器打开',
  chatAppPaymentHint: '点击右上角「···」，选择「在浏览器打开」',
  imageViewer: {
    open: '查看大图',
  },
  swiper: {
    label: '轮播图',
    slide: '第 {{index}} 张，共 {{total}} 张',
  },
} as const satisfies Texts<typeof en>;
