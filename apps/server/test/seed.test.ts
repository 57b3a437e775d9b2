import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { migrationProvider } from '../src/db/migrations/index';
import { seedDemo } from '../src/seed/demo';
import { LocalDiskStorage } from '../src/providers/storage/local-disk-storage';
import { createTestApp, createTestDatabase, DB_KIND, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function counts() {
  const k = t.db.kysely;
  const n = async (table: 'tenants' | 'tenant_domains' | 'tenant_menus' | 'categories' | 'files') =>
    Number(
      (
        await k
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    tenants: await n('tenants'),
    domains: await n('tenant_domains'),
    menus: await n('tenant_menus'),
    categories: await n('categories'),
    files: await n('files'),
  };
}

describe(`migrations and demo seed (${DB_KIND})`, () => {
  it('migrating again applies nothing', async () => {
    expect(await migrateToLatest(t.db)).toEqual([]);
  });

  it('seeding again changes nothing', async () => {
    const before = await counts();
    expect(before.tenants).toBe(3);
    expect(before.domains).toBe(4);
    expect(await seedDemo(t.db, t.app.providers.storage)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('the seed keeps an operator change', async () => {
    await t.db.kysely.updateTable('tenants').set({ platform_name: 'Renamed' }).where('code', '=', 'demo').execute();
    await seedDemo(t.db, t.app.providers.storage);
    const row = await t.db.kysely
      .selectFrom('tenants')
      .select('platform_name')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(row.platform_name).toBe('Renamed');
  });

  it('fills what a tenant lacks (documents, chain channels) and keeps what an operator changed', async () => {
    const k = t.db.kysely;
    const demo = await k.selectFrom('tenants').select(['id', 'settings']).where('code', '=', 'demo').executeTakeFirstOrThrow();
    await k.deleteFrom('tenant_contents').where('tenant_id', '=', demo.id).where('kind', '=', 'policy').execute();
    await k
      .updateTable('tenant_contents')
      .set({ html: JSON.stringify({ en: '<p>Our own agreement</p>' }) })
      .where('tenant_id', '=', demo.id)
      .where('kind', '=', 'agreement')
      .execute();
    await k
      .updateTable('tenants')
      .set({ settings: JSON.stringify({ orderPayTimeoutSeconds: 600 }) })
      .where('id', '=', demo.id)
      .execute();

    await seedDemo(t.db, t.app.providers.storage);
    const kinds = await k.selectFrom('tenant_contents').select(['kind', 'html']).where('tenant_id', '=', demo.id).execute();
    expect(kinds.map((r) => r.kind).sort()).toEqual(['agreement', 'digitalIdentity', 'help', 'policy', 'realNameAgreement']);
    expect(kinds.find((r) => r.kind === 'agreement')!.html).toContain('Our own agreement');
    const after = await k.selectFrom('tenants').select('settings').where('id', '=', demo.id).executeTakeFirstOrThrow();
    expect(JSON.parse(after.settings)).toEqual({ orderPayTimeoutSeconds: 600, chainChannels: ['curio-evm'] });
    await k.updateTable('tenants').set({ settings: demo.settings }).where('id', '=', demo.id).execute();
  });
});

describe(`a database made before the identity migration (${DB_KIND})`, () => {
  it('keeps its tenants and users, and the seed gives the old tenants what they lack', async () => {
    const d = await createTestDatabase();
    try {
      const k = d.db.kysely;
      const migrator = new Migrator({ db: k, provider: migrationProvider(d.db.dialect) });
      expect((await migrator.migrateTo('0001-foundation')).error).toBeUndefined();
      // A tenant an operator made back then, with a user.
      const old = await k
        .insertInto('tenants')
        .values({
          code: 'early',
          platform_name: 'Early Bird',
          app_id: 'early',
          settings: '{"platformFeeRate":0.08}',
          created_at: 1,
          updated_at: 1,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      await k
        .insertInto('users')
        .values({
          tenant_id: old.id,
          area_code: '+86',
          phone: '13700000001',
          invite_code: 'EARLY23',
          created_at: 1,
          updated_at: 1,
        } as never)
        .execute();

      expect((await migrateToLatest(d.db))[0]).toBe('0002-identity');
      const user = await k.selectFrom('users').selectAll().where('phone', '=', '13700000001').executeTakeFirstOrThrow();
      expect(user).toMatchObject({
        password_fail_count: 0,
        pay_fail_count: 0,
        pay_password_hash: null,
        cooperation_channel: '',
        real_name_at: null,
      });

      await seedDemo(d.db, new LocalDiskStorage(`${d.dataDir}/files`));
      const contents = await k.selectFrom('tenant_contents').select(['kind', 'html']).where('tenant_id', '=', old.id).execute();
      expect(contents.map((c) => c.kind).sort()).toEqual(['agreement', 'digitalIdentity', 'help', 'policy', 'realNameAgreement']);
      expect(contents.find((c) => c.kind === 'agreement')!.html).toContain('Early Bird');
      const settings = await k.selectFrom('tenants').select('settings').where('id', '=', old.id).executeTakeFirstOrThrow();
      expect(JSON.parse(settings.settings)).toEqual({ platformFeeRate: 0.08, chainChannels: ['curio-evm'] });
      expect(await k.selectFrom('tenants').select('code').orderBy('id').execute()).toHaveLength(4);
    } finally {
      await d.close();
    }
  });
});
