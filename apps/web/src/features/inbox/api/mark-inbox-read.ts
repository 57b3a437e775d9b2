import type { InfiniteData } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CursorPage } from '../../../lib/query/cursor-list';
import { request } from '../../../lib/request/index';
import type { InboxEvent } from './list-inbox';

/** markInboxRead: one event (`id`) or all of mine; answers the unread count. */
export const markInboxRead = (what: { id: number } | { all: true }) =>
  request('markInboxRead', { body: what, showErrorMessage: false });

/**
 * Marks read: the list shows it at once (read time = now until the list loads again) and the bell takes
 * the server's count.
 */
export const useMarkInboxReadMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markInboxRead,
    onMutate: (what) => {
      const now = Date.now();
      queryClient.setQueryData<InfiniteData<CursorPage<InboxEvent>, string | null>>(['inbox', 'list'], (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((p) => ({
                ...p,
                items: p.items.map((e) => (e.readAt === null && ('all' in what || e.id === what.id) ? { ...e, readAt: now } : e)),
              })),
            }
          : data,
      );
    },
    onSuccess: (res) => queryClient.setQueryData(['inbox', 'unread'], { unread: res.unread }),
    onError: () => queryClient.invalidateQueries({ queryKey: ['inbox'] }),
  });
};
