// Test helper (not exported from the kit): a tiny i18n instance with the English ui texts, and
// render() wrapped in its provider.
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createI18n, I18nProvider, type I18n } from '../../lib/i18n';
import enUi from '../../locales/en/ui';
import zhCnUi from '../../locales/zh-CN/ui';

export function createTestI18n(lng: 'en' | 'zh-CN' = 'en'): I18n {
  return createI18n({ lng, fallbackLng: 'en', resources: { en: { ui: enUi }, 'zh-CN': { ui: zhCnUi } } });
}

export function renderWithI18n(ui: ReactElement, options?: RenderOptions & { lng?: 'en' | 'zh-CN' }) {
  const i18n = createTestI18n(options?.lng);
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  return { i18n, ...render(ui, { ...options, wrapper: Wrapper }) };
}
