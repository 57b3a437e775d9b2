// 活動（鑄造，issue 18）頁面的文案：列表、活動詳情、選擇藏品、關聯藏品、鑄造結果與我的鑄造紀錄。
// 隨活動頁面按語言載入，不隨啟動載入。
import type en from '../en/activity';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  activity: {
    tabs: {
      label: '活動',
      open: '進行中',
      upcoming: '未開始',
      ended: '已結束',
      records: '我的鑄造',
    },
    empty: {
      open: '暫無進行中的活動',
      upcoming: '暫無即將開始的活動',
      ended: '暫無已結束的活動',
      records: '您還沒有鑄造紀錄',
    },
    phase: {
      open: '進行中',
      upcoming: '未開始',
      soldOut: '已鑄完',
      ended: '已結束',
    },
    mode: {
      hold: '持有鑄造',
      spend: '消耗鑄造',
    },
    modeHint: {
      hold: '所選藏品仍歸您所有；每件藏品在本活動中只能使用一次。',
      spend: '鑄造時所選藏品將被銷毀。',
    },
    startsIn: '距開始',
    endsIn: '距結束',
    endedAt: '已於 {{time}} 結束',
    stockLeft: '剩餘 {{left}}/{{total}}',
    stockLabel: '剩餘數量',
    result: '可獲得',
    window: '活動時間',
    modeLabel: '鑄造方式',
    oncePerHolder: '每位持有者僅可鑄造一次。',
    rules: '活動規則',
    needed: '所需藏品',
    need: '需要 {{count}} 件',
    own: '已持有 {{count}} 件',
    viewItems: '查看關聯藏品',
    choose: '選擇藏品',
    notStarted: '活動尚未開始',
    ended: '活動已結束',
    soldOut: '已全部鑄造完畢',
    castAlready: '您已參與過本活動',
    signIn: '登入後鑄造',
    notFound: '活動不存在',
    select: {
      pickCount: '請選擇 {{count}} 件',
      picked: '已選 {{picked}}/{{count}}',
      serial: '#{{serial}}',
      none: '您未持有該藏品',
      cast: '立即鑄造',
      casting: '鑄造中…',
      summary: '已選 {{picked}}/{{count}} 件',
      full: '該藏品已選夠數量',
      why: {
        cooling: '冷卻期內',
        pledged: '質押中',
        listed: '寄售中',
        frozen: '已凍結',
        used: '已用於本活動',
        minting: '鑄造上鏈中',
        other: '不可使用',
      },
    },
    confirm: {
      title: '確認銷毀藏品？',
      body: '鑄造將銷毀您所選的 {{count}} 件藏品，且無法撤銷。',
      ok: '銷毀並鑄造',
      cancel: '取消',
    },
    failed: '鑄造失敗，請重試',
    done: {
      title: '鑄造成功',
      body: '新藏品正在上鏈鑄造，鏈上確認前顯示為「鑄造中」。',
      view: '查看新藏品',
      records: '我的鑄造',
    },
    record: {
      at: '鑄造於 {{time}}',
      used: '持有：{{items}}',
      spent: '消耗：{{items}}',
      view: '查看 #{{serial}}',
    },
  },
} as const satisfies Texts<typeof en>;
