import { QueryClient } from '@tanstack/react-query';
import { createContext } from 'react';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

export const QueryClientContext = createContext<QueryClient | null>(null);
