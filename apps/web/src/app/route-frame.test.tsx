import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n, I18nProvider } from '../lib/i18n';
import { createQueryClient } from '../lib/query/query-client';
import { useTenant } from '../lib/tenant/tenant-store';
import type { PageProps } from './page';
import { preloadPage, RouteFrame } from './route-frame';
import type { RouteDef } from './routes/route-def';

// The route frame's pages (decision 073's loaded pages): a page whose chunk is in renders at once, without its
// loading view; a page first rendered lazily stays that one component (a second type would mount it anew and
// lose its state) once its chunk is in.

let mounts = 0;
let go: (to: string) => void = () => undefined;

function CountingPage({ query }: PageProps) {
  useEffect(() => {
    mounts += 1;
  }, []);
  const navigate = useNavigate();
  go = (to) => void navigate(to);
  return <p>page {query.n ?? '-'}</p>;
}

/** A route of its own for each test (the frame keeps pages by their loader). */
function defOf(path: string, chunk: () => Promise<{ default: typeof CountingPage }>): RouteDef {
  return { path, page: chunk, nav: 'none', title: '' };
}

function renderFrame(def: RouteDef, at = def.path) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <I18nProvider i18n={i18n}>
        <MemoryRouter initialEntries={[at]}>
          <Routes>
            <Route path={def.path} element={<RouteFrame def={def} />} />
          </Routes>
        </MemoryRouter>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  mounts = 0;
  useTenant.getState().set({ status: 'open' });
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('the route frame', () => {
  it('renders a page whose chunk is in at once: its first commit is the page, not the loading view', async () => {
    const def = defOf('/pages/test/loaded', () => Promise.resolve({ default: CountingPage }));
    await preloadPage(def);
    renderFrame(def);
    // Synchronously after the first render: no suspense pause, no spinner.
    expect(screen.getByText('page -')).toBeTruthy();
    expect(document.querySelector('.curio-page-loading')).toBeNull();
  });

  it('shows the loading view while a chunk loads, then the page; the page stays mounted through navigations', async () => {
    let arrive!: () => void;
    const arrived = new Promise<void>((r) => (arrive = r));
    const def = defOf('/pages/test/lazy', () => arrived.then(() => ({ default: CountingPage })));
    renderFrame(def);
    expect(document.querySelector('.curio-page-loading')).not.toBeNull();
    await act(async () => arrive());
    await screen.findByText('page -');
    expect(mounts).toBe(1);
    // The chunk is now in (as the route loader preloads it), yet the frame keeps the lazy page it rendered:
    // the same component, so a new query string updates the page instead of mounting it again.
    await preloadPage(def);
    await act(async () => go('/pages/test/lazy?n=2'));
    await screen.findByText('page 2');
    expect(mounts).toBe(1);
    expect(document.querySelector('.curio-page-loading')).toBeNull();
  });
});
