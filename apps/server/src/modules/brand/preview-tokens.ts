import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, PreviewTokensTable } from '../../db/schema';

export type PreviewKind = PreviewTokensTable['kind'];

/**
 * The storefront's preview tokens (migration 0028, decision 057), one mechanism for every preview: a
 * console draft's token (brand, home, creator: drawn with the draft, valid while it is there, revoked with
 * it) and an album's (drawn on the console's asking, valid for a time; several may be alive). A token opens
 * only its tenant's preview of its kind; an expired or unknown one opens nothing.
 */
export class PreviewTokens {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /**
   * Draws a token for `kind` (and `subjectId`), valid `ttlMs` (none: until revoked), in `db` (the draft's
   * transaction). The tenant's expired tokens go as new ones come.
   */
  async issue(
    tenantId: number,
    kind: PreviewKind,
    opts: { subjectId?: number; ttlMs?: number } = {},
    db: Kysely<Database> = this.db,
  ): Promise<{ token: string; expiresAt: number | null }> {
    const now = this.clock();
    const token = randomBytes(24).toString('base64url');
    const expiresAt = opts.ttlMs === undefined ? null : now + opts.ttlMs;
    await db.deleteFrom('preview_tokens').where('tenant_id', '=', tenantId).where('expires_at', '<', now).execute();
    await db
      .insertInto('preview_tokens')
      .values({ token, tenant_id: tenantId, kind, subject_id: opts.subjectId ?? null, expires_at: expiresAt })
      .execute();
    return { token, expiresAt };
  }

  /** The token's subject (null for a draft's) when it is this tenant's, of this kind and unexpired; else undefined. */
  async open(tenantId: number, kind: PreviewKind, token: string): Promise<{ subjectId: number | null } | undefined> {
    const row = await this.db
      .selectFrom('preview_tokens')
      .select(['subject_id', 'expires_at'])
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('token', '=', token)
      .executeTakeFirst();
    if (!row || (row.expires_at !== null && Number(row.expires_at) <= this.clock())) return undefined;
    return { subjectId: row.subject_id };
  }

  /** A draft's token (the one without expiry of this kind), read in `db`. */
  async draftToken(tenantId: number, kind: PreviewKind, db: Kysely<Database> = this.db): Promise<string | null> {
    const row = await db
      .selectFrom('preview_tokens')
      .select('token')
      .where('tenant_id', '=', tenantId)
      .where('kind', '=', kind)
      .where('expires_at', 'is', null)
      .executeTakeFirst();
    return row?.token ?? null;
  }

  /** Revokes the tenant's tokens of this kind (a draft cleared), in `db` (its transaction). */
  async revoke(tenantId: number, kind: PreviewKind, db: Kysely<Database> = this.db): Promise<void> {
    await db.deleteFrom('preview_tokens').where('tenant_id', '=', tenantId).where('kind', '=', kind).execute();
  }
}
