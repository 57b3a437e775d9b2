// 空投页面的文案（issue 14）：列表与空投详情。随空投页面按语言加载，不随启动加载。
import type en from '../en/airdrop';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  airdrop: {
    empty: '暂无可领取的空投',
    phase: {
      open: '可领取',
      upcoming: '未开始',
      received: '已领取',
      exhausted: '已领完',
      expired: '已过期',
    },
    startsIn: '距开始',
    endedAt: '已于 {{time}} 结束',
    endsIn: '距结束',
    claims: '已领 {{claimed}}/{{limit}}',
    claimsLabel: '领取情况',
    perUser: '每人 {{count}} 份',
    perUserLabel: '每人可得',
    collection: '藏品',
    window: '领取时间',
    about: '空投说明',
    receive: '免费领取',
    receiving: '领取中…',
    notStarted: '尚未开始',
    failed: '领取失败，请重试',
    notFound: '该空投不存在或您不在领取范围内',
    result: {
      title: '已到账',
      minting: '藏品已归您所有，正在链上铸造，确认前显示为“铸造中”。',
      view: '查看藏品',
      viewMinting: '查看藏品（铸造中）',
    },
  },
} as const satisfies Texts<typeof en>;
