import {
  consoleListCoupons,
  consoleListRedeemBatches,
  createCoupon,
  createRedeemCodes,
  ErrorCode,
  listCouponActivities,
  type CallDefinition,
  type ConsoleCoupon,
  type ConsoleRole,
  type CouponActivity,
} from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, createUserWithSession, DB_KIND, type TestApp } from './helpers';
import { claim } from './coupon-helpers';
import { checkCouponInvariants } from './support/invariants';

// The console's coupons and redemption batches (issue 19, decision 043): owners and editors write
// (audited), finance reads, others are refused; every call acts on the host's tenant only.

let t: TestApp;
const sessions = new Map<string, ConsoleSession>();

beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function as(role: ConsoleRole, tenant = 'demo'): Promise<ConsoleSession> {
  const key = `${tenant}:${role}`;
  if (!sessions.has(key)) sessions.set(key, await signInConsole(t.app, { tenant, role }));
  return sessions.get(key)!;
}
const json = <T>(res: LightMyRequestResponse) => res.json() as { code: number; msg: string; data: T };

const couponBody = (over: Record<string, unknown> = {}) => ({
  name: { en: '¥5 off over ¥20', 'zh-CN': '满20减5' },
  kind: 'amount',
  amount: 500,
  minSpend: 2_000,
  validity: { kind: 'days', days: 7 },
  total: 3,
  perUserLimit: 2,
  ...over,
});

