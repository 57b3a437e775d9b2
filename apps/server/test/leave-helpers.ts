import { getUserInfo, openChainAccount, setPayPassword, submitRealName } from '@curio/contract';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { DB_KIND, type TestApp } from './helpers';
import { env, registerUser } from './identity-helpers';
import { PAY_PASSWORD } from './transfer-helpers';
import { newIdCard } from './wallet-pay-helpers';

// Helpers of the data export and account deletion tests (issue 20, decision 046).

export { PAY_PASSWORD };

let nameSeq = 0;
/** A registered user with a real name (a name and ID number of their own), a chain account and a pay password. */
export async function person(t: TestApp) {
  const { phone, token } = await registerUser(t);
  nameSeq += 1;
  const name = `欧阳${'明月清风朗星'[nameSeq % 6]}${'甲乙丙丁戊己庚辛'[Math.floor(Math.random() * 8)]}`;
  const idCard = newIdCard();
  const rn = await env(t, submitRealName, { token, body: { name, idCard, agree: true } });
  expect(rn.code, rn.msg).toBe(0);
  expect((await env(t, openChainAccount, { token })).code).toBe(0);
  const pp = await env(t, setPayPassword, { token, body: { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD } });
  expect(pp.code, pp.msg).toBe(0);
  const userId = (await env<{ id: number }>(t, getUserInfo, { token })).data.id;
  return { phone, token, userId, name, idCard, tenantCode: 'demo' };
}

/** Every row of every table, as JSON text (as the identity tests scan them). */
export async function everyRow(t: TestApp): Promise<string> {
  const names =
    DB_KIND === 'pg'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = current_schema() and table_type = 'BASE TABLE'`.execute(t.db.kysely)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`.execute(
            t.db.kysely,
          )
        ).rows;
  expect(names.length).toBeGreaterThan(50);
  const dumps: string[] = [];
  for (const { name } of names) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(name)}`.execute(t.db.kysely);
    dumps.push(`${name}: ${JSON.stringify(rows.rows, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))}`);
  }
  return dumps.join('\n');
}
