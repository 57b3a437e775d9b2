// Test helper (not exported from the kit): an i18n instance with the identity texts of every language, and
// render() inside its provider and a query client.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createI18n, I18nProvider, type I18n } from '../../lib/i18n';
import en from '../../locales/en/identity';
import es from '../../locales/es/identity';
import fr from '../../locales/fr/identity';
import zhCN from '../../locales/zh-CN/identity';
import zhTW from '../../locales/zh-TW/identity';

export type TestLanguage = 'en' | 'zh-CN' | 'zh-TW' | 'es' | 'fr';

export function createIdentityI18n(lng: TestLanguage = 'en'): I18n {
  return createI18n({ lng, fallbackLng: 'en', resources: { en, 'zh-CN': zhCN, 'zh-TW': zhTW, es, fr } });
}

export function renderWithIdentity(ui: ReactElement, options?: RenderOptions & { lng?: TestLanguage }) {
  const i18n = createIdentityI18n(options?.lng);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>
  );
  return { i18n, queryClient, ...render(ui, { ...options, wrapper: Wrapper }) };
}
