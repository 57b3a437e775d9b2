import type { PayMethod } from '@curio/contract/client';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import type { CashierChannel } from '../pay-channel';

/**
 * createPayment: starts a payment of an unpaid order with a method through a spec §4 channel (2013 H5 when not
 * given); answers the provider's cashier and how to show it (`cashierKind`).
 */
export const createPayment = ({ orderNo, method, channel }: { orderNo: string; method: PayMethod; channel?: CashierChannel }) =>
  request('createPayment', {
    body: channel === undefined ? { orderNo, method } : { orderNo, method, channel },
    showErrorMessage: false,
  });

/** Nothing cached changes until the payment ends: the cashier polls it (getPayment) and refreshes then. */
export const useCreatePaymentMutation = () => useMutation({ mutationFn: createPayment });
