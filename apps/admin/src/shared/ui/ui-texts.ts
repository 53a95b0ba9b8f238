import { defineTexts } from '../i18n/define-texts.ts';

/** The shared components' own texts (table states, paging, dialogs, filters). */
export const uiTexts = defineTexts('ui', {
  'zh-CN': {
    loading: '加载中…',
    empty: '没有记录',
    retry: '重试',
    previous: '上一页',
    next: '下一页',
    pageOf: '第 {page} / {pages} 页，共 {total} 条',
    confirm: '确定',
    cancel: '取消',
    reason: '原因',
    reasonRequired: '请填写原因',
    search: '查询',
    reset: '重置',
    filters: '筛选条件',
    saving: '提交中…',
    close: '关闭',
  },
  en: {
    loading: 'Loading…',
    empty: 'No records',
    retry: 'Retry',
    previous: 'Previous',
    next: 'Next',
    pageOf: 'Page {page} of {pages}, {total} in all',
    confirm: 'Confirm',
    cancel: 'Cancel',
    reason: 'Reason',
    reasonRequired: 'Please give a reason',
    search: 'Search',
    reset: 'Reset',
    filters: 'Filters',
    saving: 'Submitting…',
    close: 'Close',
  },
});
