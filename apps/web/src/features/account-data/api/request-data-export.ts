import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** requestDataExport: starts preparing a copy of my data (5000231 while one prepares, 5000230 within the hour). */
export const requestDataExport = () => request('requestDataExport', {});

export const useRequestDataExportMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['data-exports'] }),
  });
};
