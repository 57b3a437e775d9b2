// 邀请（issue 20）：邀请码、海报、统计、邀请明细、排行榜。
export default {
  invite: {
    code: { label: '我的邀请码', copy: '复制邀请码', copied: '邀请码已复制' },
    poster: {
      alt: '{{name}}的邀请海报，邀请码 {{code}}，附二维码',
      title: '{{name}}邀请你加入',
      scan: '扫码注册',
      making: '正在生成海报…',
      failed: '海报生成失败',
      retry: '重试',
      save: '保存图片',
      saved: '海报已保存',
    },
    link: { copy: '复制链接', copied: '链接已复制' },
    stats: {
      label: '邀请统计',
      window: { '7d': '近7天', '1m': '近1个月', '3m': '近3个月' },
      invited: '邀请人数',
      verified: '实名人数',
      firstPurchase: '首购人数',
    },
    toDetail: '邀请明细',
    toRanking: '排行榜',
    standing: { registered: '已注册', verified: '已实名', purchased: '已首购' },
    detail: {
      registeredAt: '{{date}} 注册',
      empty: { title: '暂无邀请记录', text: '分享海报或链接，好友用你的邀请码注册后会显示在这里。' },
    },
    ranking: {
      label: '实名邀请人数排行',
      count: '实名 {{count}} 人',
      mine: '我的排名',
      unranked: '暂未上榜',
      empty: { title: '暂无排行', text: '邀请好友完成实名认证即可上榜。' },
    },
  },
} as const;
