import type en from '../en/inbox';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// 訊息中心與藏品溯源時間線（issue 14）。
export default {
  inbox: {
    bell: '訊息',
    bellUnread_one: '訊息，{{count}} 則未讀',
    bellUnread_other: '訊息，{{count}} 則未讀',
    unread: '未讀',
    unreadCount_one: '{{count}} 則未讀',
    unreadCount_other: '{{count}} 則未讀',
    allRead: '全部已讀',
    markAll: '全部標為已讀',
    empty: '暫無訊息',
    emptyDesc: '售出、轉贈、空投和訂單關閉等訊息會顯示在這裡。',
    anItem: '一件藏品',
    someone: '他人',
    kinds: {
      sold: { title: '藏品已售出', text: '你的{{collection}}已以 {{amount}} 售出。' },
      gifted: { title: '收到轉贈', text: '{{from}} 將{{collection}}轉贈給了你。' },
      airdropped: { title: '收到空投', text: '{{collection}}已空投給你。' },
      synthesis_done: { title: '合成完成', text: '{{collection}}已歸你所有。' },
      withdrawal_settled: { title: '提領已入帳', text: '{{amount}} 已撥款到你的帳戶。' },
      order_closed: { title: '訂單已關閉', text: '訂單 {{orderNo}} 未在規定時間內付款，已自動關閉。' },
      transfer_done: { title: '轉贈完成', text: '{{collection}}已在鏈上轉給 {{to}}。' },
      favourite_listed: { title: '收藏有新寄售', text: '你收藏的{{collection}}有新寄售，售價 {{amount}}。' },
      favourite_price_drop: { title: '收藏降價', text: '你收藏的{{collection}}降價了：{{amount}}（此前最低 {{floor}}）。' },
      cast_done: { title: '鑄造完成', text: '{{collection}}已鑄造給你。' },
      pledge_finished: { title: '質押結束', text: '你的{{collection}}已結束質押，可以正常使用了。' },
    },
    provenance: {
      title: '藏品溯源',
      minted: {
        purchase: '鑄造 · 首發購買',
        box: '鑄造 · 盲盒開出',
        airdrop: '鑄造 · 空投',
        synthesis: '鑄造 · 合成',
        cast: '鑄造 · 活動鑄造',
        other: '鑄造',
      },
      moved: {
        gift: '轉贈',
        sale: '轉售',
        airdrop: '空投',
        other: '鏈上轉移',
      },
      burned: '鏈上銷毀',
      pledged: '合成質押',
      returned: '質押結束，已返還',
      to: '歸屬 {{name}}',
      fromTo: '{{from}} → {{to}}',
      you: '我',
      order: '訂單 {{orderNo}}',
      chainPending: '上鏈中',
      chainConfirmed: '已上鏈',
      block: '區塊 {{block}}',
      error: '溯源資訊載入失敗。',
      retry: '重試',
    },
  },
} as const satisfies Texts<typeof en>;
