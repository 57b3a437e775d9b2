import { act, startTransition, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { replayEarlyTap, useServerLazy } from './server-markup';

function Icon() {
  return <img src="/i.svg" alt="" loading={useServerLazy()} />;
}

afterEach(() => document.body.replaceChildren());

describe('useServerLazy (the server home fetches nothing while hidden, decision 029)', () => {
  it('is lazy in the server markup, stays so through hydration (no mismatch), then eager', async () => {
    const html = renderToString(<Icon />);
    expect(html).toContain('loading="lazy"');
    const root = document.createElement('div');
    root.innerHTML = html;
    document.body.append(root);
    const server = root.querySelector('img');
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <Icon />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    // The element the server wrote is kept, and loads like any other image once hydrated.
    expect(root.querySelector('img')).toBe(server);
    expect(root.querySelector('img')?.hasAttribute('loading')).toBe(false);
  });

  it("is eager in the browser's own render", async () => {
    const root = document.createElement('div');
    document.body.append(root);
    await act(async () => createRoot(root).render(<Icon />));
    expect(root.querySelector('img')?.hasAttribute('loading')).toBe(false);
  });
});

/** A tab bar's button whose tap the app handles (a server home's button does nothing until hydrated). */
function Tabs({ onTap }: { onTap: (tab: string) => void }) {
  const [current, setCurrent] = useState('home');
  return (
    <nav>
      {['home', 'market'].map((tab) => (
        <button
          key={tab}
          type="button"
          aria-current={tab === current ? 'page' : undefined}
          onClick={() => {
            setCurrent(tab);
            onTap(tab);
          }}
        >
          <span>{tab}</span>
        </button>
      ))}
    </nav>
  );
}

describe('replayEarlyTap (a tap on the server home before the app took over, decision 088)', () => {
  function serverHome() {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Tabs onTap={() => undefined} />);
    document.body.append(root);
    return root;
  }

  it('sends the kept tap again once React listens: the markup it lands on hydrates at once and its handler runs', async () => {
    const root = serverHome();
    const market = root.querySelectorAll('button span')[1]!;
    // The tap before the app: nothing listens, so nothing happens; the route gate keeps its target.
    market.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    (root as HTMLElement & { curioTap?: Element }).curioTap = market;
    const taps: string[] = [];
    await act(async () => {
      startTransition(() => void hydrateRoot(root, <Tabs onTap={(tab) => taps.push(tab)} />));
      // As main.tsx does: at once, before the transition's hydration has run.
      replayEarlyTap(root);
      // Handled before anything else could run: React hydrated the markup for the tap.
      expect(taps).toEqual(['market']);
    });
    expect(root.querySelectorAll('button')[1]!.getAttribute('aria-current')).toBe('page');
    expect('curioTap' in root).toBe(false);
    // Once: nothing is kept any more.
    replayEarlyTap(root);
    expect(taps).toEqual(['market']);
  });

  it('drops a tap whose target the app rendered over', async () => {
    const root = serverHome();
    const gone = root.querySelector('button')!;
    (root as HTMLElement & { curioTap?: Element }).curioTap = gone;
    root.replaceChildren();
    const taps: string[] = [];
    await act(async () => createRoot(root).render(<Tabs onTap={(tab) => taps.push(tab)} />));
    replayEarlyTap(root);
    expect(taps).toEqual([]);
    expect('curioTap' in root).toBe(false);
  });
});
