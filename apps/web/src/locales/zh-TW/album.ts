// 專案專輯及其動態（issue 20）。
export default {
  album: {
    empty: '暫無專輯',
    emptyHint: '專案故事發布後會顯示在這裡。',
    collectionCount_one: '{{count}} 個藏品',
    collectionCount_other: '{{count}} 個藏品',
    latestTrend: '更新於 {{date}}',
    collections: '專輯中的藏品',
    trends: '動態',
    noTrends: '暫無動態',
    draft: '草稿',
    trend: {
      image: '第 {{n}} 張，共 {{total}} 張',
      video: '動態影片',
      open: '查看動態',
    },
    notFound: {
      album: '專輯不存在',
      trend: '動態不存在',
      hint: '它可能已下架或被刪除。',
    },
    preview: {
      note: '預覽：草稿會顯示並標示；使用者只能看到已發布的內容。',
      invalid: '預覽已過期',
      invalidHint: '請從管理後台重新開啟預覽。',
    },
  },
} as const;
