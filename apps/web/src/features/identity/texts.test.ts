import { describe, expect, it } from 'vitest';
import { changeLanguage, i18n, setupI18n } from '../../lib/i18n';
import { loadIdentityTexts } from './texts';

describe('identity texts load with their pages', () => {
  it('adds them to the app’s texts without hiding the app’s own (a language switch loads ours first)', async () => {
    await setupI18n('zh-CN');
    await loadIdentityTexts('zh-TW');
    await changeLanguage('zh-TW');
    expect(i18n.t('account.inviteCode')).toBe('邀請碼');
    expect(i18n.t('nav.safety')).toBe('帳號安全');
    expect(i18n.t('account.verify.done')).toBe('實名認證成功');
    expect(i18n.t('auth.tabPassword')).not.toBe('auth.tabPassword');
  });

  it('es and fr take what they lack from English', async () => {
    await loadIdentityTexts('fr');
    await changeLanguage('fr');
    expect(i18n.t('form.codeSent')).toBe('Code de vérification envoyé');
    expect(i18n.t('auth.tabPassword')).toBe('Password login');
  });
});
