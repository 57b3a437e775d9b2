import type en from '../en/inbox';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// 消息中心与藏品溯源时间线（issue 14）。
export default {
  inbox: {
    bell: '消息',
    bellUnread_one: '消息，{{count}} 条未读',
    bellUnread_other: '消息，{{count}} 条未读',
    unread: '未读',
    unreadCount_one: '{{count}} 条未读',
    unreadCount_other: '{{count}} 条未读',
    allRead: '全部已读',
    markAll: '全部标为已读',
    empty: '暂无消息',
    emptyDesc: '售出、转赠、空投和订单关闭等消息会显示在这里。',
    anItem: '一件藏品',
    someone: '他人',
    kinds: {
      sold: { title: '藏品已售出', text: '你的{{collection}}已以 {{amount}} 售出。' },
      gifted: { title: '收到转赠', text: '{{from}} 将{{collection}}转赠给了你。' },
      airdropped: { title: '收到空投', text: '{{collection}}已空投给你。' },
      synthesis_done: { title: '合成完成', text: '{{collection}}已归你所有。' },
      withdrawal_settled: { title: '提现已到账', text: '{{amount}} 已打款到你的账户。' },
      order_closed: { title: '订单已关闭', text: '订单 {{orderNo}} 未在规定时间内支付，已自动关闭。' },
      transfer_done: { title: '转赠完成', text: '{{collection}}已在链上转给 {{to}}。' },
      favourite_listed: { title: '收藏有新寄售', text: '你收藏的{{collection}}有新寄售，售价 {{amount}}。' },
      favourite_price_drop: { title: '收藏降价', text: '你收藏的{{collection}}降价了：{{amount}}（此前最低 {{floor}}）。' },
      cast_done: { title: '铸造完成', text: '{{collection}}已铸造给你。' },
      pledge_finished: { title: '质押结束', text: '你的{{collection}}已结束质押，可以正常使用了。' },
    },
    provenance: {
      title: '藏品溯源',
      minted: {
        purchase: '铸造 · 首发购买',
        box: '铸造 · 盲盒开出',
        airdrop: '铸造 · 空投',
        synthesis: '铸造 · 合成',
        cast: '铸造 · 活动铸造',
        other: '铸造',
      },
      moved: {
        gift: '转赠',
        sale: '转售',
        airdrop: '空投',
        other: '链上转移',
      },
      burned: '链上销毁',
      pledged: '合成质押',
      returned: '质押结束，已返还',
      to: '归属 {{name}}',
      fromTo: '{{from}} → {{to}}',
      you: '我',
      order: '订单 {{orderNo}}',
      chainPending: '上链中',
      chainConfirmed: '已上链',
      block: '区块 {{block}}',
      error: '溯源信息加载失败。',
      retry: '重试',
    },
  },
} as const satisfies Texts<typeof en>;
