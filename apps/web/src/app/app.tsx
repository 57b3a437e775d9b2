import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { AppRouter } from './router';
import { QueryClientContext } from '../lib/query/query-client';

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <QueryClientContext.Provider value={queryClient}>
        <I18nextProvider i18n={i18n}>
          <AppRouter />
        </I18nextProvider>
      </QueryClientContext.Provider>
    </QueryClientProvider>
  );
}
