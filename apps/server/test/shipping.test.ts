import {
  confirmReceipt,
  consoleListShipments,
  ErrorCode,
  shipOrder,
  type ConsoleRole,
  type ConsoleShipment,
  type Order,
} from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { auditRows, consoleCall, signInConsole, type ConsoleSession } from './console-helpers';
import { createBuyer } from './sale-helpers';
import { addressOf, confirm, rewardActivity } from './shipping-helpers';

// Shipping physical rewards (issue 19, decision 044): the console's queue and shipOrder (roles, audit), the
// user's confirmReceipt, the auto-complete job with the clock moved (run twice at once: once).

let t: TestApp;
const sessions = new Map<string, ConsoleSession>();
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t.close();
});

async function as(role: ConsoleRole): Promise<ConsoleSession> {
  if (!sessions.has(role)) sessions.set(role, await signInConsole(t.app, { tenant: 'demo', role }));
  return sessions.get(role)!;
}
const json = <T>(res: LightMyRequestResponse) => res.json() as { code: number; msg: string; data: T };

async function paidOrder() {
  const u = await createBuyer(t, 'demo');
  const id = await rewardActivity(t, { kind: 'physical' });
  const r = await confirm(t, u, { activityId: id, addressId: await addressOf(t, u) });
  expect(r.code, r.msg).toBe(0);
  return { u, orderNo: r.data.orderNo };
}
const ship = async (role: ConsoleRole, orderNo: string, b = { carrier: 'SF Express', trackingNo: 'SF1234567890' }) =>
  json<ConsoleShipment>(await consoleCall(t.app, shipOrder, await as(role), { params: { orderNo }, body: b }));
const receipt = async (u: { token: string }, orderNo: string) =>
  body<Order>(await call(t.app, confirmReceipt, { token: u.token, body: { orderNo } }));

describe(`shipping (${DB_KIND})`, () => {
  it('awaiting → shipped by support (audited, inbox) → confirmed by the user → completed; refusals', async () => {
    const { u, orderNo } = await paidOrder();
    expect((await receipt(u, orderNo)).code).toBe(ErrorCode.ORDER_NOT_CONFIRMABLE);
    const queue = json<{ items: ConsoleShipment[] }>(
      await consoleCall(t.app, consoleListShipments, await as('editor'), { query: { status: 'awaiting' } }),
    );
    expect(queue.code).toBe(0);
    expect(queue.data.items.find((s) => s.orderNo === orderNo)).toMatchObject({
      status: 'awaiting',
      address: { receiver: '张三', phone: '13700000001' },
      activity: { rewardName: '海报' },
    });
    expect((await ship('editor', orderNo)).code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    expect((await ship('finance', orderNo)).code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    const shipped = await ship('support', orderNo);
    expect(shipped.code, shipped.msg).toBe(0);
    expect(shipped.data).toMatchObject({ status: 'shipping', carrier: 'SF Express', trackingNo: 'SF1234567890' });
    expect(shipped.data.autoCompleteAt).toBe(shipped.data.shippedAt! + 10 * 86_400_000);
    expect((await ship('owner', orderNo)).code).toBe(ErrorCode.ORDER_NOT_SHIPPABLE);
    expect((await auditRows(t.app, 'order.ship')).filter((r) => r.target_id === orderNo)).toHaveLength(1);
    const inbox = await t.db.kysely.selectFrom('inbox_events').select('kind').where('user_id', '=', u.userId).execute();
    expect(inbox.map((e) => e.kind)).toContain('order_shipped');
    const done = await receipt(u, orderNo);
    expect(done.code, done.msg).toBe(0);
    expect(done.data.status).toBe('completed');
    expect(done.data.shipping?.completedAt).not.toBeNull();
    expect((await receipt(u, orderNo)).data.status).toBe('completed');
    const other = await createBuyer(t, 'demo');
    expect((await receipt(other, orderNo)).code).toBe(ErrorCode.NOT_FOUND);
    expect((await ship('support', 'NOSUCHORDER123')).code).toBe(ErrorCode.ORDER_NOT_SHIPPABLE);
  });

  it('the auto-complete job completes a shipped order after 10 days, once when run twice at once', async () => {
    const { u, orderNo } = await paidOrder();
    expect((await ship('owner', orderNo)).code).toBe(0);
    expect(await t.app.flows.shipping.autoComplete()).toBe(0);
    t.clock.advance(10 * 86_400_000 + 1);
    const runs = await Promise.all([t.app.flows.shipping.autoComplete(), t.app.flows.shipping.autoComplete()]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const row = await t.db.kysely.selectFrom('orders').selectAll().where('order_no', '=', orderNo).executeTakeFirstOrThrow();
    expect(row.status).toBe('completed');
    const events = await t.db.kysely
      .selectFrom('inbox_events')
      .select('kind')
      .where('user_id', '=', u.userId)
      .where('kind', '=', 'order_completed')
      .execute();
    expect(events).toHaveLength(1);
    // (The console's sessions have expired with the clock moved 10 days: the queue is read from its flow.)
    const tenant = (await t.app.tenant.tenants.byId(await tenantIdOf(t.db, 'demo')))!;
    const completed = await t.app.flows.shipping.list(tenant, { status: 'completed', limit: 50 }, 'en');
    expect(completed.items.find((s) => s.orderNo === orderNo)).toMatchObject({
      status: 'completed',
      activity: { rewardName: 'Poster' },
    });
  });
});
