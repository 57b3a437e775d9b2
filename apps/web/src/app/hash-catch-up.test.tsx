import { act, render, screen } from '@testing-library/react';
import { HashRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HashCatchUp, routeOfHash } from './hash-catch-up';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

/** Moves the address during the router's first render, as a navigation arriving before its listener would. */
let moved = false;
function AddressMovesDuringFirstRender({ to }: { to: string }) {
  if (!moved) {
    moved = true;
    window.history.replaceState(null, '', `/${to}`);
  }
  return null;
}

function app(to: string) {
  return (
    <HashRouter>
      <AddressMovesDuringFirstRender to={to} />
      <HashCatchUp />
      <Routes>
        <Route path="/pages/theme" element={<p>theme</p>} />
        <Route path="/pages/home" element={<p>home</p>} />
      </Routes>
    </HashRouter>
  );
}

describe('the hash router catching up with the address', () => {
  it('reads a hash as its route', () => {
    expect(routeOfHash('#/pages/x?id=1')).toBe('/pages/x?id=1');
    expect(routeOfHash('')).toBe('/');
    expect(routeOfHash('#')).toBe('/');
  });

  it('shows the route of a hash that changed before the router listened, replacing the entry', async () => {
    window.history.replaceState(null, '', '/#/pages/theme');
    moved = false;
    const before = window.history.length;
    await act(async () => render(app('#/pages/home?token=')));
    await screen.findByText('home');
    expect(screen.queryByText('theme')).toBeNull();
    expect(window.location.hash).toBe('#/pages/home?token=');
    expect(window.history.length).toBe(before);
  });

  it('changes nothing when the router already shows the address', async () => {
    window.history.replaceState(null, '', '/#/pages/theme');
    moved = true;
    await act(async () => render(app('#/pages/home')));
    expect(screen.getByText('theme')).toBeTruthy();
    expect(window.location.hash).toBe('#/pages/theme');
  });
});
