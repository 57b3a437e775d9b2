import { describe, expect, it } from 'vitest';
import type { Activity } from './api';
import { toActivityBody, toActivityForm } from './activity-form';

const TZ = 'Asia/Shanghai';
const start = Date.UTC(2026, 11, 1, 12, 0); // 20:00 in Shanghai
const end = Date.UTC(2026, 11, 31, 12, 0);

describe('activity form', () => {
  it('a new activity starts at the next full hour', () => {
    const now = Date.UTC(2026, 10, 26, 3, 20);
    const fresh = toActivityForm(null, TZ, now);
    expect(fresh).toMatchObject({ startsAt: '2026-11-26T12:00', mode: 'hold', enabled: true });
    // A new activity sends the key it was given; an update never does (the key is fixed).
    expect(toActivityBody({ ...fresh, key: ' spring-cast ' }, TZ)).toMatchObject({ key: 'spring-cast' });
    expect(toActivityBody({ ...fresh, key: 'x' }, TZ, 9)).not.toHaveProperty('key');
  });

  it('a coupon activity sends its template and per-user limit, no result collection, and may have no qualifying rows', () => {
    const now = Date.UTC(2026, 10, 26, 3, 20);
    const fresh = toActivityForm(null, TZ, now);
    const body = toActivityBody(
      {
        ...fresh,
        kind: 'coupon',
        name: { en: 'Holders get ¥5' },
        couponTemplateId: 4,
        perUserLimit: 2,
        resultCollectionId: 3,
        qualifying: [{}],
      },
      TZ,
    );
    expect(body).toMatchObject({ kind: 'coupon', couponTemplateId: 4, perUserLimit: 2, qualifying: [] });
    expect(body).not.toHaveProperty('resultCollectionId');
    expect(body).not.toHaveProperty('physical');
    expect(body).not.toHaveProperty('price');
  });

  it('a physical reward sends its good and its price in fen, and edits back in yuan', () => {
    const now = Date.UTC(2026, 10, 26, 3, 20);
    const body = toActivityBody(
      {
        ...toActivityForm(null, TZ, now),
        kind: 'physical',
        name: { en: 'Poster for holders' },
        rewardName: { en: 'Signed poster', 'zh-CN': '签名海报', 'zh-TW': ' ' },
        rewardImage: { url: '/api/file/download/poster.png' },
        rewardDescription: { en: 'A2, rolled' },
        priceYuan: 19.99,
        perUserLimit: 1,
        qualifying: [{ collectionId: 1, count: 1 }],
      },
      TZ,
    );
    expect(body).toMatchObject({
      kind: 'physical',
      physical: {
        name: { en: 'Signed poster', 'zh-CN': '签名海报' },
        imageUrl: '/api/file/download/poster.png',
        description: { en: 'A2, rolled' },
      },
      price: 1999,
      perUserLimit: 1,
      qualifying: [{ collectionId: 1, count: 1 }],
      mode: 'hold',
    });
    expect(body).not.toHaveProperty('resultCollectionId');
    expect(body).not.toHaveProperty('couponTemplateId');
    // Free by default.
    expect(toActivityBody({ ...toActivityForm(null, TZ, now), kind: 'physical', rewardName: { en: 'Pin' } }, TZ)).toMatchObject({
      price: 0,
      physical: { name: { en: 'Pin' }, imageUrl: '', description: {} },
    });
  });

  it('an activity keeps its rules, drops empty editors, and sends its cover address', () => {
    const activity: Activity = {
      id: 4,
      key: 'cast-4',
      kind: 'cast',
      name: { en: 'Cast' },
      coverUrl: '/api/file/download/a.png',
      rules: { en: '<p>Hold one</p>' },
      result: { id: 3, name: 'Relic', coverUrl: '' },
      couponTemplate: null,
      physical: null,
      price: 0,
      perUserLimit: 1,
      qualifying: [{ collectionId: 1, name: 'Orbit', count: 1 }],
      mode: 'spend',
      coolingBlocks: true,
      startsAt: start,
      endsAt: end,
      stock: 5,
      casts: 0,
      enabled: false,
      withdrawnAt: null,
      status: 'upcoming',
      createdAt: 0,
      updatedAt: 0,
    };
    const form = toActivityForm(activity, TZ);
    const body = toActivityBody({ ...form, rules: { ...form.rules, 'zh-CN': '<p></p>' } }, TZ, 4);
    expect(body).toEqual({
      id: 4,
      kind: 'cast',
      name: { en: 'Cast' },
      coverUrl: '/api/file/download/a.png',
      rules: { en: '<p>Hold one</p>' },
      resultCollectionId: 3,
      qualifying: [{ collectionId: 1, count: 1 }],
      mode: 'spend',
      coolingBlocks: true,
      startsAt: start,
      endsAt: end,
      stock: 5,
      enabled: false,
    });
  });
});
