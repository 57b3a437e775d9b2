import { randomBytes } from 'node:crypto';
import { ErrorCode, type CallData, type getCreatorSpace, type Language, type LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import type { DraftsRepository } from './drafts.repository';

/** A creator space's look (the contract's CreatorDecoration); the catalogue owns the creator's row. */
export interface CreatorLookDoc {
  creatorId: number;
  coverUrl: string;
  avatarUrl: string;
  intro: LocalizedText;
}

/** What the creator space's draft asks of the catalogue module (supplied by wiring/brand.ports.ts). */
export interface CreatorPorts {
  /** The tenant's creators with their published look (names in `lang`). */
  looks: (tenantId: number, lang: Language, db?: Kysely<Database>) => Promise<(CreatorLookDoc & { name: string })[]>;
  /** Writes the look into the creator's row, in the caller's transaction. */
  publish: (trx: Kysely<Database>, tenantId: number, look: CreatorLookDoc, now: number) => Promise<void>;
  /** The creator space with the look applied. */
  preview: (tenantId: number, look: CreatorLookDoc, lang: Language) => Promise<CallData<typeof getCreatorSpace>>;
}

const KIND = 'creator';

/**
 * The creator space's decoration (decision 040), on the brand draft's model: one draft per tenant (kind
 * 'creator', about one creator), previewed by its token, published into the creator's row with its audit
 * row in one transaction. getCreatorSpace reads the row per call, so a publish shows at once.
 */
export class CreatorDraftService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly drafts: DraftsRepository,
    private readonly ports: CreatorPorts,
    private readonly clock: Clock,
  ) {}

  private parse(body: string): CreatorLookDoc {
    return JSON.parse(body) as CreatorLookDoc;
  }

  async view(tenantId: number, lang: Language, creatorId?: number) {
    const [looks, row] = await Promise.all([this.ports.looks(tenantId, lang), this.drafts.find(this.db, tenantId, KIND)]);
    const draft = row ? this.parse(row.body) : null;
    const id = creatorId ?? draft?.creatorId ?? looks[0]?.creatorId ?? null;
    const look = looks.find((l) => l.creatorId === id);
    if (creatorId !== undefined && !look) throw new AppError(ErrorCode.NOT_FOUND);
    const own = draft && draft.creatorId === id ? draft : null;
    return {
      creators: looks.map((l) => ({ id: l.creatorId, name: l.name })),
      creatorId: id,
      published: look
        ? { creatorId: look.creatorId, coverUrl: look.coverUrl, avatarUrl: look.avatarUrl, intro: look.intro }
        : null,
      draft: own,
      previewToken: own ? row!.preview_token : null,
      draftUpdatedAt: own ? Number(row!.updated_at) : null,
      otherDraftCreatorId: draft && !own ? draft.creatorId : null,
    };
  }

  async saveDraft(tenantId: number, operatorId: number, doc: CreatorLookDoc, lang: Language, audit: AuditRecorder) {
    const looks = await this.ports.looks(tenantId, lang);
    if (!looks.some((l) => l.creatorId === doc.creatorId)) throw new AppError(ErrorCode.NOT_FOUND);
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const before = await this.drafts.find(trx, tenantId, KIND);
      const body = JSON.stringify(doc);
      if (before) await this.drafts.update(trx, tenantId, KIND, { body, updated_by: operatorId, updated_at: now });
      else
        await this.drafts.insert(trx, {
          tenant_id: tenantId,
          kind: KIND,
          body,
          preview_token: randomBytes(24).toString('base64url'),
          updated_by: operatorId,
          updated_at: now,
        });
      await audit(trx, {
        action: 'creator.draft.save',
        targetType: 'creator',
        targetId: doc.creatorId,
        before: before ? this.parse(before.body) : null,
        after: doc,
      });
    });
    return this.view(tenantId, lang, doc.creatorId);
  }

  async discard(tenantId: number, lang: Language, audit: AuditRecorder) {
    let creatorId: number | undefined;
    await this.db.transaction().execute(async (trx) => {
      const before = await this.drafts.find(trx, tenantId, KIND);
      if (!before) return;
      const doc = this.parse(before.body);
      creatorId = doc.creatorId;
      await this.drafts.remove(trx, tenantId, KIND);
      await audit(trx, {
        action: 'creator.draft.discard',
        targetType: 'creator',
        targetId: doc.creatorId,
        before: doc,
        after: null,
      });
    });
    return this.view(tenantId, lang, creatorId);
  }

  async publish(tenantId: number, lang: Language, audit: AuditRecorder) {
    const now = this.clock();
    let creatorId = 0;
    await this.db.transaction().execute(async (trx) => {
      const row = await this.drafts.find(trx, tenantId, KIND);
      if (!row) throw new AppError(ErrorCode.BRAND_NO_DRAFT);
      const after = this.parse(row.body);
      creatorId = after.creatorId;
      const published = (await this.ports.looks(tenantId, lang, trx)).find((l) => l.creatorId === after.creatorId);
      if (!published) throw new AppError(ErrorCode.NOT_FOUND);
      const before = { creatorId, coverUrl: published.coverUrl, avatarUrl: published.avatarUrl, intro: published.intro };
      await this.ports.publish(trx, tenantId, after, now);
      await this.drafts.remove(trx, tenantId, KIND);
      await audit(trx, { action: 'creator.publish', targetType: 'creator', targetId: creatorId, before, after });
    });
    return this.view(tenantId, lang, creatorId);
  }

  /** The creator space with the draft, by its token; a stale or wrong token is refused. */
  async preview(tenantId: number, token: string, lang: Language) {
    const row = await this.drafts.byToken(this.db, tenantId, token, KIND);
    if (!row) throw new AppError(ErrorCode.BRAND_PREVIEW_INVALID);
    return this.ports.preview(tenantId, this.parse(row.body), lang);
  }
}
