import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { i18n as appI18n, I18nProvider, type I18n } from '../lib/i18n';
import { AppRouter, type RouterFrame } from './router';
import { QueryClientContext } from '../lib/query/query-client';

/**
 * The app. The server's render of the home (decision 024) passes its own texts instance and a router
 * fixed at the route it renders; the browser uses the app's instance and the hash router.
 */
export function App({ queryClient, i18n = appI18n, Router }: { queryClient: QueryClient; i18n?: I18n; Router?: RouterFrame }) {
  return (
    <QueryClientProvider client={queryClient}>
      <QueryClientContext.Provider value={queryClient}>
        <I18nProvider i18n={i18n}>
          <AppRouter Router={Router} />
        </I18nProvider>
      </QueryClientContext.Provider>
    </QueryClientProvider>
  );
}
