import { claimCoupon, type Coupon } from '@curio/contract';
import type { CreateCouponInput } from '../src/modules/coupon/coupon-console.service';
import { body, call, tenantIdOf, type TestApp } from './helpers';

/** A coupon template made for a test (the console's service, without an audit row). */
export async function createTemplate(t: TestApp, tenantCode: string, o: Partial<CreateCouponInput> = {}): Promise<number> {
  const tenantId = await tenantIdOf(t.db, tenantCode);
  const input: CreateCouponInput = {
    name: { en: 'Test coupon', 'zh-CN': '测试优惠券' },
    kind: 'amount',
    amount: 500,
    minSpend: 0,
    validity: { kind: 'days', days: 7 },
    total: 100,
    perUserLimit: 5,
    scope: { businessTypes: [], collectionIds: [] },
    claimable: true,
    ...o,
  };
  if (input.kind === 'percent' && o.amount === undefined) delete input.amount;
  const view = await t.app.coupon.console.create(tenantId, null, input, async () => {});
  return view.id;
}

/** Claims one coupon of a campaign for a user (host: the tenant's). */
export async function claim(t: TestApp, user: { token: string }, templateId: number, host = 'localhost') {
  return body<Coupon>(await call(t.app, claimCoupon, { host, token: user.token, body: { activityId: templateId } }));
}

/** A template claimed by the user: the coupon's id. */
export async function couponFor(t: TestApp, user: { token: string }, o: Partial<CreateCouponInput> = {}, tenantCode = 'demo') {
  const templateId = await createTemplate(t, tenantCode, o);
  const res = await claim(t, user, templateId, tenantCode === 'aurora' ? 'aurora.localhost' : 'localhost');
  if (res.code !== 0) throw new Error(`claim failed: ${res.code} ${res.msg}`);
  return res.data.id;
}
