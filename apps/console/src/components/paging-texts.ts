import { defineTexts } from '../lib/i18n';

// The wording of the paged lists' footer (paged-table.tsx): every console list that pages.
export const pagingTexts = defineTexts({
  en: {
    page: 'Page {page}',
    first: 'First page',
    prev: 'Previous',
    next: 'Next',
    perPage: '{size} per page',
    pageSize: 'Rows per page',
    lastPage: 'Last page',
    emptyPage: 'Nothing on this page any more.',
    failed: 'The list could not be loaded: {msg}',
    retry: 'Try again',
  },
  'zh-CN': {
    page: '第 {page} 页',
    first: '第一页',
    prev: '上一页',
    next: '下一页',
    perPage: '每页 {size} 条',
    pageSize: '每页条数',
    lastPage: '已是最后一页',
    emptyPage: '这一页已没有内容。',
    failed: '列表加载失败：{msg}',
    retry: '重试',
  },
  'zh-TW': {
    page: '第 {page} 頁',
    first: '第一頁',
    prev: '上一頁',
    next: '下一頁',
    perPage: '每頁 {size} 筆',
    pageSize: '每頁筆數',
    lastPage: '已是最後一頁',
    emptyPage: '這一頁已沒有內容。',
    failed: '列表載入失敗：{msg}',
    retry: '重試',
  },
});
