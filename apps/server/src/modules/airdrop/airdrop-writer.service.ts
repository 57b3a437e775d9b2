import { randomBytes } from 'node:crypto';
import { ErrorCode, type AirdropAudience, type CallData, type LocalizedText, type operatorSaveAirdrop } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AirdropRepository } from './airdrop.repository';
import { normalizePhone } from './airdrop.service';
import type { AuditRecorder } from '../../http/request-context';

/** An airdrop as the operator or a catalogue file gives it, its references resolved to ids. */
export interface AirdropInput {
  key: string;
  collectionId: number;
  name: LocalizedText;
  description: LocalizedText;
  /** '' : the collection's cover. */
  coverUrl: string;
  audience: AirdropAudience;
  phones: string[];
  holdersOf: number | null;
  quantityPerUser: number;
  startsAt: number;
  endsAt: number;
  claimsLimit: number;
}

/** One problem with one entry: its index in the list, the field, what is wrong. */
export interface AirdropIssue {
  index: number;
  field: string;
  message: string;
}

/** The catalogue's collections of a tenant that exist, among `ids` (the operator's call checks its references). */
export type CollectionsExist = (tenantId: number, ids: number[]) => Promise<Set<number>>;

/**
 * The airdrops' write side (decision 027): the operator's save and the catalogue import's airdrops step,
 * both idempotent by key. Once an airdrop has claims, its collection and its quantity per user stay, and
 * its limit cannot go below the claims made: what users received is never contradicted.
 */
