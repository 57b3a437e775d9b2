import {
  consoleListRecipes,
  consoleSaveRecipe,
  consoleWithdrawRecipe,
  ErrorCode,
  type CallDefinition,
  type ConsoleRecipe,
} from '@curio/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSynthesisInvariants } from './support/invariants';
import { auditRows, consoleCall, hostOf, signInConsole, type ConsoleSession } from './console-helpers';
import { createTestApp, DB_KIND, type TestApp } from './helpers';
import { collection, give, HOUR, itemsOf, synth } from './synthesis-helpers';
import { member } from './transfer-helpers';

// The console's synthesis recipes (issue 18, decision 041): owners and editors (and a platform admin on
// the tenant's host) list, save and withdraw them; every write is audited; what users agreed to stays.

let t: TestApp;
const sessions: Record<string, ConsoleSession> = {};
let otherTenantEditor: ConsoleSession;
let demoHost: string;
beforeAll(async () => {
  t = await createTestApp();
  demoHost = await hostOf(t.app, 'demo');
  for (const role of ['owner', 'editor', 'support', 'finance'] as const)
    sessions[role] = await signInConsole(t.app, { tenant: 'demo', role });
  sessions.platformAdmin = await signInConsole(t.app, { tenant: 'demo', role: 'platformAdmin' });
  otherTenantEditor = await signInConsole(t.app, { tenant: 'aurora', role: 'editor' });
});
afterAll(async () => {
  await t.close();
});

type Envelope<T = unknown> = { code: number; msg: string; data: T };
const run = async <T>(
  def: CallDefinition,
  who: ConsoleSession | { headers: Record<string, string> },
  o: Parameters<typeof consoleCall>[3] = {},
) => (await consoleCall(t.app, def, who, o)).json() as Envelope<T>;

async function recipeBody(o: Record<string, unknown> = {}) {
  const a = await collection(t);
  const result = await collection(t);
  return {
    name: { en: 'Star map', 'zh-CN': '星图' },
    resultCollectionId: result,
    fragments: [{ collectionId: a, count: 2 }],
    mode: 'pledge',
    pledgeHours: 24,
    startsAt: t.clock() - 60_000,
    endsAt: t.clock() + 24 * HOUR,
    stock: 10,
    perUserLimit: 2,
    ...o,
  };
}

