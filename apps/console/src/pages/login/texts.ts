import { defineTexts } from '../../lib/i18n';

export const loginTexts = defineTexts({
  en: { title: 'Sign in to the console', pending: 'The sign-in page is on its way (op-auth).' },
  'zh-CN': { title: '登录运营后台', pending: '登录页即将上线（op-auth）。' },
  'zh-TW': { title: '登入營運後台', pending: '登入頁即將上線（op-auth）。' },
});
