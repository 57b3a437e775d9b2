import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleRequestError, CSRF_HEADER, onSessionEnded, request, setCsrfToken, urlFor } from './request';

// The console's request helper: typed calls by operationId, the CSRF header on writes only, the
// envelope's data or a ConsoleRequestError, and the signed-out codes ending the session.
type Sent = { url: string; init: RequestInit };
function answer(body: unknown, status = 200): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init: RequestInit) => {
      sent.push({ url, init });
      return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setCsrfToken(null);
});

describe('console request', () => {
  it('sends a read without the CSRF header and answers the envelope data', async () => {
    setCsrfToken('csrf-1');
    const sent = answer({ code: 0, msg: 'ok', data: { drops: [], at: 1 } });
    const data = await request('consoleLiveDrops');
    expect(data).toEqual({ drops: [], at: 1 });
    expect(sent[0]!.url).toBe('/api/console/dashboard/live-drops');
    expect(sent[0]!.init.method).toBe('GET');
    expect((sent[0]!.init.headers as Record<string, string>)[CSRF_HEADER]).toBeUndefined();
    expect(sent[0]!.init.credentials).toBe('same-origin');
  });

  it('sends a write with the CSRF header and a JSON body', async () => {
    setCsrfToken('csrf-2');
    const sent = answer({ code: 0, msg: 'ok', data: { published: null } });
    await request('consolePublishBrand');
    const headers = sent[0]!.init.headers as Record<string, string>;
    expect(sent[0]!.init.method).toBe('POST');
    expect(headers[CSRF_HEADER]).toBe('csrf-2');
  });

  it('throws the server message and code; a signed-out code ends the session', async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    answer({ code: 5000111, msg: 'Session expired', data: null });
    const error = await request('consoleGetBrand').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConsoleRequestError);
    expect((error as ConsoleRequestError).code).toBe(5000111);
    expect((error as ConsoleRequestError).message).toBe('Session expired');
    expect(ended).toHaveBeenCalledTimes(1);
    answer({ code: 5000131, msg: 'There is no draft to publish', data: null });
    await expect(request('consolePublishBrand')).rejects.toMatchObject({ code: 5000131 });
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('builds URLs with path parameters and a query, leaving out empty values', () => {
    expect(
      urlFor('/console/orders/{id}', { params: { id: 'a b' }, query: { q: 'x', page: 2, none: undefined, empty: '' } }),
    ).toBe('/api/console/orders/a%20b?q=x&page=2');
  });
});
