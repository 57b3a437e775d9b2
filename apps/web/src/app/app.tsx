import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { i18n, I18nProvider } from '../lib/i18n';
import { AppRouter } from './router';
import { QueryClientContext } from '../lib/query/query-client';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <QueryClientContext.Provider value={queryClient}>
        <I18nProvider i18n={i18n}>
          <AppRouter />
        </I18nProvider>
      </QueryClientContext.Provider>
    </QueryClientProvider>
  );
}
