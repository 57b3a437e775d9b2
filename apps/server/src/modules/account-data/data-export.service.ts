import { DATA_EXPORT_EVERY_MS, DATA_EXPORT_TTL_MS, ErrorCode, type DataExport } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { DataExportRepository, DataExportRow } from './data-export.repository';

const LIST_MAX = 5;
/** A claim older than this is taken to belong to a process that stopped: another may take it over. */
const CLAIM_STALE_MS = 5 * 60_000;

function view(r: DataExportRow): DataExport {
  return {
    id: r.id,
    status: r.status,
    requestedAt: Number(r.requested_at),
    readyAt: r.ready_at === null ? null : Number(r.ready_at),
    expiresAt: r.expires_at === null ? null : Number(r.expires_at),
  };
}

/** A user's data exports (decision 046): requests, the list, a ready document; the job's claims. */
export class DataExportService {
  constructor(
    private readonly repo: DataExportRepository,
    private readonly clock: Clock,
  ) {}

  async request(tenantId: number, userId: number): Promise<DataExport> {
    const now = this.clock();
    const [last] = await this.repo.latest(tenantId, userId, 1);
    if (last?.status === 'preparing') throw new AppError(ErrorCode.DATA_EXPORT_PREPARING);
    if (last && now - Number(last.requested_at) < DATA_EXPORT_EVERY_MS) {
      const minutes = Math.max(1, Math.ceil((Number(last.requested_at) + DATA_EXPORT_EVERY_MS - now) / 60_000));
      throw new AppError(ErrorCode.DATA_EXPORT_TOO_SOON, { minutes });
    }
    const id = await this.repo.add(tenantId, userId, now);
    return { id, status: 'preparing', requestedAt: now, readyAt: null, expiresAt: null };
  }

  async list(tenantId: number, userId: number): Promise<{ items: DataExport[] }> {
    return { items: (await this.repo.latest(tenantId, userId, LIST_MAX)).map((r) => view(this.fresh(r))) };
  }

  async get(tenantId: number, userId: number, id: number): Promise<{ export: DataExport; document: Record<string, unknown> }> {
    const found = await this.repo.find(tenantId, userId, id);
    if (!found) throw new AppError(ErrorCode.DATA_EXPORT_NOT_FOUND);
    const r = this.fresh(found);
    if (r.status === 'preparing') throw new AppError(ErrorCode.DATA_EXPORT_NOT_READY);
    if (r.status === 'expired' || r.document === null) throw new AppError(ErrorCode.DATA_EXPORT_EXPIRED);
    return { export: view(r), document: JSON.parse(r.document) as Record<string, unknown> };
  }

  /** A ready row past its time reads as expired before the job has swept it. */
  private fresh(r: DataExportRow): DataExportRow {
    return r.status === 'ready' && r.expires_at !== null && Number(r.expires_at) <= this.clock()
      ? { ...r, status: 'expired', document: null }
      : r;
  }

  // ── The job's side (flows/export-data.ts) ──

  /** Requests to prepare, each claimed for this process (a conditional update: one winner). */
  async claimDue(limit = 10): Promise<{ id: number; tenantId: number; userId: number; claimedAt: number }[]> {
    const now = this.clock();
    const out: { id: number; tenantId: number; userId: number; claimedAt: number }[] = [];
    for (const r of await this.repo.due(now - CLAIM_STALE_MS, limit)) {
      const seen = r.claimed_at === null ? null : Number(r.claimed_at);
      if (await this.repo.claim(r.tenant_id, r.id, seen, now))
        out.push({ id: r.id, tenantId: r.tenant_id, userId: r.user_id, claimedAt: now });
    }
    return out;
  }

  /** Stores a claimed request's document; false when another process finished it first. */
  finish(trx: Kysely<Database>, c: { id: number; tenantId: number; claimedAt: number }, doc: string): Promise<boolean> {
    return this.repo.ready(trx, c.tenantId, c.id, c.claimedAt, doc, this.clock(), DATA_EXPORT_TTL_MS);
  }

  expire(): Promise<number> {
    return this.repo.expire(this.clock());
  }

  removeAll(trx: Kysely<Database>, tenantId: number, userId: number): Promise<void> {
    return this.repo.removeAll(trx, tenantId, userId);
  }
}
