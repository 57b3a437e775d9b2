import { ActivitySaveBody, confirmActivityOrder, saveAddress, type Address, type Order } from '@curio/contract';
import { body, call, tenantIdOf, type TestApp } from './helpers';
import { HOUR } from './activity-helpers';

// Activity orders and shipping (issue 19, decision 044): helpers of activity-orders / shipping tests.

/** A coupon or physical-reward activity saved through the console's service. */
export async function rewardActivity(
  t: TestApp,
  o: {
    kind: 'physical' | 'coupon';
    couponTemplateId?: number;
    price?: number;
    qualifying?: { collectionId: number; count: number }[];
    mode?: 'hold' | 'spend';
    stock?: number;
    perUserLimit?: number;
    tenantCode?: string;
  },
): Promise<number> {
  const now = t.clock();
  const saved = await t.app.activity.console.save(
    await tenantIdOf(t.db, o.tenantCode ?? 'demo'),
    ActivitySaveBody.parse({
      kind: o.kind,
      name: { en: o.kind === 'coupon' ? 'Coupon gift' : 'Poster gift', 'zh-CN': '海报' },
      ...(o.kind === 'coupon'
        ? { couponTemplateId: o.couponTemplateId }
        : { physical: { name: { en: 'Poster', 'zh-CN': '海报' }, imageUrl: '/poster.png', description: { en: 'A1 poster' } } }),
      price: o.price ?? 0,
      perUserLimit: o.perUserLimit ?? 1,
      qualifying: o.qualifying ?? [],
      mode: o.mode ?? 'hold',
      startsAt: now - 60_000,
      endsAt: now + 24 * HOUR,
      stock: o.stock ?? 100,
    }),
    'en',
  );
  return saved.id;
}

export async function addressOf(t: TestApp, u: { token: string }): Promise<number> {
  const r = body<Address>(
    await call(t.app, saveAddress, {
      token: u.token,
      body: {
        receiver: '张三',
        phone: '13700000001',
        regionCode: '310104',
        province: '上海市',
        city: '上海市',
        district: '徐汇区',
        detail: '宜山路 700 号',
      },
    }),
  );
  if (r.code !== 0) throw new Error(`address: ${r.code} ${r.msg}`);
  return r.data.id;
}

export async function confirm(
  t: TestApp,
  u: { token: string },
  b: { activityId: number; cardNftIds?: number[]; addressId?: number; couponId?: number },
) {
  return body<Order>(await call(t.app, confirmActivityOrder, { token: u.token, lang: 'en', body: b }));
}
