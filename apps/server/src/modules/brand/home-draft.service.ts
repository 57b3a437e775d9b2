import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  homeTickerDefault,
  type CallData,
  type getHomeDecoration,
  type Language,
  type LocalizedText,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, HomeSectionKindColumn } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import type { DraftsRepository } from './drafts.repository';

/** The home decoration document (the contract's HomeDecorationDocument); the catalogue owns its tables. */
export interface HomeDocument {
  banners: { key: string; title: LocalizedText; imageUrl: string; link: string }[];
  sections: {
    key: string;
    kind: HomeSectionKindColumn;
    title: LocalizedText;
    itemLimit: number;
    picked: number[];
    enabled: boolean;
  }[];
  hotWords: LocalizedText[];
  /** The notice ticker: on or off, how many headlines, the notice ids pinned first. */
  ticker: { enabled: boolean; count: number; pinned: number[] };
}

/** What the home draft asks of the catalogue module (supplied by wiring/brand.ports.ts). */
export interface HomePorts {
  /** The published decoration, read in `db` (the transaction when publishing). */
  current: (tenantId: number, db?: Kysely<Database>) => Promise<HomeDocument>;
  /** Writes the decoration into the catalogue's tables, in the caller's transaction. */
  publish: (trx: Kysely<Database>, tenantId: number, doc: HomeDocument, now: number) => Promise<void>;
  /** The draft filled like the storefront's home. */
  preview: (tenantId: number, doc: HomeDocument, lang: Language) => Promise<CallData<typeof getHomeDecoration>>;
  /** After the commit: this process's first-screen cache forgets (the others within its 5 s). */
  invalidate: () => void;
}

export interface HomeView {
  published: HomeDocument;
  draft: HomeDocument | null;
  previewToken: string | null;
  draftUpdatedAt: number | null;
}

const KIND = 'home';

/**
 * The home decoration draft (decision 040), on the brand draft's model (decision 037): kind 'home' in
 * console_drafts, read by the preview page through its token, published into the catalogue's tables with
 * its audit row in one transaction.
 */
export class HomeDraftService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly drafts: DraftsRepository,
    private readonly ports: HomePorts,
    private readonly clock: Clock,
  ) {}

  private parse(body: string): HomeDocument {
    const doc = JSON.parse(body) as Partial<HomeDocument> & Omit<HomeDocument, 'ticker'>;
    // A draft saved before the ticker's settings existed: the default ticker.
    return { ...doc, ticker: doc.ticker ?? homeTickerDefault() };
  }

  async view(tenantId: number, db: Kysely<Database> = this.db): Promise<HomeView> {
    const [published, draft] = await Promise.all([this.ports.current(tenantId, db), this.drafts.find(db, tenantId, KIND)]);
    return {
      published,
      draft: draft ? this.parse(draft.body) : null,
      previewToken: draft?.preview_token ?? null,
      draftUpdatedAt: draft ? Number(draft.updated_at) : null,
    };
  }

  async saveDraft(tenantId: number, operatorId: number, doc: HomeDocument, audit: AuditRecorder): Promise<HomeView> {
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
        action: 'home.draft.save',
        targetType: 'home',
        targetId: tenantId,
        before: before ? this.parse(before.body) : null,
        after: doc,
      });
    });
    return this.view(tenantId);
  }

  async discard(tenantId: number, audit: AuditRecorder): Promise<HomeView> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.drafts.find(trx, tenantId, KIND);
      if (!before) return;
      await this.drafts.remove(trx, tenantId, KIND);
      await audit(trx, {
        action: 'home.draft.discard',
        targetType: 'home',
        targetId: tenantId,
        before: this.parse(before.body),
        after: null,
      });
    });
    return this.view(tenantId);
  }

  async publish(tenantId: number, audit: AuditRecorder): Promise<HomeView> {
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const draft = await this.drafts.find(trx, tenantId, KIND);
      if (!draft) throw new AppError(ErrorCode.BRAND_NO_DRAFT);
      const before = await this.ports.current(tenantId, trx);
      const after = this.parse(draft.body);
      await this.ports.publish(trx, tenantId, after, now);
      await this.drafts.remove(trx, tenantId, KIND);
      await audit(trx, { action: 'home.publish', targetType: 'home', targetId: tenantId, before, after });
    });
    this.ports.invalidate();
    return this.view(tenantId);
  }

  /** The draft filled like getHomeDecoration, by its token; a stale or wrong token is refused. */
  async preview(tenantId: number, token: string, lang: Language) {
    const draft = await this.drafts.byToken(this.db, tenantId, token, KIND);
    if (!draft) throw new AppError(ErrorCode.BRAND_PREVIEW_INVALID);
    return this.ports.preview(tenantId, this.parse(draft.body), lang);
  }
}
