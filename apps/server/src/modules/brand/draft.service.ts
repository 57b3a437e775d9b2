import { ErrorCode, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import type { DraftKind, DraftsRepository } from './drafts.repository';
import type { PreviewTokens } from './preview-tokens';

/**
 * One kind of console draft (decisions 037, 040, 057), as data: the row's kind in console_drafts, the
 * audit's names, how a stored body is read back (a draft saved before a field existed gets its default), the
 * published state it would replace, and the storefront's preview of it. The draft service below is the same
 * for every kind; publishing is the flow `flows/publish-draft.ts`.
 */
export interface DraftKindDefinition<Doc, Preview = unknown, Published = unknown> {
  kind: DraftKind;
  /** The audit's target type and action prefix: `<audit>.draft.save`, `<audit>.draft.discard`, `<audit>.publish`. */
  audit: string;
  /** The audit's target id: the tenant's (brand, home), the creator's (creator). */
  targetId(tenantId: number, doc: Doc): number;
  /** The stored body, normalised (defaults for fields added after it was saved). */
  parse(body: string): Doc;
  /** Refuses a draft before it is saved (a creator not of the tenant ...). */
  validate?(tenantId: number, doc: Doc): Promise<void>;
  /**
   * The published state a draft replaces, read in `db` (the publish flow's transaction): the audit's
   * `before`, and the console's view beside the draft. The creator's is the look of the draft's creator.
   */
  current(tenantId: number, db: Kysely<Database> | undefined, doc: Doc | null): Promise<Published>;
  /** The storefront's preview of a draft, in the reader's language. */
  preview(tenantId: number, doc: Doc, lang: Language): Promise<Preview> | Preview;
}

/** A kind's draft as the console reads it. */
export interface StoredDraft<Doc> {
  doc: Doc;
  previewToken: string | null;
  updatedAt: number;
}

/**
 * The console's drafts of one kind (decision 057): one row per tenant and kind in console_drafts, saved
 * and discarded with their audit rows in one transaction, previewed by the row's unguessable token (a new
 * one drawn with every new draft in preview_tokens and revoked with it; another tenant's or a stale token
 * is refused). `read`/`clear` take the
 * caller's transaction: the publish flow reads and clears the draft in its own.
 */
export class DraftService<Doc, Preview = unknown, Published = unknown> {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly drafts: DraftsRepository,
    private readonly tokens: PreviewTokens,
    readonly def: DraftKindDefinition<Doc, Preview, Published>,
    private readonly clock: Clock,
  ) {}

  /** The tenant's draft of this kind, or null; read in `db` (the publish flow's transaction). */
  async read(tenantId: number, db: Kysely<Database> = this.db): Promise<StoredDraft<Doc> | null> {
    const row = await this.drafts.find(db, tenantId, this.def.kind);
    const token = row ? await this.tokens.draftToken(tenantId, this.def.kind, db) : null;
    return row ? { doc: this.def.parse(row.body), previewToken: token, updatedAt: Number(row.updated_at) } : null;
  }

  /** The published state beside the draft, as the console's brand and home pages read them. */
  async view(tenantId: number) {
    const [published, draft] = await Promise.all([this.def.current(tenantId, this.db, null), this.read(tenantId)]);
    return {
      published,
      draft: draft?.doc ?? null,
      previewToken: draft?.previewToken ?? null,
      draftUpdatedAt: draft?.updatedAt ?? null,
    };
  }

  /** Removes the draft in the caller's transaction (the publish flow's). */
  async clear(trx: Kysely<Database>, tenantId: number): Promise<void> {
    await this.drafts.remove(trx, tenantId, this.def.kind);
    await this.tokens.revoke(tenantId, this.def.kind, trx);
  }

  /** Saves the draft (a first save draws its preview token); audited (before, after) in its transaction. */
  async save(tenantId: number, operatorId: number, doc: Doc, audit: AuditRecorder): Promise<void> {
    const { kind } = this.def;
    await this.def.validate?.(tenantId, doc);
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const before = await this.read(tenantId, trx);
      const body = JSON.stringify(doc);
      if (before) await this.drafts.update(trx, tenantId, kind, { body, updated_by: operatorId, updated_at: now });
      else {
        await this.drafts.insert(trx, { tenant_id: tenantId, kind, body, updated_by: operatorId, updated_at: now });
        await this.tokens.issue(tenantId, kind, {}, trx);
      }
      await audit(trx, {
        action: `${this.def.audit}.draft.save`,
        targetType: this.def.audit,
        targetId: this.def.targetId(tenantId, doc),
        before: before?.doc ?? null,
        after: doc,
      });
    });
  }

  /** Discards the draft (audited); answers the discarded document, or null when there was none. */
  async discard(tenantId: number, audit: AuditRecorder): Promise<Doc | null> {
    return this.db.transaction().execute(async (trx) => {
      const before = await this.read(tenantId, trx);
      if (!before) return null;
      await this.clear(trx, tenantId);
      await audit(trx, {
        action: `${this.def.audit}.draft.discard`,
        targetType: this.def.audit,
        targetId: this.def.targetId(tenantId, before.doc),
        before: before.doc,
        after: null,
      });
      return before.doc;
    });
  }

  /** The storefront's preview of the draft by its token; a stale, wrong or another tenant's token is refused. */
  async preview(tenantId: number, token: string, lang: Language): Promise<Preview> {
    const row = (await this.tokens.open(tenantId, this.def.kind, token))
      ? await this.drafts.find(this.db, tenantId, this.def.kind)
      : undefined;
    if (!row) throw new AppError(ErrorCode.BRAND_PREVIEW_INVALID);
    return this.def.preview(tenantId, this.def.parse(row.body), lang);
  }
}
