import { describe, expect, it } from 'vitest';
import enTitles from '../../locales/en/synthesis-titles';
import zhCNTitles from '../../locales/zh-CN/synthesis-titles';
import zhTWTitles from '../../locales/zh-TW/synthesis-titles';
import { synthesisTexts } from '../../features/synthesis/texts';
import { SYNTHESIS_PATHS } from '../../features/synthesis/paths';
import { ACCOUNT_MENU, accountMenu } from '../../features/identity/menu';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { findRoute, hasRoute, routes } from './all';

describe('the synthesis pages', () => {
  it('are in the route table: the list open to visitors, the detail, picker and records behind login, titled in zh-CN, zh-TW and en', () => {
    expect(findRoute(SYNTHESIS_PATHS.list)).toMatchObject({ pull: true, title: 'nav.synthesis' });
    expect(findRoute(SYNTHESIS_PATHS.list)?.auth).toBeFalsy();
    expect(findRoute('/pages/detail/synthesis')).toMatchObject({ auth: true, pull: true, title: 'nav.synthesisDetail' });
    expect(findRoute('/pages/synthesis/debrisList')).toMatchObject({ auth: true, title: 'nav.synthesisPick' });
    expect(findRoute('/pages/synthesis/hostlist')).toMatchObject({ auth: true, pull: true, title: 'nav.synthesisRecords' });
    const keys = Object.keys(enTitles).sort();
    expect(Object.keys(zhCNTitles).sort()).toEqual(keys);
    expect(Object.keys(zhTWTitles).sort()).toEqual(keys);
    const used = routes.map((r) => r.title?.slice(4));
    for (const k of keys) expect(used).toContain(k);
  });

  it('are reachable from the mine page: the account menu lists synthesis once its page exists', () => {
    expect(ACCOUNT_MENU.find((m) => m.key === 'synthesis')?.route).toBe(SYNTHESIS_PATHS.list);
    expect(accountMenu(hasRoute, []).map((m) => m.key)).toContain('synthesis');
  });

  it('load their texts with the pages; es and fr take what they lack from English', async () => {
    await setupI18n('zh-CN');
    await synthesisTexts.load('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('synthesis.status.ing')).toBe('進行中');
    expect(i18n.t('nav.synthesisRecords')).toBe('合成記錄');
    await synthesisTexts.load('fr');
    await changeLanguage('fr');
    expect(i18n.t('synthesis.confirm.ok')).toBe('Synthétiser');
    expect(i18n.t('synthesis.tabs.open')).toBe('Open');
    await synthesisTexts.load('es');
    await changeLanguage('es');
    expect(i18n.t('synthesis.failed')).toBe('No se pudo sintetizar. Inténtalo de nuevo.');
  });
});