describe(`console: synthesis recipes (${DB_KIND})`, () => {
  it('owner, editor and a platform admin on the host may list and save; support and finance are refused; every save is audited', async () => {
    for (const role of ['owner', 'editor', 'platformAdmin']) {
      const saved = await run<{ id: number; created: boolean }>(consoleSaveRecipe, sessions[role]!, { body: await recipeBody() });
      expect(saved.code, `${role}: ${saved.msg}`).toBe(0);
      expect(saved.data.created).toBe(true);
      const audit = await auditRows(t.app, 'synthesis.recipe.create');
      expect(audit[0]).toMatchObject({ target_id: String(saved.data.id), operator_id: sessions[role]!.operatorId });
      const list = await run<{ items: ConsoleRecipe[] }>(consoleListRecipes, sessions[role]!, { query: { limit: 100 } });
      expect(list.code).toBe(0);
      expect(list.data.items.map((r) => r.id)).toContain(saved.data.id);
    }
    for (const role of ['support', 'finance']) {
      expect((await run(consoleListRecipes, sessions[role]!)).code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
      expect((await run(consoleSaveRecipe, sessions[role]!, { body: await recipeBody() })).code).toBe(
        ErrorCode.CONSOLE_FORBIDDEN,
      );
      expect((await run(consoleWithdrawRecipe, sessions[role]!, { params: { id: 1 } })).code).toBe(ErrorCode.CONSOLE_FORBIDDEN);
    }
  });

  it("another tenant's editor cannot reach this tenant's recipes, on its host or on theirs", async () => {
    const saved = await run<{ id: number }>(consoleSaveRecipe, sessions.owner!, { body: await recipeBody() });
    const foreign = { headers: { ...otherTenantEditor.headers, host: demoHost } };
    expect([ErrorCode.CONSOLE_LOGIN_REQUIRED, ErrorCode.CONSOLE_WRONG_TENANT]).toContain(
      (await run(consoleListRecipes, foreign)).code,
    );
    // On their own host the id is not theirs: not found, nothing withdrawn.
    expect((await run(consoleWithdrawRecipe, otherTenantEditor, { params: { id: saved.data.id } })).code).toBe(
      ErrorCode.NOT_FOUND,
    );
    const theirs = await run<{ items: ConsoleRecipe[] }>(consoleListRecipes, otherTenantEditor, { query: { limit: 100 } });
    expect(theirs.data.items.map((r) => r.id)).not.toContain(saved.data.id);
    const row = await t.db.kysely
      .selectFrom('recipes')
      .select('withdrawn_at')
      .where('id', '=', saved.data.id)
      .executeTakeFirstOrThrow();
    expect(row.withdrawn_at).toBeNull();
    // A collection of another tenant cannot be named.
    const auroraCollection = await collection(t, 'aurora');
    expect(
      (await run(consoleSaveRecipe, sessions.owner!, { body: await recipeBody({ resultCollectionId: auroraCollection }) })).code,
    ).toBe(ErrorCode.NOT_FOUND);
  });

  it('once synthesized with, result, fragments, mode, pledge hours and cooling rule stay; stock never below the results given', async () => {
    const body = await recipeBody({ perUserLimit: 5 });
    const saved = await run<{ id: number }>(consoleSaveRecipe, sessions.editor!, { body });
    const id = saved.data.id;
    // Before any synthesis everything may change.
    const changed = await run(consoleSaveRecipe, sessions.editor!, { body: { ...body, id, pledgeHours: 12, stock: 3 } });
    expect(changed.code, changed.msg).toBe(0);
    const m = await member(t);
    const items = await give(t, m, body.fragments[0]!.collectionId, 4);
    expect((await synth(t, m, id, items.slice(0, 2))).code).toBe(0);
    expect((await synth(t, m, id, items.slice(2, 4))).code).toBe(0);
    const locked = await run<{ fields: string[] }>(consoleSaveRecipe, sessions.editor!, {
      body: {
        ...body,
        id,
        pledgeHours: 48,
        mode: 'burn',
        fragments: [{ collectionId: body.fragments[0]!.collectionId, count: 1 }],
      },
    });
    expect(locked.code).toBe(ErrorCode.RECIPE_LOCKED);
    expect(locked.data.fields.sort()).toEqual(['fragments', 'mode', 'pledgeHours']);
    expect((await run(consoleSaveRecipe, sessions.editor!, { body: { ...body, id, pledgeHours: 12, stock: 1 } })).code).toBe(
      ErrorCode.RECIPE_STOCK_BELOW_USED,
    );
    // The window, names, stock and limit may still change.
    const ok = await run(consoleSaveRecipe, sessions.editor!, {
      body: { ...body, id, pledgeHours: 12, stock: 2, name: { en: 'Renamed' }, endsAt: t.clock() + 48 * HOUR },
    });
    expect(ok.code, ok.msg).toBe(0);
    expect((await auditRows(t.app, 'synthesis.recipe.update')).length).toBeGreaterThanOrEqual(2);
    const over = await run(consoleSaveRecipe, sessions.editor!, { body: await recipeBody({ stock: 1_000_000 }) });
    expect(over.code).toBe(ErrorCode.RECIPE_STOCK_OVER_SUPPLY);

    // Withdraw: pledges cancelled, fragments back, results kept; audited; a withdrawn recipe no longer changes.
    const w = await run<{ cancelled: number; returned: number }>(consoleWithdrawRecipe, sessions.editor!, { params: { id } });
    expect(w.code, w.msg).toBe(0);
    expect(w.data).toMatchObject({ cancelled: 2, returned: 4 });
    expect((await itemsOf(t, items)).every((i) => i.status === 'held')).toBe(true);
    const statuses = await t.db.kysely.selectFrom('syntheses').select('status').where('recipe_id', '=', id).execute();
    expect(statuses.map((s) => s.status)).toEqual(['cancel', 'cancel']);
    expect((await auditRows(t.app, 'synthesis.recipe.withdraw'))[0]).toMatchObject({ target_id: String(id) });
    expect((await run(consoleSaveRecipe, sessions.editor!, { body: { ...body, id, pledgeHours: 12, stock: 2 } })).code).toBe(
      ErrorCode.RECIPE_WITHDRAWN,
    );
    const again = await run<{ cancelled: number }>(consoleWithdrawRecipe, sessions.editor!, { params: { id } });
    expect(again.data.cancelled).toBe(0);
    const listed = await run<{ items: ConsoleRecipe[] }>(consoleListRecipes, sessions.editor!, {
      query: { state: 'ended', limit: 100 },
    });
    expect(listed.data.items.find((r) => r.id === id)).toMatchObject({ syntheses: 2, pledgesRunning: 0, stockLeft: 0 });
    expect(await checkSynthesisInvariants(t.db.kysely)).toEqual([]);
  });
});
