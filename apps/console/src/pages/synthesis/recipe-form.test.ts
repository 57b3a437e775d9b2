import { describe, expect, it } from 'vitest';
import type { Recipe } from './api';
import { toRecipeBody, toRecipeForm } from './recipe-form';

const TZ = 'Asia/Shanghai';
const start = Date.UTC(2026, 11, 1, 12, 0); // 20:00 in Shanghai
const end = Date.UTC(2026, 11, 31, 12, 0);

const recipe: Recipe = {
  id: 7,
  names: { en: 'Relic', 'zh-CN': '遗物' },
  descriptions: {},
  coverUrl: null,
  resultCollectionId: 3,
  resultName: 'Relic',
  fragments: [
    { collectionId: 1, name: 'Orbit', count: 2 },
    { collectionId: 2, name: 'Zun', count: 1 },
  ],
  mode: 'pledge',
  pledgeHours: 48,
  ignoreCooling: true,
  startsAt: start,
  endsAt: end,
  stockTotal: 10,
  stockLeft: 8,
  perUserLimit: 2,
  state: 'upcoming',
  withdrawnAt: null,
  syntheses: 2,
  pledgesRunning: 1,
  createdAt: 0,
  updatedAt: 0,
};

describe('recipe form', () => {
  it('a recipe edits on the tenant’s wall clock and saves as it was', () => {
    const form = toRecipeForm(recipe, TZ);
    expect(form.startsAt).toBe('2026-12-01T20:00');
    expect(toRecipeBody(form, TZ, 7)).toEqual({
      id: 7,
      name: { en: 'Relic', 'zh-CN': '遗物' },
      coverUrl: null,
      resultCollectionId: 3,
      fragments: [
        { collectionId: 1, count: 2 },
        { collectionId: 2, count: 1 },
      ],
      mode: 'pledge',
      pledgeHours: 48,
      ignoreCooling: true,
      startsAt: start,
      endsAt: end,
      stock: 10,
      perUserLimit: 2,
    });
    // Burn sends no pledge hours; empty rows and empty languages are left out.
    const burn = toRecipeBody({ ...form, mode: 'burn', name: { en: 'X', 'zh-TW': ' ' }, fragments: [...form.fragments, {}] }, TZ);
    expect(burn).not.toHaveProperty('pledgeHours');
    expect(burn).not.toHaveProperty('id');
    expect(burn.name).toEqual({ en: 'X' });
    expect(burn.fragments).toHaveLength(2);
  });

  it('a new recipe starts at the next full hour', () => {
    const now = Date.UTC(2026, 10, 26, 3, 20);
    expect(toRecipeForm(null, TZ, now).startsAt).toBe('2026-11-26T12:00');
  });
});
