import {
  consoleListActivities,
  consoleSaveActivity,
  consoleWithdrawActivity,
  ErrorCode,
  getActivity,
  type ConsoleActivityRow,
  type ConsoleRole,
} from '@curio/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { castAs, give, HOUR, mintAll, newCollection, type Caster } from './activity-helpers';
import { auditRows, consoleCall, hostOf, signInConsole, type ConsoleSession } from './console-helpers';
import { body, call, createTestApp, DB_KIND, tenantIdOf, type TestApp } from './helpers';
import { createBuyer } from './sale-helpers';
import { checkActivityInvariants } from './support/invariants';

// The console's activities (issue 18, decision 042): owners, editors and a platform admin on the tenant's
// host may list, save and withdraw; support, finance and another tenant's operator may not; every write
// leaves its audit row; what users cast is never contradicted.

let t: TestApp;
let demoId: number;
let demoHost: string;
const sessions: Partial<Record<ConsoleRole, ConsoleSession>> = {};
let foreignOwner: ConsoleSession;

beforeAll(async () => {
  t = await createTestApp();
  demoId = await tenantIdOf(t.db, 'demo');
  demoHost = await hostOf(t.app, 'demo');
  for (const role of ['owner', 'editor', 'support', 'finance'] as const)
    sessions[role] = await signInConsole(t.app, { tenant: 'demo', role });
  sessions.platformAdmin = await signInConsole(t.app, { tenant: 'demo', role: 'platformAdmin' });
  foreignOwner = await signInConsole(t.app, { tenant: 'aurora', role: 'owner' });
});
afterAll(async () => {
  await t.close();
});

const json = <T>(res: LightMyRequestResponse) => res.json() as { code: number; msg: string; data: T };

async function saveBody(o: Partial<Record<string, unknown>> = {}) {
  const now = t.clock();
  return {
    name: { en: 'Console casting', 'zh-CN': '控制台铸造' },
    rules: { en: '<p>Hold it.</p><script>alert(1)</script><img src="x" onerror="alert(2)">' },
    resultCollectionId: await newCollection(t),
    qualifying: [{ collectionId: await newCollection(t), count: 1 }],
    mode: 'hold',
    startsAt: now - 60_000,
    endsAt: now + 24 * HOUR,
    stock: 10,
    ...o,
  };
}

