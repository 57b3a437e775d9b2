import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/activity-titles';
import zhCNTitles from '../../locales/zh-CN/activity-titles';
import zhTWTitles from '../../locales/zh-TW/activity-titles';
import { activityTexts } from '../../features/activity/texts';
import { ACCOUNT_MENU } from '../../features/identity/menu';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { findRoute, routes } from './all';

describe('the activity pages', () => {
  it('are in the route table: the list and the detail (pull, open), choosing and the qualifying items (login), titled in three languages', () => {
    expect(findRoute('/pages/activity/index/index')).toMatchObject({ pull: true, title: 'nav.activities' });
    expect(findRoute('/pages/activity/index/index')?.auth).toBeFalsy();
    expect(findRoute('/pages/activity/detail/detail')).toMatchObject({ pull: true, title: 'nav.activityDetail' });
    expect(findRoute('/pages/activity/detail/detail')?.auth).toBeFalsy();
    expect(findRoute('/pages/activity/order/selectNft')).toMatchObject({ auth: true, title: 'nav.activitySelect' });
    expect(findRoute('/pages/activity/order/associatedNft')).toMatchObject({ auth: true, title: 'nav.activityItems' });
    // Issue 19: a coupon activity's selection and an activity order's confirmation (login).
    expect(findRoute('/pages/activity/order/couponSelectNft')).toMatchObject({ auth: true, title: 'nav.couponSelect' });
    expect(findRoute('/pages/activity/order/confirm')).toMatchObject({ auth: true, title: 'nav.activityOrder' });
    const keys = Object.keys(enTitles).sort();
    expect(Object.keys(zhCNTitles).sort()).toEqual(keys);
    expect(Object.keys(zhTWTitles).sort()).toEqual(keys);
    const used = routes.map((r) => r.title?.slice(4));
    for (const k of keys) expect(used).toContain(k);
  });

  it('are reachable from the mine page: the account menu lists the activities', () => {
    expect(ACCOUNT_MENU.find((m) => m.key === 'activities')?.route).toBe('/pages/activity/index/index');
  });

  it('load their texts with the pages; es and fr take what they lack from English', async () => {
    await setupI18n('zh-CN');
    await activityTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('activity.mode.spend')).toBe('消耗鑄造');
    expect(i18n.t('nav.activities')).toBe('活動');
    await activityTexts.load('es');
    await changeLanguage('es');
    expect(i18n.t('activity.confirm.ok')).toBe('Destruir y acuñar');
    expect(i18n.t('activity.tabs.records')).toBe('My casts');
    await activityTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('activity.failed')).toBe('Impossible de frapper. Veuillez réessayer.');
  });
});
