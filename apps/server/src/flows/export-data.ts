import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import type { TenantContext } from '../http/request-context';
import type { DataExportService } from '../modules/account-data/index';
import type { PersonalDataStep } from '../plugins/personal-data';
import { defineFlow } from './define-flow';

/** What the export asks of its neighbours (decisions 046, 054): each answers in the user's tenant only. */
export interface ExportDataDeps {
  db: Kysely<Database>;
  exports: DataExportService;
  /** The modules' personal-data steps (`app.personalData`): each gives its sections of the document. */
  steps: () => readonly PersonalDataStep[];
  tenantOf: (tenantId: number) => Promise<TenantContext | null>;
  inbox: {
    add: (
      trx: Kysely<Database>,
      tenantId: number,
      userId: number,
      e: { kind: 'data_export_ready'; ref: string; at: number; params?: Record<string, string | number> },
    ) => Promise<number>;
  };
  clock: Clock;
  log: FastifyBaseLogger;
}

/**
 * The document's sections in the order of its first format (`curio-data-export/1`, decision 046); sections
 * of modules added later follow, in the order the modules registered their steps.
 */
const FIRST_SECTIONS = [
  'profile',
  'realName',
  'orders',
  'payments',
  'collectibles',
  'circulation',
  'invites',
  'addresses',
  'coupons',
] as const;

/**
 * The data export (decisions 046, 054): a background job, safe to run twice and in every process. It expires
 * the exports whose 24 hours are over (their documents deleted), then claims each waiting request by a
 * conditional update, gathers the user's data from every module's personal-data step (each read carries
 * tenant_id) into one JSON document, and stores it with the inbox's `data_export_ready` event in one
 * transaction.
 */
export class ExportData {
  constructor(private readonly d: ExportDataDeps) {}

  async run(): Promise<number> {
    await this.d.exports.expire();
    let done = 0;
    for (const c of await this.d.exports.claimDue()) {
      try {
        const doc = JSON.stringify(await this.gather(c.tenantId, c.userId));
        const ok = await this.d.db.transaction().execute(async (trx) => {
          if (!(await this.d.exports.finish(trx, c, doc))) return false;
          await this.d.inbox.add(trx, c.tenantId, c.userId, {
            kind: 'data_export_ready',
            ref: `export:${c.id}`,
            at: this.d.clock(),
          });
          return true;
        });
        if (ok) done += 1;
      } catch (err) {
        this.d.log.error({ err, exportId: c.id }, 'data export failed');
      }
    }
    return done;
  }

  /** The user's data, as one document: what they gave, what they hold, what they did. */
  async gather(tenantId: number, userId: number): Promise<Record<string, unknown>> {
    const subject = { tenantId, tenant: await this.d.tenantOf(tenantId), userId };
    const sections: Record<string, unknown> = {};
    for (const step of this.d.steps()) {
      if (!step.export) continue;
      for (const [key, value] of Object.entries(await step.export(subject))) {
        if (key in sections) throw new Error(`export section '${key}' given twice (module '${step.module}')`);
        sections[key] = value;
      }
    }
    const doc: Record<string, unknown> = { format: 'curio-data-export/1', exportedAt: this.d.clock() };
    for (const key of FIRST_SECTIONS) if (key in sections) doc[key] = sections[key];
    for (const [key, value] of Object.entries(sections)) if (!(key in doc)) doc[key] = value;
    return doc;
  }
}

declare module './flows.types' {
  interface Flows {
    /** A user's data export: the job that prepares the documents (issue 20, decisions 046, 054). */
    exportData: ExportData;
  }
}

/** No calls of its own: the account-data module serves the requests and documents, the jobs run it. */
export const exportDataFlow = defineFlow({
  key: 'exportData',
  build: ({ app, db, clock, log }) =>
    new ExportData({
      db,
      exports: app.accountData.exports,
      steps: () => app.personalData.steps(),
      tenantOf: (id) => app.tenant.tenants.byId(id),
      inbox: app.inbox.inbox,
      clock,
      log,
    }),
});
