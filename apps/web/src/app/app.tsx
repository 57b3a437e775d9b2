import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { i18n } from '../lib/i18n';
import { setNavigator } from '../lib/navigation';
import { createAppRouter } from './router';
import { QueryClientContext } from '../lib/query/query-client';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  useEffect(() => {
    setNavigator((to, opts) => void router.navigate(to, { replace: opts?.replace ?? false }));
    return () => setNavigator(null);
  }, [router]);
  return (
    <QueryClientProvider client={queryClient}>
      <QueryClientContext.Provider value={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientContext.Provider>
    </QueryClientProvider>
  );
}
