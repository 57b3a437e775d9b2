import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type Opening = CallData<Calls['openBox']>;
export type DrawProof = Opening['proof'];

/** openBox (spec §7 `/mallapp/box/open`, "error message shown"): draws one item, provably fair. */
export const openBox = (boxId: number) => request('openBox', { body: { boxId } });

export const useOpenBoxMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openBox,
    // The box is opened and what it held is mine: both lists of boxes and my holdings change.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['boxes'] });
      void queryClient.invalidateQueries({ queryKey: ['holdings'] });
    },
  });
};
