import { ErrorCode, getDataExport, listDataExports, requestDataExport, type DataExport } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { env } from './identity-helpers';
import { person } from './leave-helpers';
import { itemsOf } from './market-helpers';
import { createCollection, order } from './sale-helpers';

// A user's data export (issue 20, decision 046): requested, prepared by the job (safe to run twice),
// linked from the inbox, checked against the database, refused to others, expired after 24 hours.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const HOUR = 60 * 60_000;

/** The parts of the document the test reads. */
interface ExportDoc {
  profile: { userId: number; phone: string };
  realName: { verified: boolean; name: string };
  orders: { orderNo: string; totalAmount: number; status: string }[];
  collectibles: unknown[];
  invites: { myCode: string };
}

describe(`data export (${DB_KIND})`, () => {
  it('prepares one document of my data, once, without the ID number; refuses others; expires after 24 hours', async () => {
    const me = await person(t);
    const other = await person(t);
    const { ids } = await itemsOf(t, me, { count: 2 });
    const collectionId = await createCollection(t, 'demo', { price: 1_200 });
    const placed = await order(t, me, collectionId);
    expect(placed.code, placed.msg).toBe(0);

    const asked = await env<DataExport>(t, requestDataExport, { token: me.token });
    expect(asked.code, asked.msg).toBe(0);
    expect(asked.data.status).toBe('preparing');
    expect((await env(t, requestDataExport, { token: me.token })).code).toBe(ErrorCode.DATA_EXPORT_PREPARING);
    expect((await env(t, getDataExport, { token: me.token, query: { id: asked.data.id } })).code).toBe(
      ErrorCode.DATA_EXPORT_NOT_READY,
    );

    // The job, twice at once (two processes): one document, one inbox event.
    const done = await Promise.all([t.app.flows.exportData.run(), t.app.flows.exportData.run()]);
    expect(done.reduce((a, b) => a + b, 0)).toBe(1);
    expect(await t.app.flows.exportData.run()).toBe(0);
    const events = await t.db.kysely
      .selectFrom('inbox_events')
      .selectAll()
      .where('user_id', '=', me.userId)
      .where('kind', '=', 'data_export_ready')
      .execute();
    expect(events.map((e) => e.ref)).toEqual([`export:${asked.data.id}`]);

    const list = await env<{ items: DataExport[] }>(t, listDataExports, { token: me.token });
    expect(list.data.items[0]).toMatchObject({ id: asked.data.id, status: 'ready' });
    expect(list.data.items[0]!.expiresAt! - list.data.items[0]!.readyAt!).toBe(24 * HOUR);

    const got = await env<{ export: DataExport; document: ExportDoc }>(t, getDataExport, {
      token: me.token,
      query: { id: asked.data.id },
    });
    expect(got.code, got.msg).toBe(0);
    const doc = got.data.document;
    const text = JSON.stringify(doc);
    // No ID number anywhere (not even its masked form's digits), the name only masked.
    expect(text.includes(me.idCard)).toBe(false);
    expect(text.includes(me.idCard.slice(6, 14))).toBe(false);
    expect(text.includes(me.name)).toBe(false);
    expect(doc.realName.verified).toBe(true);
    expect(doc.realName.name).toContain('*');
    expect(doc.profile).toMatchObject({ userId: me.userId, phone: me.phone });

    // Orders and collectibles against the database.
    const orders = await t.db.kysely.selectFrom('orders').selectAll().where('user_id', '=', me.userId).orderBy('id').execute();
    expect(orders.length).toBeGreaterThan(0);
    expect(doc.orders.map((o) => [o.orderNo, o.totalAmount, o.status])).toEqual(
      orders.map((o) => [o.order_no, Number(o.total_amount), o.status]),
    );
    const items = await t.db.kysely.selectFrom('card_nfts').selectAll().where('user_id', '=', me.userId).orderBy('id').execute();
    expect(items.map((i) => i.id)).toEqual(ids);
    const contract = await t.app.chain.outbox.contractOf(items[0]!.tenant_id);
    expect(doc.collectibles).toHaveLength(2);
    for (const [k, i] of items.entries()) {
      const mint = await t.db.kysely
        .selectFrom('chain_jobs')
        .select('tx_hash')
        .where('tenant_id', '=', i.tenant_id)
        .where('kind', '=', 'mint')
        .where('token_id', '=', i.token_id)
        .executeTakeFirst();
      expect(doc.collectibles[k]).toMatchObject({
        id: i.id,
        serial: i.serial,
        chain: { tokenId: i.token_id, contract: contract?.address ?? null, mintTxHash: mint?.tx_hash ?? null },
      });
    }
    expect(doc.invites.myCode).toMatch(/^[A-Z0-9]+$/);

    // Another user's request for it: not found (the same as an unknown id).
    expect((await env(t, getDataExport, { token: other.token, query: { id: asked.data.id } })).code).toBe(
      ErrorCode.DATA_EXPORT_NOT_FOUND,
    );
    expect((await env(t, getDataExport, { token: me.token, query: { id: 999_999 } })).code).toBe(ErrorCode.DATA_EXPORT_NOT_FOUND);

    // One request an hour.
    const soon = await env(t, requestDataExport, { token: me.token });
    expect(soon.code).toBe(ErrorCode.DATA_EXPORT_TOO_SOON);

    // 24 hours later the job expires it and deletes the document.
    t.clock.advance(24 * HOUR + 1_000);
    await t.app.flows.exportData.run();
    const row = await t.db.kysely
      .selectFrom('data_exports')
      .selectAll()
      .where('id', '=', asked.data.id)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe('expired');
    expect(row.document).toBeNull();
    expect((await env(t, getDataExport, { token: me.token, query: { id: asked.data.id } })).code).toBe(
      ErrorCode.DATA_EXPORT_EXPIRED,
    );
    // And a new one may be asked for.
    expect((await env(t, requestDataExport, { token: me.token })).code).toBe(0);
  });
});
