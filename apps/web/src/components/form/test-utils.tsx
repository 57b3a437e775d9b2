// Test helper (not exported from the kit): i18next with the identity texts of every language, and
// render() inside its provider and a query client.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import en from '../../locales/en/identity';
import es from '../../locales/es/identity';
import fr from '../../locales/fr/identity';
import zhCN from '../../locales/zh-CN/identity';
import zhTW from '../../locales/zh-TW/identity';

export type TestLanguage = 'en' | 'zh-CN' | 'zh-TW' | 'es' | 'fr';

export function createIdentityI18n(lng: TestLanguage = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: 'en',
    resources: {
      en: { translation: en },
      'zh-CN': { translation: zhCN },
      'zh-TW': { translation: zhTW },
      es: { translation: es },
      fr: { translation: fr },
    },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function renderWithIdentity(ui: ReactElement, options?: RenderOptions & { lng?: TestLanguage }) {
  const i18n = createIdentityI18n(options?.lng);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </QueryClientProvider>
  );
  return { i18n, queryClient, ...render(ui, { ...options, wrapper: Wrapper }) };
}
