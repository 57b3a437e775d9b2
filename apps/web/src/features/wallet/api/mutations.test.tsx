// The wallet's writes carry their invalidations (decision 017): what each answer changes is out of date
// (or replaced by the answer) when the mutation resolves, whatever page called it. Requests go through
// the request client to msw.
import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query/query-client';
import { useConfirmBankCardMutation } from './confirm-bank-card';
import { useOpenWalletMutation } from './open-wallet';
import { usePayWithWalletMutation } from './pay-with-wallet';
import { useRechargeMutation } from './recharge';
import { useResetWalletPasswordMutation } from './reset-wallet-password';
import { useUnbindBankCardMutation } from './unbind-bank-card';
import { useUpdateWalletPasswordMutation } from './update-wallet-password';
import { useWithdrawMutation } from './withdraw';
import { useBindBankCardMutation } from './bind-bank-card';
import { walletKeys } from './keys';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });
const refuse = (code: number) => HttpResponse.json({ code, msg: 'refused', data: null });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

const KEYS = {
  info: walletKeys.info,
  cards: walletKeys.cards,
  bills: walletKeys.billList('2026-11', 'all', 'en'),
  bill: walletKeys.bill('B1234567', 'en'),
  order: ['orders', 'detail', 'O1', 'en'],
} as const;
const stale = () =>
  Object.fromEntries(Object.entries(KEYS).map(([name, key]) => [name, queryClient.getQueryState(key)?.isInvalidated ?? false]));

const wallet = {
  opened: true,
  provider: 'lianlian',
  accountNo: 'LL****0001',
  balance: 1000,
  pendingWithdrawal: 0,
  passwordSet: true,
  passwordLockedUntil: null,
  bankCardCount: 1,
  realName: true,
  openedAt: 1,
  serverTime: 2,
};
const card = { cardId: 1, bankCode: 'ICBC', bankName: '中国工商银行', cardType: 'debit', last4: '1234', boundAt: 1 };
const bill = {
  billNo: 'B1234567',
  kind: 'recharge',
  amount: 500,
  progress: 7,
  title: 'Recharge',
  card: { bankName: '中国工商银行', last4: '1234' },
  orderNo: null,
  failReason: null,
  createdAt: 1,
  finishedAt: 1,
  expectedAt: null,
  balanceAfter: 1500,
};

beforeEach(() => {
  queryClient = createQueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, {});
});

