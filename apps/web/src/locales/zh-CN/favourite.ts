import type en from '../en/favourite';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// 收藏（issue 16）：藏品与寄售的爱心、"我的"页入口、收藏页。
export default {
  favourites: {
    heart: {
      label: '收藏：{{name}}',
      // 详情页的爱心显示收藏人数：名称里也带上人数（可见标签在名称中）。
      labelCount: '收藏：{{name}}，{{count}} 人收藏',
      added: '已收藏',
      removed: '已取消收藏',
    },
    mine: {
      label: '我的收藏',
      hint: '关注的藏品与寄售',
    },
    filter: {
      label: '显示',
      all: '全部',
      collection: '藏品',
      listing: '寄售',
    },
    kind: {
      collection: '藏品',
      listing: '寄售',
    },
    state: {
      onSale: '在售',
      locked: '交易中',
      ended: '已结束',
    },
    price: {
      collection: '发行价',
      listing: '售价',
    },
    empty: {
      title: '还没有收藏',
      text: '点藏品或寄售上的爱心，就会收在这里。',
    },
  },
} as const satisfies Texts<typeof en>;
