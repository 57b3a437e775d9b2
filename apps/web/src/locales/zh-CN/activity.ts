// 活动（铸造，issue 18）页面的文案：列表、活动详情、选择藏品、关联藏品、铸造结果与我的铸造记录。
// 随活动页面按语言加载，不随启动加载。
import type en from '../en/activity';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  activity: {
    tabs: {
      label: '活动',
      open: '进行中',
      upcoming: '未开始',
      ended: '已结束',
      records: '我的铸造',
    },
    empty: {
      open: '暂无进行中的活动',
      upcoming: '暂无即将开始的活动',
      ended: '暂无已结束的活动',
      records: '您还没有铸造记录',
    },
    phase: {
      open: '进行中',
      upcoming: '未开始',
      soldOut: '已铸完',
      ended: '已结束',
    },
    mode: {
      hold: '持有铸造',
      spend: '消耗铸造',
    },
    modeHint: {
      hold: '所选藏品仍归您所有；每件藏品在本活动中只能使用一次。',
      spend: '铸造时所选藏品将被销毁。',
    },
    startsIn: '距开始',
    endsIn: '距结束',
    endedAt: '已于 {{time}} 结束',
    stockLeft: '剩余 {{left}}/{{total}}',
    stockLabel: '剩余数量',
    result: '可获得',
    window: '活动时间',
    modeLabel: '铸造方式',
    oncePerHolder: '每位持有者仅可铸造一次。',
    rules: '活动规则',
    needed: '所需藏品',
    need: '需要 {{count}} 件',
    own: '已持有 {{count}} 件',
    viewItems: '查看关联藏品',
    choose: '选择藏品',
    notStarted: '活动尚未开始',
    ended: '活动已结束',
    soldOut: '已全部铸造完毕',
    castAlready: '您已参与过本活动',
    signIn: '登录后铸造',
    notFound: '活动不存在',
    select: {
      pickCount: '请选择 {{count}} 件',
      picked: '已选 {{picked}}/{{count}}',
      serial: '#{{serial}}',
      none: '您未持有该藏品',
      cast: '立即铸造',
      casting: '铸造中…',
      summary: '已选 {{picked}}/{{count}} 件',
      full: '该藏品已选够数量',
      why: {
        cooling: '冷却期内',
        pledged: '质押中',
        listed: '寄售中',
        frozen: '已冻结',
        used: '已用于本活动',
        minting: '铸造上链中',
        other: '不可使用',
      },
    },
    confirm: {
      title: '确认销毁藏品？',
      body: '铸造将销毁您所选的 {{count}} 件藏品，且无法撤销。',
      ok: '销毁并铸造',
      cancel: '取消',
    },
    failed: '铸造失败，请重试',
    done: {
      title: '铸造成功',
      body: '新藏品正在上链铸造，链上确认前显示为“铸造中”。',
      view: '查看新藏品',
      records: '我的铸造',
    },
    record: {
      at: '铸造于 {{time}}',
      used: '持有：{{items}}',
      spent: '消耗：{{items}}',
      view: '查看 #{{serial}}',
    },
  },
} as const satisfies Texts<typeof en>;
