// 分享（issue 32 第 12 项，决策 070）：分享按钮与面板、海报、被分享藏品的页面。
export default {
  share: {
    action: '分享',
    label: '分享{{name}}',
    sheet: { title: '分享', close: '关闭' },
    poster: {
      alt: '{{name}}的分享海报，含二维码',
      making: '正在生成海报…',
      failed: '海报生成失败',
      retry: '重试',
      scan: '扫码查看',
      from: '来自{{platform}}的分享',
    },
    copy: '复制链接',
    copied: '链接已复制',
    save: '保存海报',
    saved: '海报已保存',
    system: '更多',
    item: {
      heading: '好友分享的藏品',
      holder: '持有人 {{name}}',
      serial: '编号',
      readOnly: '您正在查看他人分享的藏品，只有持有人可以转赠或寄售。',
      viewCollection: '查看该藏品',
      gone: '分享者已不再持有该藏品。',
      invalid: '分享链接无效。',
    },
  },
} as const;
