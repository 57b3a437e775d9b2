import type { CallData, Calls } from '@curio/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request/index';
import { walletKeys } from './keys';

export type BankCard = CallData<Calls['listBankCards']>['cards'][number];

/** listBankCards: the bound cards, bank and last 4 digits only. */
export const listBankCards = () => request('listBankCards');

export const bankCardsQueryOptions = () => queryOptions({ queryKey: walletKeys.cards, queryFn: listBankCards });

export const useBankCards = (enabled = true) => useQuery({ ...bankCardsQueryOptions(), enabled });
