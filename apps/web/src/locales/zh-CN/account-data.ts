// The data export's and account deletion's texts (issue 20, decision 046): the safety page's two rows and
// their sheets. One chunk per language (features/account-data/texts.ts).
export default {
  accountData: {
    group: '我的数据',
    exportRow: '导出我的数据',
    deleteRow: '注销账号',
    close: '关闭',
    export: {
      title: '导出我的数据',
      intro:
        '包括你的资料、订单、支付、藏品及其链上记录、转赠与寄售、邀请、地址和优惠券，打包为一个 JSON 文件，不含身份证号。稍候即可准备好，保留 24 小时。',
      request: '申请导出',
      preparing: '正在准备你的数据…',
      ready: '可下载至 {{time}}',
      expired: '已过期，请重新申请',
      download: '下载',
      requested: '正在准备你的数据',
      downloaded: '已下载',
      none: '暂无导出记录',
    },
    delete: {
      title: '注销账号',
      intro:
        '注销后你将在所有设备退出登录，你的个人信息将被清除：手机号、昵称、头像、实名姓名和身份证号、地址、关注和收藏。订单和支付记录按财务规定保留，但不再关联你的个人信息。你的手机号可以重新注册为新账号。此操作不可撤销。',
      blocked: '暂时无法注销账号：',
      collectibles: '你还持有{{count}}件藏品，请先转赠、寄售或处理',
      money: '钱包还有¥{{amount}}，请先提现',
      orders: '还有{{count}}笔未完成的订单或寄售，请先完成或取消',
      clear: '可以注销。',
      payPassword: '支付密码',
      submit: '注销我的账号',
      confirm: '确定永久注销你的账号吗？此操作不可撤销。',
      confirmYes: '注销',
      cancel: '取消',
      done: '你的账号已注销',
      checking: '正在检查你的账号…',
    },
  },
};
