import { Migrator, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations/index';
import type { Database } from '../src/db/schema';
import { isUniqueViolation } from '../src/db/unique-violation';
import { createTestDatabase, DB_KIND } from './helpers';

// Migrations 0029 and 0030 (issue 31, decision 062) on a database written before them: casting becomes once
// per collectible per holder (a casting activity's casts counted in its quotas, its limit 100), and every
// circulation record, claim and redeemed collectible gets its true source from what it stored.

describe(`migrations 0029-0030 on a database written before them (${DB_KIND})`, () => {
  it(
    'fills each record’s source, files redemptions as such, and turns "once per user" into "once per item per holder"',
    { timeout: 60_000 },
    async () => {
      const d = await createTestDatabase();
      try {
        const k = d.db.kysely as Kysely<Database>;
        const migrator = new Migrator({ db: k, provider: migrationProvider(d.db.dialect) });
        expect((await migrator.migrateTo('0028-preview-tokens')).error).toBeUndefined();
        const tenant = await k
          .insertInto('tenants')
          .values({ code: 'mig', platform_name: 'M', app_id: 'mig', settings: '{}', created_at: 1, updated_at: 1 } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const user = async (phone: string, invite: string) =>
          (
            await k
              .insertInto('users')
              .values({
                tenant_id: tenant.id,
                area_code: '+86',
                phone,
                invite_code: invite,
                created_at: 1,
                updated_at: 1,
              } as never)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        const alice = await user('13700000091', 'MIGAAAA');
        const bob = await user('13700000092', 'MIGBBBB');
        const item = async (serial: number, source: string) =>
          (
            await k
              .insertInto('card_nfts')
              .values({
                tenant_id: tenant.id,
                user_id: alice,
                collection_id: 1,
                serial,
                token_id: String(4294967296 + serial),
                source,
                order_id: null,
                box_id: null,
                status: 'held',
                acquired_at: 1,
                transferable_at: 1,
              } as never)
              .returning('id')
              .executeTakeFirstOrThrow()
          ).id;
        const redeemed = await item(1, 'airdrop');
        const airdropped = await item(2, 'airdrop');
        const held = await item(3, 'purchase');

        // A code's collectible, minted as an airdrop before.
        const batch = await k
          .insertInto('redeem_batches')
          .values({
            tenant_id: tenant.id,
            name: 'b',
            grant_kind: 'collectible',
            collection_id: 1,
            count: 1,
            expires_at: 9e12,
            created_at: 1,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await k
          .insertInto('redeem_codes')
          .values({
            tenant_id: tenant.id,
            batch_id: batch.id,
            code_hash: 'h',
            last4: 'ABCD',
            redeemed_by: alice,
            redeemed_at: 1,
            card_nft_id: redeemed,
          } as never)
          .execute();

        // Every kind of record the writers stored before.
        const rec = (
          cardNftId: number,
          business_type: number,
          sale_kind: number | null,
          o: { from?: number; airdrop?: number; direction?: 'in' | 'out' } = {},
        ) => ({
          tenant_id: tenant.id,
          user_id: alice,
          card_nft_id: cardNftId,
          direction: o.direction ?? ('in' as const),
          business_type,
          sale_kind,
          counterparty_user_id: o.from ?? null,
          airdrop_id: o.airdrop ?? null,
          chain_job_id: null,
          created_at: 1,
        });
        const records = [
          rec(101, 3, 1),
          rec(102, 4, 1),
          rec(103, 4, null),
          rec(104, 6, null, { from: bob }),
          rec(105, 6, null, { from: bob, direction: 'out' }),
          rec(airdropped, 6, null, { airdrop: 7 }),
          rec(redeemed, 6, null),
          rec(108, 7, 3, { from: bob }),
          rec(109, 8, null),
        ];
        await k
          .insertInto('circulation_records')
          .values(records as never)
          .execute();
        const send = (cardNftId: number, airdrop: number | null) => ({
          tenant_id: tenant.id,
          recipient_user_id: alice,
          sender_user_id: null,
          airdrop_id: airdrop,
          card_nft_id: cardNftId,
          kind: 'airdrop',
          chain_job_id: null,
          read_at: null,
          created_at: 1,
        });
        await k
          .insertInto('send_records')
          .values([send(airdropped, 7), send(redeemed, null)] as never)
          .execute();

        // A casting activity where alice cast once with `held`.
        const act = await k
          .insertInto('activities')
          .values({
            tenant_id: tenant.id,
            key: 'cast',
            kind: 'cast',
            name: '{}',
            cover_url: '',
            rules: '{}',
            result_collection_id: 2,
            qualifying: '[{"collectionId":1,"count":1}]',
            mode: 'hold',
            starts_at: 0,
            ends_at: 9e12,
            stock: 10,
            cast_count: 1,
            created_at: 1,
            updated_at: 1,
          } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const castRow = (userId: number) => ({
          tenant_id: tenant.id,
          activity_id: act.id,
          user_id: userId,
          mode: 'hold',
          result_card_nft_id: 0,
          result_collection_id: 2,
          result_serial: 1,
          items: '[]',
          created_at: 1,
        });
        const cast = await k
          .insertInto('cast_records')
          .values(castRow(alice) as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const use = (userId: number, castId: number) => ({
          tenant_id: tenant.id,
          activity_id: act.id,
          card_nft_id: held,
          cast_id: castId,
          user_id: userId,
          spent: 0,
          created_at: 1,
        });
        await k
          .insertInto('activity_item_uses')
          .values(use(alice, cast.id) as never)
          .execute();

        await migrateToLatest(d.db);

        const sources = await k
          .selectFrom('circulation_records')
          .select(['card_nft_id', 'direction', 'source'])
          .orderBy('id')
          .execute();
        expect(sources.map((r) => [r.card_nft_id, r.direction, r.source])).toEqual([
          [101, 'in', 'box'],
          [102, 'in', 'purchase'],
          [103, 'in', 'cast'],
          [104, 'in', 'gift'],
          [105, 'out', 'gift'],
          [airdropped, 'in', 'airdrop'],
          [redeemed, 'in', 'redemption'],
          [108, 'in', 'resale'],
          [109, 'in', 'synthesis'],
        ]);
        const kinds = await k.selectFrom('send_records').select(['card_nft_id', 'kind']).orderBy('id').execute();
        expect(kinds.map((r) => [r.card_nft_id, r.kind])).toEqual([
          [airdropped, 'airdrop'],
          [redeemed, 'redemption'],
        ]);
        const items = await k.selectFrom('card_nfts').select(['id', 'source']).orderBy('id').execute();
        expect(items.map((r) => [r.id, r.source])).toEqual([
          [redeemed, 'redemption'],
          [airdropped, 'airdrop'],
          [held, 'purchase'],
        ]);

        // The casting activity: casts per user up to 100, alice's cast counted; each item once per holder.
        const a = await k.selectFrom('activities').select('per_user_limit').where('id', '=', act.id).executeTakeFirstOrThrow();
        expect(a.per_user_limit).toBe(100);
        const quota = await k.selectFrom('activity_quotas').selectAll().where('activity_id', '=', act.id).execute();
        expect(quota.map((q) => [q.user_id, q.taken])).toEqual([[alice, 1]]);
        const again = await k
          .insertInto('cast_records')
          .values(castRow(alice) as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        const twice = await k
          .insertInto('activity_item_uses')
          .values(use(alice, again.id) as never)
          .execute()
          .then(
            () => null,
            (err: unknown) => err,
          );
        expect(isUniqueViolation(twice)).toBe(true);
        const bobs = await k
          .insertInto('cast_records')
          .values(castRow(bob) as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        await k
          .insertInto('activity_item_uses')
          .values(use(bob, bobs.id) as never)
          .execute();
      } finally {
        await d.close();
      }
    },
  );
});
