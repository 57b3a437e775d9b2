import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../src/db/migrate';
import { seedDemo } from '../src/db/seed/demo';
import { createTestApp, DB_KIND, type TestApp } from './helpers';

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
    expect(await seedDemo(t.db, t.app.storage)).toEqual([]);
    expect(await counts()).toEqual(before);
  });

  it('the seed keeps an operator change', async () => {
    await t.db.kysely.updateTable('tenants').set({ platform_name: 'Renamed' }).where('code', '=', 'demo').execute();
    await seedDemo(t.db, t.app.storage);
    const row = await t.db.kysely
      .selectFrom('tenants')
      .select('platform_name')
      .where('code', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(row.platform_name).toBe('Renamed');
  });
});
