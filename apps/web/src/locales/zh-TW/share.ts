// 分享（issue 32 第 12 項，決策 070）：分享按鈕與面板、海報、被分享藏品的頁面。
export default {
  share: {
    action: '分享',
    label: '分享{{name}}',
    sheet: { title: '分享', close: '關閉' },
    poster: {
      alt: '{{name}}的分享海報，含 QR 碼',
      making: '正在產生海報…',
      failed: '海報產生失敗',
      retry: '重試',
      scan: '掃碼查看',
      from: '來自{{platform}}的分享',
    },
    copy: '複製連結',
    copied: '連結已複製',
    save: '儲存海報',
    saved: '海報已儲存',
    system: '更多',
    item: {
      heading: '好友分享的藏品',
      holder: '持有人 {{name}}',
      serial: '編號',
      readOnly: '您正在查看他人分享的藏品，只有持有人可以轉贈或寄售。',
      viewCollection: '查看該藏品',
      gone: '分享者已不再持有該藏品。',
      invalid: '分享連結無效。',
    },
  },
} as const;
