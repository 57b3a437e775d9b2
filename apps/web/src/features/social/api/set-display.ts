import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** setDisplay: shows (1) or hides (0) one of my collectibles on my public page. */
export const setDisplay = ({ cardNftId, displayed }: { cardNftId: number; displayed: boolean }) =>
  request('setDisplay', { body: { cardNftId, displayed: displayed ? 1 : 0 } });

export const useSetDisplayMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDisplay,
    // My public page changes, and so does the item's state in my holdings (the detail page's query).
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['social'] }),
        queryClient.invalidateQueries({ queryKey: ['holdings'] }),
      ]),
  });
};