describe('the wallet mutations', () => {
  it('opening puts the answered wallet in the cache', async () => {
    server.use(http.post('/api/mallapp/wallet/open', () => ok(wallet)));
    const { result } = renderHook(() => useOpenWalletMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ password: '123456', confirmPassword: '123456' }));
    expect(queryClient.getQueryData(walletKeys.info)).toEqual(wallet);
    expect(stale()).toEqual({ info: false, cards: false, bills: false, bill: false, order: false });
  });

  it('starting a bind changes nothing cached; confirming it makes the cards and the wallet out of date', async () => {
    server.use(
      http.post('/api/mallapp/wallet/bankCard/bind', () =>
        ok({ bindId: 'b1', bankCode: 'ICBC', bankName: 'x', last4: '1234', phone: '138****8000', expiresAt: 9, resendAt: 9 }),
      ),
      http.post('/api/mallapp/wallet/bankCard/confirm', () => ok(card)),
    );
    const bind = renderHook(() => useBindBankCardMutation(), { wrapper });
    await act(() =>
      bind.result.current.mutateAsync({ cardNumber: '6222020000000000009', areaCode: '+86', phone: '13800138000' }),
    );
    expect(stale()).toEqual({ info: false, cards: false, bills: false, bill: false, order: false });
    const confirm = renderHook(() => useConfirmBankCardMutation(), { wrapper });
    await act(() => confirm.result.current.mutateAsync({ bindId: 'b1', code: '123456' }));
    expect(stale()).toEqual({ info: true, cards: true, bills: false, bill: false, order: false });
  });

  it('unbinding puts the cards left in the cache and makes the wallet out of date', async () => {
    server.use(http.post('/api/mallapp/wallet/bankCard/unbind', () => ok({ cards: [] })));
    const { result } = renderHook(() => useUnbindBankCardMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ cardId: 1, password: '123456' }));
    expect(queryClient.getQueryData(walletKeys.cards)).toEqual({ cards: [] });
    expect(stale()).toMatchObject({ info: true, bills: false, order: false });
  });

  it('a recharge or a withdrawal makes the wallet and every bill list out of date, refused or not', async () => {
    server.use(
      http.post('/api/mallapp/wallet/recharge', () => ok(bill)),
      http.post('/api/mallapp/wallet/withdraw', () => refuse(ErrorCode.WALLET_BALANCE_INSUFFICIENT)),
    );
    const recharge = renderHook(() => useRechargeMutation(), { wrapper });
    await act(() =>
      recharge.result.current.mutateAsync({ cardId: 1, amount: 500, password: '123456', requestId: 'req-00000001' }),
    );
    expect(stale()).toEqual({ info: true, cards: false, bills: true, bill: true, order: false });

    for (const key of Object.values(KEYS)) queryClient.setQueryData(key, {});
    const withdraw = renderHook(() => useWithdrawMutation(), { wrapper });
    await act(() =>
      withdraw.result.current
        .mutateAsync({ cardId: 1, amount: 5000, password: '123456', requestId: 'req-00000002' })
        .catch(() => undefined),
    );
    expect(stale()).toEqual({ info: true, cards: false, bills: true, bill: true, order: false });
  });

  it('paying an order from the wallet makes everything out of date (the order, holdings and stock too)', async () => {
    server.use(
      http.post('/api/mallapp/wallet/pay', () =>
        ok({
          paymentNo: 'P1',
          orderNo: 'O1',
          method: 6,
          amount: 500,
          progress: 7,
          cashierUrl: '',
          orderStatus: 'paid',
          serverTime: 1,
        }),
      ),
    );
    const { result } = renderHook(() => usePayWithWalletMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ orderNo: 'O1234567', password: '123456', requestId: 'req-00000003' }));
    expect(stale()).toEqual({ info: true, cards: true, bills: true, bill: true, order: true });
  });

  it('changing the password puts the answered wallet in the cache; a wrong old one makes it out of date (the lock)', async () => {
    server.use(http.post('/api/mallapp/wallet/password/update', () => ok({ ...wallet, serverTime: 3 })));
    const { result } = renderHook(() => useUpdateWalletPasswordMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ oldPassword: '111111', password: '222222', confirmPassword: '222222' }));
    expect(queryClient.getQueryData(walletKeys.info)).toMatchObject({ serverTime: 3 });

    server.use(http.post('/api/mallapp/wallet/password/update', () => refuse(ErrorCode.WALLET_PASSWORD_WRONG)));
    await act(() =>
      result.current.mutateAsync({ oldPassword: '000000', password: '222222', confirmPassword: '222222' }).catch(() => undefined),
    );
    expect(stale()).toMatchObject({ info: true, cards: false });
  });

  it('recovering: sending the code changes nothing cached; the reset puts the wallet in it', async () => {
    server.use(
      http.post('/api/mallapp/wallet/password/reset', async ({ request }) => {
        const body = (await request.json()) as { step: string };
        return ok(
          body.step === 'send'
            ? { phone: '138****8000', resendAt: 60, wallet: null }
            : { phone: null, resendAt: null, wallet: { ...wallet, serverTime: 4 } },
        );
      }),
    );
    const { result } = renderHook(() => useResetWalletPasswordMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ step: 'send' }));
    expect(queryClient.getQueryData(walletKeys.info)).toEqual({});
    await act(() => result.current.mutateAsync({ step: 'reset', code: '123456', password: '222222', confirmPassword: '222222' }));
    expect(queryClient.getQueryData(walletKeys.info)).toMatchObject({ serverTime: 4 });
  });
});
