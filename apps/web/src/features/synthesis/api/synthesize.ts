import type { CallData, Calls } from '@curio/contract/client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

export type SynthesisReceipt = CallData<Calls['synthesize']>;

/**
 * synthesize: burns or pledges the picked fragments and hands the result over, in one transaction on the
 * server. A refusal (its message) is shown as the request client's toast and kept beside the button.
 */
export const synthesize = (body: { recipeId: number; itemIds: number[] }) => request('synthesize', { body });

export const useSynthesizeMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: synthesize,
    // Done or refused, the recipe's stock, my fragments and my records may have changed.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['synthesis'] }),
  });
};
