import { BusinessType, SaleKind } from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { createBuyer } from './sale-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe(`transfers: recordMove (${DB_KIND})`, () => {
  it('a gift writes one record per side and the recipient a gift claim; an airdrop one in-record and an airdrop claim', async () => {
    const tenantId = await tenantIdOf(t.db, 'demo');
    const a = await createBuyer(t, 'demo');
    const b = await createBuyer(t, 'demo');
    const at = t.clock();
    const k = t.db.kysely;
    await k.transaction().execute((trx) =>
      t.app.transfer.transfers.recordMove(trx, tenantId, {
        cardNftId: 987_001,
        fromUserId: a.userId,
        toUserId: b.userId,
        businessType: BusinessType.SEND,
        saleKind: SaleKind.C2C_GIVE,
        chainJobId: 42,
        at,
      }),
    );
    const recs = await k.selectFrom('circulation_records').selectAll().where('card_nft_id', '=', 987_001).orderBy('id').execute();
    expect(
      recs.map((r) => [r.user_id, r.direction, r.counterparty_user_id, r.business_type, r.sale_kind, r.chain_job_id]),
    ).toEqual([
      [a.userId, 'out', b.userId, 6, 2, 42],
      [b.userId, 'in', a.userId, 6, 2, 42],
    ]);
    expect(recs.every((r) => r.tenant_id === tenantId && Number(r.created_at) === at)).toBe(true);
    const sends = await k.selectFrom('send_records').selectAll().where('card_nft_id', '=', 987_001).execute();
    expect(sends).toHaveLength(1);
    expect(sends[0]).toMatchObject({ recipient_user_id: b.userId, sender_user_id: a.userId, kind: 'gift', read_at: null });

    await k.transaction().execute((trx) =>
      t.app.transfer.transfers.recordMove(trx, tenantId, {
        cardNftId: 987_002,
        fromUserId: null,
        toUserId: b.userId,
        businessType: BusinessType.SEND,
        saleKind: null,
        airdropId: 7,
        at,
      }),
    );
    const air = await k.selectFrom('circulation_records').selectAll().where('card_nft_id', '=', 987_002).execute();
    expect(air.map((r) => [r.user_id, r.direction, r.counterparty_user_id, r.airdrop_id])).toEqual([[b.userId, 'in', null, 7]]);
    const airSend = await k.selectFrom('send_records').selectAll().where('card_nft_id', '=', 987_002).execute();
    expect(airSend).toHaveLength(1);
    expect(airSend[0]).toMatchObject({ sender_user_id: null, airdrop_id: 7, kind: 'airdrop' });

    // A purchase (not a SEND) is a circulation record only, never a claim.
    await k.transaction().execute((trx) =>
      t.app.transfer.transfers.recordMove(trx, tenantId, {
        cardNftId: 987_003,
        fromUserId: null,
        toUserId: a.userId,
        businessType: BusinessType.B2C_COLLECTION,
        saleKind: SaleKind.IPO,
        at,
      }),
    );
    expect(await k.selectFrom('circulation_records').selectAll().where('card_nft_id', '=', 987_003).execute()).toHaveLength(1);
    expect(await k.selectFrom('send_records').selectAll().where('card_nft_id', '=', 987_003).execute()).toHaveLength(0);
  });
});