describe(`console activities: roles and tenants (${DB_KIND})`, () => {
  it(
    'owner, editor and a platform admin on the host save (audited), list and withdraw; support and finance are refused',
    { timeout: 60_000 },
    async () => {
      for (const role of ['owner', 'editor', 'platformAdmin'] as const) {
        const s = sessions[role]!;
        const before = (await auditRows(t.app, 'activities.save')).length;
        const saved = json<{ id: number; created: boolean; activity: ConsoleActivityRow }>(
          await consoleCall(t.app, consoleSaveActivity, s, { body: await saveBody() }),
        );
        expect(saved.code, `${role}: ${saved.msg}`).toBe(0);
        expect(saved.data.created).toBe(true);
        expect(saved.data.activity).toMatchObject({
          kind: 'cast',
          mode: 'hold',
          stock: 10,
          casts: 0,
          enabled: true,
          status: 'open',
          withdrawnAt: null,
        });
        // The rules are sanitized: no script, no handler.
        expect(saved.data.activity.rules.en).toContain('<p>Hold it.</p>');
        expect(saved.data.activity.rules.en).not.toMatch(/script|onerror/);
        const rows = await auditRows(t.app, 'activities.save');
        expect(rows.length).toBe(before + 1);
        expect(rows[0]).toMatchObject({ operator_id: s.operatorId, tenant_id: demoId, target_id: String(saved.data.id) });

        const list = json<{ activities: ConsoleActivityRow[] }>(await consoleCall(t.app, consoleListActivities, s));
        expect(list.code).toBe(0);
        expect(list.data.activities[0]!.id).toBe(saved.data.id);

        const w = json<ConsoleActivityRow>(
          await consoleCall(t.app, consoleWithdrawActivity, s, { params: { id: saved.data.id } }),
        );
        expect(w.code, w.msg).toBe(0);
        expect(w.data.status).toBe('ended');
        expect(w.data.withdrawnAt).not.toBeNull();
        const audits = await auditRows(t.app, 'activities.withdraw');
        expect(audits[0]).toMatchObject({ operator_id: s.operatorId, tenant_id: demoId, target_id: String(saved.data.id) });
        // Withdrawing again changes nothing (no second audit row).
        expect(json(await consoleCall(t.app, consoleWithdrawActivity, s, { params: { id: saved.data.id } })).code).toBe(0);
        expect((await auditRows(t.app, 'activities.withdraw')).length).toBe(audits.length);
      }
      const some = (
        await t.db.kysely.selectFrom('activities').select('id').where('tenant_id', '=', demoId).executeTakeFirstOrThrow()
      ).id;
      for (const role of ['support', 'finance'] as const) {
        const s = sessions[role]!;
        expect(json(await consoleCall(t.app, consoleListActivities, s)).code, role).toBe(ErrorCode.CONSOLE_FORBIDDEN);
        expect(json(await consoleCall(t.app, consoleSaveActivity, s, { body: await saveBody() })).code, role).toBe(
          ErrorCode.CONSOLE_FORBIDDEN,
        );
        expect(json(await consoleCall(t.app, consoleWithdrawActivity, s, { params: { id: some } })).code, role).toBe(
          ErrorCode.CONSOLE_FORBIDDEN,
        );
      }
      // Without a session.
      expect(json(await consoleCall(t.app, consoleListActivities, { host: demoHost })).code).toBe(
        ErrorCode.CONSOLE_LOGIN_REQUIRED,
      );
    },
  );

  it(
    "another tenant's operator cannot act here, and nobody reaches another tenant's activities or collections",
    { timeout: 60_000 },
    async () => {
      const foreign = { headers: { ...foreignOwner.headers, host: demoHost } };
      for (const env of [
        json(await consoleCall(t.app, consoleListActivities, foreign)),
        json(await consoleCall(t.app, consoleSaveActivity, foreign, { body: await saveBody() })),
      ])
        expect([ErrorCode.CONSOLE_LOGIN_REQUIRED, ErrorCode.CONSOLE_WRONG_TENANT]).toContain(env.code);

      // Aurora's owner on aurora: demo's activity and demo's collections are not found.
      const demoActivity = json<{ id: number }>(
        await consoleCall(t.app, consoleSaveActivity, sessions.owner!, { body: await saveBody() }),
      );
      expect(demoActivity.code).toBe(0);
      const auroraResult = await newCollection(t, 'aurora');
      const auroraQual = await newCollection(t, 'aurora');
      const base = {
        ...(await saveBody()),
        resultCollectionId: auroraResult,
        qualifying: [{ collectionId: auroraQual, count: 1 }],
      };
      expect(
        json(await consoleCall(t.app, consoleWithdrawActivity, foreignOwner, { params: { id: demoActivity.data.id } })).code,
      ).toBe(ErrorCode.NOT_FOUND);
      expect(
        json(await consoleCall(t.app, consoleSaveActivity, foreignOwner, { body: { ...base, id: demoActivity.data.id } })).code,
      ).toBe(ErrorCode.NOT_FOUND);
      expect(
        json(
          await consoleCall(t.app, consoleSaveActivity, foreignOwner, {
            body: { ...base, resultCollectionId: await newCollection(t, 'demo') },
          }),
        ).code,
      ).toBe(ErrorCode.NOT_FOUND);
      const list = json<{ activities: ConsoleActivityRow[] }>(await consoleCall(t.app, consoleListActivities, foreignOwner));
      expect(list.data.activities.map((a) => a.id)).not.toContain(demoActivity.data.id);
      // The storefront of aurora does not show it either.
      expect(
        body(await call(t.app, getActivity, { host: 'aurora.localhost', params: { id: String(demoActivity.data.id) } })).code,
      ).toBe(ErrorCode.ACTIVITY_NOT_FOUND);
    },
  );
});

