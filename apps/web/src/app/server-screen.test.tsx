import { act, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { releaseServerScreens, shownServerScreen } from '../lib/server-markup';
import { ServerScreenDone } from './route-frame';

afterEach(() => {
  document.body.replaceChildren();
  for (const a of ['data-screen', 'data-app']) document.documentElement.removeAttribute(a);
});

describe("a route's first screen from the server (decision 032)", () => {
  /** The page as the route gate leaves it: a screen shown before the root, the root hidden meanwhile. */
  function gatedPage(path: string) {
    document.documentElement.setAttribute('data-screen', path);
    const screen = document.createElement('div');
    screen.className = 'curio-screen';
    screen.dataset.path = path;
    screen.textContent = 'server market';
    const template = document.createElement('template');
    template.className = 'curio-screen';
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(screen, root, template);
    return root;
  }

  it('goes, with the mark that hides the root, in the commit that shows the page, not its loading view', async () => {
    const root = gatedPage('/pages/market/index');
    expect(shownServerScreen()).toBe('/pages/market/index');
    let resolve!: () => void;
    const texts = new Promise<void>((r) => (resolve = r));
    let ready = false;
    function Page() {
      if (!ready) throw texts;
      return <p>app market</p>;
    }
    await act(async () =>
      createRoot(root).render(
        <Suspense fallback={<p>loading</p>}>
          <Page />
          <ServerScreenDone />
        </Suspense>,
      ),
    );
    // The page suspended: its loading view is in the (hidden) root, the screen still shows.
    expect(root.textContent).toBe('loading');
    expect(document.querySelectorAll('.curio-screen')).toHaveLength(2);
    expect(shownServerScreen()).toBe('/pages/market/index');
    await act(async () => {
      ready = true;
      resolve();
      await texts;
    });
    expect(root.textContent).toBe('app market');
    expect(document.querySelectorAll('.curio-screen')).toHaveLength(0);
    expect(shownServerScreen()).toBeNull();
    // A screen still on its way (fetched by the gate) must not come in after the app: the gate reads this.
    expect(document.documentElement.hasAttribute('data-app')).toBe(true);
  });

  it('goes at once when the app renders something else', () => {
    gatedPage('/pages/detail/collection');
    releaseServerScreens();
    expect(document.querySelector('.curio-screen')).toBeNull();
    expect(shownServerScreen()).toBeNull();
  });
});
