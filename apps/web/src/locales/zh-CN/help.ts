// 帮助页（issue 32 第 14 项，决策 070）：运营方常见问题下方的联系方式。
export default {
  help: {
    contact: { title: '联系我们', phone: '客服电话', email: '客服邮箱', hours: '服务时间' },
  },
} as const;
