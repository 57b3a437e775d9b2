// 收藏页的标题（路由表的 `title`，在 `nav` 下），随启动加载。
export default {
  favourites: '我的收藏',
} as const;
