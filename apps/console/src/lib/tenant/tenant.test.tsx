import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { request } from '../request';
import { useCollectionOptions, useTenantTimeZone } from '.';

// What several console areas read of the tenant (jsdom, React's own act, the request mocked): the
// collections to pick from and the tenant's time zone.

vi.mock('../request', () => ({ request: vi.fn() }));
const call = vi.mocked(request) as unknown as ReturnType<typeof vi.fn>;

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  call.mockReset();
});

/** Renders `use` in a component of its own; answers what it returned at the last render. */
function renderHook<T>(use: () => T): { current: () => T; client: QueryClient } {
  let last: T;
  function Probe() {
    last = use();
    return null;
  }
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  root = createRoot(document.createElement('div'));
  act(() =>
    root!.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    ),
  );
  return { current: () => last, client };
}

async function until(check: () => void) {
  const end = Date.now() + 20_000;
  for (;;) {
    try {
      check();
      return;
    } catch (e) {
      if (Date.now() > end) throw e;
      await act(() => new Promise((r) => setTimeout(r, 20)));
    }
  }
}

describe('useCollectionOptions', () => {
  it("gives the catalogue's collections as options (name and key) and names by id; a catalogue save refreshes them", async () => {
    call.mockResolvedValue({
      rows: [
        { id: 7, key: 'curio-orbit', name: 'Orbit' },
        { id: 9, key: 'bronze-zun', name: 'Bronze zun' },
      ],
    });
    const hook = renderHook(useCollectionOptions);
    expect(hook.current().options).toEqual([]);
    await until(() =>
      expect(hook.current().options).toEqual([
        { value: 7, label: 'Orbit (curio-orbit)' },
        { value: 9, label: 'Bronze zun (bronze-zun)' },
      ]),
    );
    expect(hook.current().nameOf.get(9)).toBe('Bronze zun');
    expect(call).toHaveBeenCalledWith('consoleListCatalogue', { params: { kind: 'collections' } });
    // The catalogue area's saves invalidate ['console', 'catalogue']: the pickers read the list again.
    await act(() => hook.client.invalidateQueries({ queryKey: ['console', 'catalogue'] }));
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe('useTenantTimeZone', () => {
  it("is the browser's zone until the server's clock call answers the tenant's", async () => {
    let answer: (v: { timeZone: string }) => void = () => undefined;
    call.mockReturnValue(new Promise((r) => (answer = r)));
    const hook = renderHook(useTenantTimeZone);
    expect(hook.current()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    await act(async () => answer({ timeZone: 'Pacific/Auckland' }));
    await until(() => expect(hook.current()).toBe('Pacific/Auckland'));
    expect(call).toHaveBeenCalledWith('get');
  });
});
