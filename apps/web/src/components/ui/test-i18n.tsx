// Test helper (not exported from the kit): a tiny i18next instance with the English ui texts, and
// render() wrapped in its provider.
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import enUi from '../../locales/en/ui';
import zhCnUi from '../../locales/zh-CN/ui';

export function createTestI18n(lng: 'en' | 'zh-CN' = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: { en: { translation: { ui: enUi } }, 'zh-CN': { translation: { ui: zhCnUi } } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, options?: RenderOptions & { lng?: 'en' | 'zh-CN' }) {
  const i18n = createTestI18n(options?.lng);
  const Wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return { i18n, ...render(ui, { ...options, wrapper: Wrapper }) };
}
