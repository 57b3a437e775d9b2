import { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useServerLazy } from './server-markup';

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
