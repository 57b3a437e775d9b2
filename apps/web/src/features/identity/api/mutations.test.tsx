// The identity writes keep what they change up to date themselves (decision 017): the session's user
// info, the real-name status query. Requests go through the real request client to msw.
import { ErrorCode } from '@curio/contract/client';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Form, resetSmsCountdowns, useZodForm, withPhone } from '../../../components/form';
import { renderWithIdentity } from '../../../components/form/test-utils';
import { createQueryClient } from '../../../lib/query/query-client';
import { useSession, type UserInfo } from '../../../lib/session';
import { CodeField, PhoneField } from '../components/phone-code-fields';
import { approveStatusQueryOptions, type ApproveStatus } from './check-approve-status';
import { useSubmitRealNameMutation } from './submit-real-name';
import { useUpdateNicknameMutation } from './update-nickname';

const server = setupServer();
const ok = <T,>(data: T) => HttpResponse.json({ code: 0, msg: 'success', data });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

let queryClient: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);

beforeEach(() => {
  queryClient = createQueryClient();
  useSession.setState({ token: 'token-1', userInfo: null, profile: null });
});

const status = (over: Partial<ApproveStatus> = {}) =>
  ({ single: false, name: null, idCard: null, attemptsLeft: 5, ...over }) as unknown as ApproveStatus;

describe('the identity mutations', () => {
  it('updating the nickname hands the answered user info to the session', async () => {
    const answered = { nickname: 'Lin', intro: '' } as unknown as UserInfo;
    let body: unknown;
    server.use(
      http.post('/api/memberapi/user/updateNickname', async ({ request }) => {
        body = await request.json();
        return ok(answered);
      }),
    );
    const { result } = renderHook(() => useUpdateNicknameMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ nickname: 'Lin' }));
    expect(body).toEqual({ nickname: 'Lin' });
    expect(useSession.getState().userInfo).toEqual(answered);
  });

  it('a real-name answer becomes the status at once, and the status is looked at again', async () => {
    const key = approveStatusQueryOptions().queryKey;
    let looked = 0;
    server.use(
      http.post('/api/memberapi/user/submitRealName', () => ok(status({ single: true, attemptsLeft: 4 }))),
      http.get('/api/memberapi/user/checkApproveStatus', () => {
        looked += 1;
        return ok(status({ single: true, attemptsLeft: 4 }));
      }),
    );
    queryClient.setQueryData(key, status());
    const { result } = renderHook(() => useSubmitRealNameMutation(), { wrapper });
    await act(() => result.current.mutateAsync({ name: '张三', idCard: '110101199003074514', agree: true }));
    expect(queryClient.getQueryData(key)).toMatchObject({ single: true, attemptsLeft: 4 });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
    expect(looked).toBe(0); // nothing shows the status here: it is fetched when a page does.
  });

  it('a refused real-name attempt counts: the status is out of date', async () => {
    const key = approveStatusQueryOptions().queryKey;
    server.use(
      http.post('/api/memberapi/user/submitRealName', () =>
        HttpResponse.json({ code: ErrorCode.AUTH_FAILED, msg: 'Not verified', data: null }),
      ),
    );
    queryClient.setQueryData(key, status());
    const { result } = renderHook(() => useSubmitRealNameMutation(), { wrapper });
    await act(() =>
      result.current.mutateAsync({ name: '张三', idCard: '110101199003074514', agree: true }).catch(() => undefined),
    );
    expect(queryClient.getQueryData(key)).toMatchObject({ single: false, attemptsLeft: 5 });
    expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true);
  });
});

function CodeForm({ toOwnPhone }: { toOwnPhone?: boolean }) {
  const form = useZodForm(withPhone({}), { defaultValues: { areaCode: '+86', phone: '' } });
  return (
    <Form form={form} onSubmit={() => undefined}>
      {toOwnPhone ? null : <PhoneField testIdPrefix="t" />}
      <CodeField purpose={toOwnPhone ? 'resetPayPassword' : 'login'} toOwnPhone={toOwnPhone} testId="t-code" />
    </Form>
  );
}

describe('the identity code field', () => {
  beforeEach(() => resetSmsCountdowns());

  it('sends sendSmsCode for its purpose to the form’s number, with the tenant’s area codes', async () => {
    let body: unknown;
    server.use(
      http.get('/api/memberapi/user/getTenantPhoneArea', () => ok([{ areaCode: '+86', name: 'China' }])),
      http.post('/api/memberapi/sms/sendCode', async ({ request }) => {
        body = await request.json();
        return ok({ resendAfterSeconds: 60, expiresInSeconds: 300 });
      }),
    );
    renderWithIdentity(<CodeForm />);
    expect((await screen.findByText('China +86')).tagName).toBe('OPTION');
    fireEvent.change(screen.getByTestId('t-phone'), { target: { value: '13800138000' } });
    fireEvent.click(screen.getByTestId('sms-send'));
    expect((await screen.findByText(/^Resend in \d+s$/)).closest('button')?.disabled).toBe(true);
    expect(body).toEqual({ areaCode: '+86', phone: '13800138000', purpose: 'login' });
  });

  it('sends to the signed-in user’s own phone without a number', async () => {
    let body: unknown;
    server.use(
      http.post('/api/memberapi/sms/sendCode', async ({ request }) => {
        body = await request.json();
        return ok({ resendAfterSeconds: 60, expiresInSeconds: 300, sentTo: '138****8000' });
      }),
    );
    renderWithIdentity(<CodeForm toOwnPhone />);
    fireEvent.click(screen.getByTestId('sms-send'));
    await screen.findByText(/^Resend in \d+s$/);
    expect(body).toEqual({ purpose: 'resetPayPassword' });
  });
});
