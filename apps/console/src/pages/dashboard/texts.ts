import { defineTexts } from '../../lib/i18n';

export const dashboardTexts = defineTexts({
  en: { menu: 'Dashboard', title: 'Dashboard', subtitle: 'Sales, orders and users of {tenant}.' },
  'zh-CN': { menu: '概览', title: '概览', subtitle: '{tenant} 的销售、订单与用户。' },
  'zh-TW': { menu: '概覽', title: '概覽', subtitle: '{tenant} 的銷售、訂單與用戶。' },
});
