// 空投頁面的文案（issue 14）：列表與空投詳情。隨空投頁面按語言載入，不隨啟動載入。
import type en from '../en/airdrop';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  airdrop: {
    empty: '暫無可領取的空投',
    phase: {
      open: '可領取',
      upcoming: '未開始',
      received: '已領取',
      exhausted: '已領完',
      expired: '已過期',
    },
    startsIn: '距開始',
    endedAt: '已於 {{time}} 結束',
    endsIn: '距結束',
    claims: '已領 {{claimed}}/{{limit}}',
    claimsLabel: '領取情況',
    perUser: '每人 {{count}} 份',
    perUserLabel: '每人可得',
    collection: '藏品',
    window: '領取時間',
    about: '空投說明',
    receive: '免費領取',
    receiving: '領取中…',
    notStarted: '尚未開始',
    failed: '領取失敗，請重試',
    notFound: '此空投不存在或您不在領取範圍內',
    result: {
      title: '已到帳',
      minting: '藏品已歸您所有，正在鏈上鑄造，確認前顯示為「鑄造中」。',
      view: '查看藏品',
      viewMinting: '查看藏品（鑄造中）',
    },
  },
} as const satisfies Texts<typeof en>;
