// 幫助頁（issue 32 第 14 項，決策 070）：營運方常見問題下方的聯絡方式。
export default {
  help: {
    contact: { title: '聯絡我們', phone: '客服電話', email: '客服信箱', hours: '服務時間' },
  },
} as const;