describe(`console activities: what users cast stays (${DB_KIND})`, () => {
  it(
    'after a cast the result, what qualifies and the mode stay and the stock cannot go below the casts; a withdrawn activity refuses casts and changes',
    { timeout: 60_000 },
    async () => {
      const owner = sessions.owner!;
      const b = await saveBody();
      const saved = json<{ id: number; activity: ConsoleActivityRow }>(
        await consoleCall(t.app, consoleSaveActivity, owner, { body: b }),
      );
      expect(saved.code).toBe(0);
      const id = saved.data.id;
      const me: Caster = { ...(await createBuyer(t, 'demo')), tenantCode: 'demo' };
      const [item] = await give(t, me, b.qualifying[0]!.collectionId, 1);
      await mintAll(t);
      expect((await castAs(t, me, id, [item!])).code).toBe(0);

      const update = (o: Record<string, unknown>) => consoleCall(t.app, consoleSaveActivity, owner, { body: { ...b, id, ...o } });
      for (const change of [
        { mode: 'spend' },
        { resultCollectionId: b.qualifying[0]!.collectionId },
        { qualifying: [{ collectionId: b.qualifying[0]!.collectionId, count: 2 }] },
        { stock: 0 },
      ]) {
        const r = json(await update(change));
        expect([ErrorCode.VALIDATION_FAILED], JSON.stringify(change)).toContain(r.code);
      }
      // Names, rules, window and a larger stock may change; the list shows the casts.
      const ok = json<{ activity: ConsoleActivityRow }>(
        await update({ name: { en: 'Renamed' }, stock: 20, endsAt: b.endsAt + HOUR }),
      );
      expect(ok.code, ok.msg).toBe(0);
      expect(ok.data.activity).toMatchObject({ name: { en: 'Renamed' }, stock: 20, casts: 1 });

      expect(json(await consoleCall(t.app, consoleWithdrawActivity, owner, { params: { id } })).code).toBe(0);
      expect(json(await update({ name: { en: 'Again' } })).code).toBe(ErrorCode.VALIDATION_FAILED);
      const other: Caster = { ...(await createBuyer(t, 'demo')), tenantCode: 'demo' };
      const [otherItem] = await give(t, other, b.qualifying[0]!.collectionId, 1);
      await mintAll(t);
      expect((await castAs(t, other, id, [otherItem!])).code).toBe(ErrorCode.ACTIVITY_ENDED);
      // The cast made stays, with its record.
      const row = await t.db.kysely
        .selectFrom('activities')
        .select(['cast_count', 'stock'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ cast_count: 1, stock: 20 });
      expect(await checkActivityInvariants(t.db.kysely)).toEqual([]);
    },
  );

  it(
    'refuses bad forms: no name, end before start, a collection twice, a disabled activity is hidden from the storefront',
    { timeout: 60_000 },
    async () => {
      const owner = sessions.owner!;
      const b = await saveBody();
      for (const bad of [
        { name: {} },
        { endsAt: b.startsAt - 1 },
        { qualifying: [b.qualifying[0], b.qualifying[0]] },
        { mode: 'burn' },
      ]) {
        const r = json(await consoleCall(t.app, consoleSaveActivity, owner, { body: { ...b, ...bad } }));
        expect(r.code, JSON.stringify(bad)).not.toBe(0);
      }
      const hidden = json<{ id: number }>(
        await consoleCall(t.app, consoleSaveActivity, owner, { body: { ...b, enabled: false } }),
      );
      expect(hidden.code).toBe(0);
      expect(body(await call(t.app, getActivity, { host: demoHost, params: { id: String(hidden.data.id) } })).code).toBe(
        ErrorCode.ACTIVITY_NOT_FOUND,
      );
    },
  );
});
