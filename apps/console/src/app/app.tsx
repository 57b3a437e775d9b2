import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, useState } from 'react';
import { RouterProvider } from 'react-router';
import { LanguageProvider, useLanguage, type ConsoleLanguage } from '../lib/i18n';
import { onSessionEnded, setRequestLanguage } from '../lib/request';
import { ME_QUERY_KEY } from '../lib/session';
import { ConsoleThemeProvider } from '../lib/theme';
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
    // Light or dark as the operator's system says, live (decision 072).
    <ConsoleThemeProvider locale={ANTD_LOCALES[language]}>
      <AntApp>
        <RouterProvider router={router} />
      </AntApp>
    </ConsoleThemeProvider>
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
