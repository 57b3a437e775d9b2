import type { PayMethod } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';

/** createPayment: starts a payment of an unpaid order with a method; answers the provider's cashier page. */
export const createPayment = ({ orderNo, method }: { orderNo: string; method: PayMethod }) =>
  request('createPayment', { body: { orderNo, method }, showErrorMessage: false });

/** Nothing cached changes until the payment ends: the cashier polls it (getPayment) and refreshes then. */
export const useCreatePaymentMutation = () => useMutation({ mutationFn: createPayment });
