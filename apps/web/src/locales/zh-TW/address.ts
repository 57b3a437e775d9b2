// 收貨地址與出貨的文案（issue 19）。
import type en from '../en/address';
import form from './form';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  // The form kit's counter (the detail's text area), also in the identity bundle.
  form: { counter: form.counter },
  address: {
    list: {
      empty: '暫無收貨地址',
      emptyHint: '新增實體獎品的收貨地址。',
      add: '新增地址',
      default: '預設',
      setDefault: '設為預設',
      edit: '編輯',
      delete: '刪除',
      use: '使用此地址',
      pickHint: '請選擇本訂單的收貨地址。',
      defaultDone: '已設為預設地址',
      deleted: '地址已刪除',
    },
    deleteConfirm: {
      title: '刪除此地址？',
      body: '將刪除{{receiver}}的地址，已下的訂單保留原地址。',
      ok: '刪除',
      cancel: '保留',
    },
    form: {
      receiver: '收貨人',
      receiverPlaceholder: '收貨人姓名',
      phone: '手機號碼',
      phonePlaceholder: '11位手機號碼',
      region: '所在地區',
      street: '街道/鄉鎮（選填）',
      streetPlaceholder: '街道、鄉鎮',
      detail: '詳細地址',
      detailPlaceholder: '樓棟、單元、門牌號',
      isDefault: '設為預設地址',
      defaultLocked: '預設地址',
      save: '儲存',
      saving: '儲存中…',
      saved: '地址已儲存',
      notFound: '地址不存在',
    },
    region: {
      province: '省份',
      city: '城市',
      district: '區縣',
      choose: {
        province: '請選擇省份',
        city: '請選擇城市',
        district: '請選擇區縣',
      },
      loading: '正在載入地區…',
      failed: '地區載入失敗，請重試。',
    },
    pick: {
      title: '收貨地址',
      none: '暫無收貨地址',
      add: '新增地址',
      change: '更換',
    },
    shipping: {
      title: '物流資訊',
      address: '收貨地址',
      awaiting: '待出貨',
      carrier: '物流公司',
      trackingNo: '物流單號',
      shippedAt: '出貨時間',
      completedAt: '收貨時間',
      autoComplete: '將於{{time}}自動確認收貨',
      confirm: '確認收貨',
      confirming: '確認中…',
      confirmTitle: '確認已收到貨物？',
      confirmBody: '請在收到貨物後再確認，確認後訂單完成。',
      confirmOk: '確認收貨',
      confirmCancel: '還沒收到',
      confirmed: '已確認收貨',
      copy: '複製',
      copied: '物流單號已複製',
      copyLabel: '複製物流單號',
    },
  },
} as const satisfies Texts<typeof en>;
