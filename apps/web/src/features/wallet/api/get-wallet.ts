import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

export type Wallet = CallData<Calls['getWallet']>;

/** getWallet: opened or not, the balance the provider derives from its ledger, the password's state, cards. */
export const getWallet = () => request('getWallet');

export const walletQueryOptions = () => queryOptions({ queryKey: walletKeys.info, queryFn: getWallet });

/** The wallet, looked at again whenever a wallet page opens (money moves on the provider's side too). */
export const useWallet = () => useQuery({ ...walletQueryOptions(), refetchOnMount: 'always' });
