// 项目专辑及其动态（issue 20）。
export default {
  album: {
    empty: '暂无专辑',
    emptyHint: '项目故事发布后会显示在这里。',
    collectionCount_one: '{{count}} 个藏品',
    collectionCount_other: '{{count}} 个藏品',
    latestTrend: '更新于 {{date}}',
    collections: '专辑中的藏品',
    trends: '动态',
    noTrends: '暂无动态',
    draft: '草稿',
    trend: {
      image: '第 {{n}} 张，共 {{total}} 张',
      video: '动态视频',
      open: '查看动态',
    },
    notFound: {
      album: '专辑不存在',
      trend: '动态不存在',
      hint: '它可能已下架或被删除。',
    },
    preview: {
      note: '预览：草稿会显示并标注；用户只能看到已发布的内容。',
      invalid: '预览已过期',
      invalidHint: '请从管理后台重新打开预览。',
    },
  },
} as const;
