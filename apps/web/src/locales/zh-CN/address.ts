// 收货地址与发货的文案（issue 19）。
import type en from '../en/address';
import form from './form';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

export default {
  // The form kit's counter (the detail's text area), also in the identity bundle.
  form: { counter: form.counter },
  address: {
    list: {
      empty: '暂无收货地址',
      emptyHint: '添加实物奖品的收货地址。',
      add: '新增地址',
      default: '默认',
      setDefault: '设为默认',
      edit: '编辑',
      delete: '删除',
      use: '使用此地址',
      pickHint: '请选择本订单的收货地址。',
      defaultDone: '已设为默认地址',
      deleted: '地址已删除',
    },
    deleteConfirm: {
      title: '删除该地址？',
      body: '将删除{{receiver}}的地址，已下的订单保留原地址。',
      ok: '删除',
      cancel: '保留',
    },
    form: {
      receiver: '收货人',
      receiverPlaceholder: '收货人姓名',
      phone: '手机号码',
      phonePlaceholder: '11位手机号码',
      region: '所在地区',
      street: '街道/乡镇（选填）',
      streetPlaceholder: '街道、乡镇',
      detail: '详细地址',
      detailPlaceholder: '楼栋、单元、门牌号',
      isDefault: '设为默认地址',
      defaultLocked: '默认地址',
      save: '保存',
      saving: '保存中…',
      saved: '地址已保存',
      notFound: '地址不存在',
    },
    region: {
      province: '省份',
      city: '城市',
      district: '区县',
      choose: {
        province: '请选择省份',
        city: '请选择城市',
        district: '请选择区县',
      },
      loading: '正在加载地区…',
      failed: '地区加载失败，请重试。',
    },
    pick: {
      title: '收货地址',
      none: '暂无收货地址',
      add: '新增地址',
      change: '更换',
    },
    shipping: {
      title: '物流信息',
      address: '收货地址',
      awaiting: '待发货',
      carrier: '快递公司',
      trackingNo: '快递单号',
      shippedAt: '发货时间',
      completedAt: '收货时间',
      autoComplete: '将于{{time}}自动确认收货',
      confirm: '确认收货',
      confirming: '确认中…',
      confirmTitle: '确认已收到货物？',
      confirmBody: '请在收到货物后再确认，确认后订单完成。',
      confirmOk: '确认收货',
      confirmCancel: '还没收到',
      confirmed: '已确认收货',
      copy: '复制',
      copied: '快递单号已复制',
      copyLabel: '复制快递单号',
    },
  },
} as const satisfies Texts<typeof en>;
