import type en from '../en/favourite';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

// 收藏（issue 16）：藏品與寄售的愛心、「我的」頁入口、收藏頁。
export default {
  favourites: {
    heart: {
      label: '收藏：{{name}}',
      // 詳情頁的愛心顯示收藏人數：名稱裡也帶上人數（可見標籤在名稱中）。
      labelCount: '收藏：{{name}}，{{count}} 人收藏',
      added: '已收藏',
      removed: '已取消收藏',
    },
    mine: {
      label: '我的收藏',
      hint: '關注的藏品與寄售',
    },
    filter: {
      label: '顯示',
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
      ended: '已結束',
    },
    price: {
      collection: '發行價',
      listing: '售價',
    },
    empty: {
      title: '還沒有收藏',
      text: '點藏品或寄售上的愛心，就會收在這裡。',
    },
  },
} as const satisfies Texts<typeof en>;
