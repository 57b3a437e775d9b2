import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { AuditEntry } from '../../http/request-context';

/** Who wrote, from where: what the console request knows. */
export interface AuditActor {
  operatorId: number;
  email: string;
  /** The tenant the request acts on (null: the platform host). */
  tenantId: number | null;
  ip: string;
}

export interface AuditQuery {
  /** The tenant whose log is read; null: platform-wide entries; undefined (platform admins): every tenant. */
  tenantId?: number | null;
  operatorId?: number;
  /** An action, or its prefix ending with '.' ('operator.' finds every operator action). */
  action?: string;
  targetType?: string;
  targetId?: string;
  from?: number;
  to?: number;
  /** The id of the last entry of the previous page (newest first). */
  before?: number;
  limit: number;
}

/** JSON of a before/after value; long values are kept (the log is the record), undefined is null. */
const json = (v: unknown) => JSON.stringify(v ?? null);

/** The audit log (decision 036): one row per console write, in the write's own transaction. */
export class AuditService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  async record(trx: Kysely<Database>, actor: AuditActor, e: AuditEntry): Promise<void> {
    await trx
      .insertInto('audit_log')
      .values({
        tenant_id: e.tenantId !== undefined ? e.tenantId : actor.tenantId,
        operator_id: actor.operatorId,
        operator_email: actor.email,
        at: this.clock(),
        action: e.action,
        target_type: e.targetType,
        target_id: String(e.targetId),
        before_json: json(e.before),
        after_json: json(e.after),
        ip: actor.ip,
      })
      .execute();
  }

  async search(q: AuditQuery) {
    let s = this.db.selectFrom('audit_log').selectAll();
    if (q.tenantId === null) s = s.where('tenant_id', 'is', null);
    else if (q.tenantId !== undefined) s = s.where('tenant_id', '=', q.tenantId);
    if (q.operatorId !== undefined) s = s.where('operator_id', '=', q.operatorId);
    if (q.action)
      s = q.action.endsWith('.')
        ? s.where('action', 'like', `${q.action.replace(/[%_]/g, '')}%`)
        : s.where('action', '=', q.action);
    if (q.targetType) s = s.where('target_type', '=', q.targetType);
    if (q.targetId) s = s.where('target_id', '=', q.targetId);
    if (q.from !== undefined) s = s.where('at', '>=', q.from);
    if (q.to !== undefined) s = s.where('at', '<', q.to);
    if (q.before !== undefined) s = s.where('id', '<', q.before);
    const rows = await s
      .orderBy('id', 'desc')
      .limit(q.limit + 1)
      .execute();
    const page = rows.slice(0, q.limit);
    return {
      entries: page.map((r) => ({
        id: r.id,
        tenantId: r.tenant_id,
        operatorId: r.operator_id,
        operatorEmail: r.operator_email,
        at: Number(r.at),
        action: r.action,
        targetType: r.target_type,
        targetId: r.target_id,
        before: JSON.parse(r.before_json) as unknown,
        after: JSON.parse(r.after_json) as unknown,
        ip: r.ip,
      })),
      nextBefore: rows.length > q.limit ? page[page.length - 1]!.id : null,
    };
  }
}