describe(`console coupons (${DB_KIND})`, () => {
  it('an editor creates a coupon campaign (audited); users claim it within its total and per-user limit', async () => {
    const editor = await as('editor');
    const res = json<ConsoleCoupon>(await consoleCall(t.app, createCoupon, editor, { body: couponBody() }));
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({
      kind: 'amount',
      amount: 500,
      percent: null,
      minSpend: 2_000,
      total: 3,
      issued: 0,
      claimable: true,
    });
    const audit = await auditRows(t.app, 'coupon.template.create');
    expect(audit[0]).toMatchObject({ operator_id: editor.operatorId, target_id: String(res.data.id) });

    const a = await createUserWithSession(t, 'demo');
    const b = await createUserWithSession(t, 'demo');
    const listed = body<{ items: CouponActivity[] }>(await call(t.app, listCouponActivities, { token: a.token, lang: 'en' }));
    const activity = listed.data.items.find((x) => x.id === res.data.id)!;
    expect(activity).toMatchObject({ name: '¥5 off over ¥20', left: 3, perUserLimit: 2, claimedByMe: 0, canClaim: true });
    const anonymous = body<{ items: CouponActivity[] }>(await call(t.app, listCouponActivities, {}));
    expect(anonymous.data.items.find((x) => x.id === res.data.id)).toMatchObject({ claimedByMe: null, canClaim: false });

    expect((await claim(t, a, res.data.id)).code).toBe(0);
    expect((await claim(t, a, res.data.id)).code).toBe(0);
    expect((await claim(t, a, res.data.id)).code).toBe(ErrorCode.COUPON_CLAIM_LIMIT);
    // Concurrent claims of the last one: exactly one.
    const c = await createUserWithSession(t, 'demo');
    const race = await Promise.all([claim(t, b, res.data.id), claim(t, c, res.data.id)]);
    expect(race.map((r) => r.code).sort()).toEqual([0, ErrorCode.CLAIMS_EXHAUSTED].sort());
    expect((await claim(t, b, 99_999_999)).code).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
    const after = json<{ items: ConsoleCoupon[] }>(await consoleCall(t.app, consoleListCoupons, editor));
    expect(after.data.items.find((x) => x.id === res.data.id)).toMatchObject({ issued: 3, used: 0 });
    expect(await checkCouponInvariants(t.db.kysely)).toEqual([]);
  });

  it('the coupon form is checked: percent 1-99, a value for its kind, a window that ends after it starts', async () => {
    const owner = await as('owner');
    const bad = [
      couponBody({ kind: 'percent', amount: undefined, percent: 100 }),
      couponBody({ kind: 'percent', amount: undefined, percent: 0 }),
      couponBody({ kind: 'percent', amount: 500 }),
      couponBody({ amount: undefined }),
      couponBody({ validity: { kind: 'fixed', from: 2_000, to: 1_000 } }),
      couponBody({ name: {} }),
      couponBody({ total: 0 }),
    ];
    for (const b of bad) expect(json(await consoleCall(t.app, createCoupon, owner, { body: b })).code).not.toBe(0);
    const ok = json<ConsoleCoupon>(
      await consoleCall(t.app, createCoupon, owner, {
        body: couponBody({ kind: 'percent', amount: undefined, percent: 10, scope: { businessTypes: [4], collectionIds: [] } }),
      }),
    );
    expect(ok.code).toBe(0);
    expect(ok.data).toMatchObject({
      kind: 'percent',
      percent: 10,
      amount: null,
      scope: { businessTypes: [4], collectionIds: [] },
    });
    // A collection of another tenant (or none) in the scope: not found.
    const missing = json(
      await consoleCall(t.app, createCoupon, owner, {
        body: couponBody({ scope: { businessTypes: [], collectionIds: [99_999_999] } }),
      }),
    );
    expect(missing.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('roles: finance reads, support and finance may not write; another tenant’s operator is refused', async () => {
    const calls: [CallDefinition, Record<string, unknown> | undefined][] = [
      [consoleListCoupons, undefined],
      [consoleListRedeemBatches, undefined],
    ];
    for (const [def] of calls) {
      expect(json(await consoleCall(t.app, def, await as('finance'))).code).toBe(0);
      expect(json(await consoleCall(t.app, def, await as('support'))).code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    }
    for (const role of ['finance', 'support'] as const) {
      expect(json(await consoleCall(t.app, createCoupon, await as(role), { body: couponBody() })).code).toBe(
        ErrorCode.CONSOLE_FORBIDDEN,
      );
      const codes = await consoleCall(t.app, createRedeemCodes, await as(role), {
        body: { name: 'x', grants: { kind: 'coupon', couponId: 1 }, count: 1, expiresAt: t.clock() + 60_000 },
      });
      expect(json(codes).code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    }
    // An aurora editor's session on the demo host.
    const aurora = await as('editor', 'aurora');
    const demoHost = (await as('editor')).host;
    const cross = await consoleCall(
      t.app,
      createCoupon,
      { headers: { ...aurora.headers, host: demoHost } },
      { body: couponBody() },
    );
    expect([ErrorCode.CONSOLE_WRONG_TENANT, ErrorCode.CONSOLE_LOGIN_REQUIRED]).toContain(json(cross).code);
    // Each tenant sees its own templates only.
    const mine = json<ConsoleCoupon>(
      await consoleCall(t.app, createCoupon, aurora, { body: couponBody({ name: { en: 'Aurora only' } }) }),
    );
    expect(mine.code).toBe(0);
    const demoList = json<{ items: ConsoleCoupon[] }>(await consoleCall(t.app, consoleListCoupons, await as('editor')));
    expect(demoList.data.items.map((x) => x.id)).not.toContain(mine.data.id);
    // A batch granting another tenant's template: not found.
    const foreign = await consoleCall(t.app, createRedeemCodes, await as('editor'), {
      body: { name: 'x', grants: { kind: 'coupon', couponId: mine.data.id }, count: 1, expiresAt: t.clock() + 60_000 },
    });
    expect(json(foreign).code).toBe(ErrorCode.NOT_FOUND);
  });

  it('a batch of redemption codes: at most 10,000, audited without its codes, listed with its redeemed count', async () => {
    const editor = await as('editor');
    const template = json<ConsoleCoupon>(
      await consoleCall(t.app, createCoupon, editor, { body: couponBody({ claimable: false }) }),
    );
    const over = await consoleCall(t.app, createRedeemCodes, editor, {
      body: {
        name: 'too many',
        grants: { kind: 'coupon', couponId: template.data.id },
        count: 10_001,
        expiresAt: t.clock() + 60_000,
      },
    });
    expect(json(over).code).not.toBe(0);
    const past = await consoleCall(t.app, createRedeemCodes, editor, {
      body: { name: 'past', grants: { kind: 'coupon', couponId: template.data.id }, count: 1, expiresAt: t.clock() - 1 },
    });
    expect(json(past).code).toBe(ErrorCode.VALIDATION_FAILED);
    const res = json<{ batch: { id: number; count: number; redeemed: number }; codes: string[]; csv: string }>(
      await consoleCall(t.app, createRedeemCodes, editor, {
        body: {
          name: 'Spring print',
          grants: { kind: 'coupon', couponId: template.data.id },
          count: 1_000,
          expiresAt: t.clock() + 86_400_000,
        },
      }),
    );
    expect(res.code).toBe(0);
    expect(res.data.codes).toHaveLength(1_000);
    expect(res.data.csv.startsWith('code\n')).toBe(true);
    expect(res.data.csv.trim().split('\n')).toHaveLength(1_001);
    const audit = await auditRows(t.app, 'coupon.redeem_batch.create');
    expect(audit[0]).toMatchObject({ target_id: String(res.data.batch.id), operator_id: editor.operatorId });
    const auditText = JSON.stringify(audit[0]);
    expect(res.data.codes.some((c) => auditText.includes(c))).toBe(false);
    const list = json<{ items: { id: number; count: number; redeemed: number; grants: { kind: string; couponName: string } }[] }>(
      await consoleCall(t.app, consoleListRedeemBatches, await as('finance')),
    );
    expect(list.data.items[0]).toMatchObject({ id: res.data.batch.id, count: 1_000, redeemed: 0, grants: { kind: 'coupon' } });
    expect(await checkCouponInvariants(t.db.kysely)).toEqual([]);
  });
});
