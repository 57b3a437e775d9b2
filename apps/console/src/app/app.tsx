import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LanguageProvider, useLanguage, type ConsoleLanguage } from '../lib/i18n';
import { onSessionEnded, setRequestLanguage } from '../lib/request';
import { ME_QUERY_KEY } from '../lib/session';
import { createConsoleRouter } from './router';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } as const;

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 10_000, refetchOnWindowFocus: false, retry: 1 } },
  });
}

function Themed({ router }: { router: ReturnType<typeof createConsoleRouter> }) {
  const { language } = useLanguage();
  useEffect(() => {
    document.documentElement.lang = language;
    setRequestLanguage(language);
  }, [language]);
  return (
    <ConfigProvider
      locale={ANTD_LOCALES[language]}
      // The console's own brand (not a tenant's): a blue that keeps AA contrast on white.
      theme={{ token: { colorPrimary: '#1d5fd6', borderRadius: 6, fontSize: 14 } }}
    >
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConfigProvider>
  );
}

export function ConsoleApp() {
  const [client] = useState(createConsoleQueryClient);
  const [router] = useState(createConsoleRouter);
  useEffect(() => {
    // A call answered "signed out": forget the operator; the shell then goes to /login.
    onSessionEnded(() => client.setQueryData(ME_QUERY_KEY, null));
  }, [client]);
  return (
    <QueryClientProvider client={client}>
      <LanguageProvider onChange={(lang: ConsoleLanguage) => setRequestLanguage(lang)}>
        <Themed router={router} />
      </LanguageProvider>
    </QueryClientProvider>
  );
}