export class AirdropWriter {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly rows: AirdropRepository,
    private readonly collectionsExist: CollectionsExist | null,
  ) {}

  /** Whether the tenant has an airdrop with this key (the demo seed adds its airdrops once). */
  async hasKey(tenantId: number, key: string): Promise<boolean> {
    return (await this.rows.byKey(this.db, tenantId, key)) !== undefined;
  }

  /**
   * The catalogue import's step, in its transaction: every entry upserted by key; answers the counts
   * and the problems (then the caller rolls the whole import back).
   */
  async importEntries(
    trx: Kysely<Database>,
    tenantId: number,
    entries: AirdropInput[],
    now: number,
  ): Promise<{ created: number; updated: number; issues: AirdropIssue[] }> {
    const out = { created: 0, updated: 0, issues: [] as AirdropIssue[] };
    for (const [index, e] of entries.entries()) {
      const r = await this.upsert(trx, tenantId, e, now);
      if ('issue' in r) out.issues.push({ index, ...r.issue });
      else if (r.created) out.created++;
      else out.updated++;
    }
    return out;
  }

  /** Every airdrop of the tenant as the import takes it (the catalogue's export; read in `db`, the caller's transaction). */
  async exportEntries(db: Kysely<Database>, tenantId: number): Promise<AirdropInput[]> {
    const rows = await this.rows.all(db, tenantId);
    const json = <T>(s: string, fallback: T): T => {
      try {
        return JSON.parse(s) as T;
      } catch {
        return fallback;
      }
    };
    return rows.map((a) => ({
      key: a.key,
      collectionId: a.collection_id,
      name: json<LocalizedText>(a.name, {}),
      description: json<LocalizedText>(a.description, {}),
      coverUrl: a.cover_url,
      audience: a.audience,
      phones: json<string[]>(a.phones, []),
      holdersOf: a.holders_of,
      quantityPerUser: a.quantity_per_user,
      startsAt: Number(a.starts_at),
      endsAt: Number(a.ends_at),
      claimsLimit: a.claims_limit,
    }));
  }

  /** The operator's call: creates the airdrop, or updates the one with the same key. */
  async save(
    tenantId: number,
    body: Omit<AirdropInput, 'key' | 'name' | 'description' | 'coverUrl' | 'phones' | 'holdersOf'> & {
      key?: string;
      name?: LocalizedText;
      description?: LocalizedText;
      coverUrl?: string;
      phones?: string[];
      holdersOf?: number;
    },
    now: number,
    audit: AuditRecorder | null = null,
  ): Promise<CallData<typeof operatorSaveAirdrop>> {
    const refs = [body.collectionId, ...(body.audience === 'holders' && body.holdersOf ? [body.holdersOf] : [])];
    const found = this.collectionsExist ? await this.collectionsExist(tenantId, refs) : new Set(refs);
    const issues: { path: string; message: string }[] = [];
    if (!found.has(body.collectionId)) issues.push({ path: 'collectionId', message: 'no such collection on this tenant' });
    if (body.audience === 'holders' && body.holdersOf !== undefined && !found.has(body.holdersOf))
      issues.push({ path: 'holdersOf', message: 'no such collection on this tenant' });
    if (issues.length) throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { issues });
    const key = body.key ?? `airdrop-${now.toString(36)}-${randomBytes(3).toString('hex')}`;
    const input: AirdropInput = {
      key,
      collectionId: body.collectionId,
      name: body.name ?? {},
      description: body.description ?? {},
      coverUrl: body.coverUrl ?? '',
      audience: body.audience,
      phones: body.audience === 'phones' ? (body.phones ?? []) : [],
      holdersOf: body.audience === 'holders' ? (body.holdersOf ?? null) : null,
      quantityPerUser: body.quantityPerUser,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      claimsLimit: body.claimsLimit,
    };
    const r = await this.db.transaction().execute(async (trx) => {
      const before = await this.rows.byKey(trx, tenantId, key);
      const done = await this.upsert(trx, tenantId, input, now);
      if ('issue' in done) return done;
      const after = await this.rows.byKey(trx, tenantId, key);
      await audit?.(trx, { action: 'airdrops.save', targetType: 'airdrop', targetId: key, before: before ?? null, after });
      return done;
    });
    if ('issue' in r)
      throw new AppError(ErrorCode.VALIDATION_FAILED, {}, { issues: [{ path: r.issue.field, message: r.issue.message }] });
    return { id: r.id, key, created: r.created };
  }

  private async upsert(
    trx: Kysely<Database>,
    tenantId: number,
    e: AirdropInput,
    now: number,
  ): Promise<{ id: number; created: boolean } | { issue: { field: string; message: string } }> {
    const values = {
      collection_id: e.collectionId,
      name: JSON.stringify(e.name),
      description: JSON.stringify(e.description),
      cover_url: e.coverUrl,
      audience: e.audience,
      phones: JSON.stringify([...new Set(e.phones.map(normalizePhone))]),
      holders_of: e.audience === 'holders' ? e.holdersOf : null,
      quantity_per_user: e.quantityPerUser,
      starts_at: e.startsAt,
      ends_at: e.endsAt,
      claims_limit: e.claimsLimit,
      updated_at: now,
    };
    if (e.endsAt <= e.startsAt) return { issue: { field: 'endsAt', message: 'the end must be after the start' } };
    const existing = await this.rows.byKey(trx, tenantId, e.key);
    if (!existing) {
      const id = await this.rows.insert(trx, { tenant_id: tenantId, key: e.key, ...values, created_at: now });
      return { id, created: true };
    }
    if (existing.claimed_count > 0) {
      if (existing.collection_id !== e.collectionId)
        return {
          issue: { field: 'collection', message: `${existing.claimed_count} users received it: the collection cannot change` },
        };
      if (existing.quantity_per_user !== e.quantityPerUser)
        return {
          issue: { field: 'quantityPerUser', message: `${existing.claimed_count} users received it: the quantity cannot change` },
        };
      if (e.claimsLimit < existing.claimed_count)
        return {
          issue: { field: 'claimsLimit', message: `${existing.claimed_count} users received it: the limit cannot be less` },
        };
    }
    await this.rows.update(trx, tenantId, existing.id, values);
    return { id: existing.id, created: false };
  }
}
