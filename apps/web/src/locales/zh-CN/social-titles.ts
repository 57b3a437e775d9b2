// 社交页面的标题（路由表的 title，位于 nav 下），随启动加载。
export default {
  personal: '个人主页',
  fans: '粉丝',
  concern: '关注',
} as const;
