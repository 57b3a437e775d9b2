import type en from '../en/ui';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  empty: '暫無資料',
  loading: '載入中...',
  loadFailed: '載入失敗',
  loadFailedHint: '網路不太穩定，請稍後再試',
  retry: '重新載入',
  noMore: '沒有更多了',
  loadMoreFailed: '載入失敗，點擊重試',
  pull: {
    pulling: '下拉重新整理',
    release: '放開立即重新整理',
    refreshing: '正在重新整理...',
    done: '重新整理完成',
  },
  countdown: {
    withDays: '{{days}}天 {{time}}',
    days: '天',
    hours: '時',
    minutes: '分',
    seconds: '秒',
    ended: '已結束',
  },
  chatAppPayment: '請勿在聊天應用程式內付款，請使用手機瀏覽器開啟',
  chatAppPaymentHint: '點擊右上角「···」，選擇「在瀏覽器開啟」',
  imageViewer: {
    open: '查看大圖',
  },
  swiper: {
    label: '輪播圖',
    slide: '第 {{index}} 張，共 {{total}} 張',
  },
} as const satisfies Texts<typeof en>;
