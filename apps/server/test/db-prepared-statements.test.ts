import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { statementName } from '../src/db/pg-prepared';
import { createTestDatabase, DB_KIND, type TestDatabase } from './helpers';

// Decision 076: on PostgreSQL a parameterised statement a connection sends again goes by name, so each backend
// parses and plans it once. Answers must not change, whatever the parameters.

let d: TestDatabase;
beforeAll(async () => {
  d = await createTestDatabase();
});
afterAll(async () => {
  await d.close();
});

describe('statement names', () => {
  it('a text is named from its second use, always with the same name; texts without a second use stay unnamed', () => {
    const text = `select ${Math.random()} where 1 = $1`;
    expect(statementName(text)).toBeUndefined();
    const name = statementName(text);
    expect(name).toMatch(/^curio_\d+$/);
    expect(statementName(text)).toBe(name);
    const other = `select ${Math.random()} where 2 = $1`;
    statementName(other);
    expect(statementName(other)).not.toBe(name);
  });
});

describe(`repeated statements (${DB_KIND})`, () => {
  it('answer with each call’s parameters; on PostgreSQL the connection holds the statement prepared by name', async () => {
    const db = d.db.kysely;
    await db.transaction().execute(async (trx) => {
      const answers: number[] = [];
      for (const n of [3, 5, 8, 13]) {
        const r = await sql<{ v: number }>`select cast(${n} as integer) * 2 as v`.execute(trx);
        answers.push(Number(r.rows[0]!.v));
      }
      expect(answers).toEqual([6, 10, 16, 26]);
      if (DB_KIND === 'pg') {
        const prepared = await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(trx);
        const ours = prepared.rows.filter((p) => p.statement.includes('* 2 as v'));
        expect(ours).toHaveLength(1);
        expect(ours[0]!.name).toMatch(/^curio_\d+$/);
      }
    });
  });
});
