import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * What the server changes by itself, seen by a page rather than done by a write: an order closed at its
 * deadline or paid (the provider's notice), a collectible's mint confirmed. The writes carry their own
 * invalidations (the mutation hooks beside this file); these name the caches such events touch, so
 * that pages hold no query keys.
 */
export function useSaleRefresh() {
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      /** An order was paid or closed: orders, holdings and the drop's stock (another feature's cache) changed. */
      orderEnded: () => queryClient.invalidateQueries(),
      /** A mint was confirmed: the holdings lists show the collectible as held. */
      minted: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: ['holdings', 'groups'] }),
          queryClient.invalidateQueries({ queryKey: ['holdings', 'items'] }),
        ]),
    }),
    [queryClient],
  );
}
