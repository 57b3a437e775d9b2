import { afterEach, describe, expect, it, vi } from 'vitest';

// Each "page load" is a fresh copy of the store; jsdom's sessionStorage survives between them within a test.
async function load() {
  vi.resetModules();
  return import('./store');
}

afterEach(() => {
  sessionStorage.clear();
});

describe('the picks kept for the tab', () => {
  it('survive a reload, and a cleared recipe stays cleared', async () => {
    const first = await load();
    first.useSynthesisPicks.getState().setPicked(7, 70, [1, 2]);
    first.useSynthesisPicks.getState().setPicked(8, 80, [3]);
    first.useSynthesisPicks.getState().clear(8);

    const next = await load();
    expect(next.useSynthesisPicks.getState().byRecipe).toEqual({ 7: { 70: [1, 2] } });
  });

  it('read the entry the persist middleware wrote, and leave out one of another version or unreadable', async () => {
    sessionStorage.setItem('curio-synthesis-picks', JSON.stringify({ state: { byRecipe: { 5: { 50: [9] } } }, version: 0 }));
    expect((await load()).useSynthesisPicks.getState().byRecipe).toEqual({ 5: { 50: [9] } });

    sessionStorage.setItem('curio-synthesis-picks', JSON.stringify({ state: { byRecipe: { 5: { 50: [9] } } }, version: 2 }));
    expect((await load()).useSynthesisPicks.getState().byRecipe).toEqual({});

    sessionStorage.setItem('curio-synthesis-picks', '{not json');
    expect((await load()).useSynthesisPicks.getState().byRecipe).toEqual({});
  });
});
