import type { CallQuery, Calls } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** findRecipient: the user to gift to, on this tenant (4000029 myself, 4000030 unknown or not eligible). */
export const findRecipient = (query: CallQuery<Calls['findRecipient']>) =>
  request('findRecipient', { query, showErrorMessage: false });

/** A search the user starts (a mutation: it runs on the button, its answer is shown once). */
export const useFindRecipientMutation = () => useMutation({ mutationFn: findRecipient });
