// 邀請（issue 20）：邀請碼、海報、統計、邀請明細、排行榜。
export default {
  invite: {
    code: { label: '我的邀請碼', copy: '複製邀請碼', copied: '邀請碼已複製' },
    poster: {
      alt: '{{name}}的邀請海報，邀請碼 {{code}}，附 QR 碼',
      title: '{{name}}邀請你加入',
      scan: '掃碼註冊',
      making: '正在產生海報…',
      failed: '海報產生失敗',
      retry: '重試',
      save: '儲存圖片',
      saved: '海報已儲存',
    },
    link: { copy: '複製連結', copied: '連結已複製' },
    stats: {
      label: '邀請統計',
      window: { '7d': '近7天', '1m': '近1個月', '3m': '近3個月' },
      invited: '邀請人數',
      verified: '實名人數',
      firstPurchase: '首購人數',
    },
    toDetail: '邀請明細',
    toRanking: '排行榜',
    standing: { registered: '已註冊', verified: '已實名', purchased: '已首購' },
    detail: {
      registeredAt: '{{date}} 註冊',
      empty: { title: '暫無邀請紀錄', text: '分享海報或連結，好友用你的邀請碼註冊後會顯示在這裡。' },
    },
    ranking: {
      label: '實名邀請人數排行',
      count: '實名 {{count}} 人',
      mine: '我的排名',
      unranked: '暫未上榜',
      empty: { title: '暫無排行', text: '邀請好友完成實名認證即可上榜。' },
    },
  },
} as const;
