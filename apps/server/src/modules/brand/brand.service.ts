import { randomBytes } from 'node:crypto';
import { ErrorCode, localize, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError } from '../../errors';
import type { AuditRecorder } from '../../http/request-context';
import type { DraftsRepository } from './drafts.repository';

/** The brand document (the contract's BrandDocument); the tenant module owns the tables it is published to. */
export interface BrandDocument {
  platformName: string;
  logoUrl: string;
  theme: {
    themeColor: string;
    globalBackgroundColor: string;
    globalTextColor: string;
    globalTextSubColor: string;
    globalCardBackgroundColor: string;
    globalMinorBackgroundColor: string;
    globalDividingLineColor: string;
    menuTextColor: string;
    menuSelectTextColor: string;
    grayMode: boolean;
  };
  menu: { name: Partial<Record<Language, string>>; icon: string; selectedIcon: string; link: string; linkType: 1 | 2 | 3 }[];
  settings: {
    orderPayTimeoutSeconds: number;
    platformFeeRate: number;
    defaultHoldHours: number;
    resaleCeilingMultiple: number;
    defaultPerUserLimit: number;
    webviewHosts: string[];
  };
}

/** What the brand module asks of the tenant module (supplied by wiring/brand.ports.ts). */
export interface BrandPorts {
  /** The published brand, read in `db` (the transaction when publishing). */
  current: (tenantId: number, db?: Kysely<Database>) => Promise<BrandDocument>;
  /** Writes the brand into the tenant's tables, in the caller's transaction. */
  publish: (trx: Kysely<Database>, tenantId: number, brand: BrandDocument, now: number) => Promise<void>;
  /** After the commit: this process's tenant cache forgets (the others within its 5 s). */
  invalidate: () => void;
}

/** Records one console write in the audit log, in the write's transaction (op-auth's req.audit). */
type Audit = AuditRecorder;

export interface BrandView {
  published: BrandDocument;
  draft: BrandDocument | null;
  previewToken: string | null;
  draftUpdatedAt: number | null;
}

/**
 * The brand draft (decision 037): an operator edits a copy kept in console_drafts; the storefront's preview
 * pages read it by its preview token; publishing writes it into the tenant's tables and removes it, in one
 * transaction with its audit row. The storefront's own calls never read the draft.
 */
export class BrandService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly drafts: DraftsRepository,
    private readonly ports: BrandPorts,
    private readonly clock: Clock,
  ) {}

  private parse(body: string): BrandDocument {
    const doc = JSON.parse(body) as BrandDocument;
    // A draft saved before the webview allow-list existed (decision 048) has none.
    return { ...doc, settings: { ...doc.settings, webviewHosts: doc.settings.webviewHosts ?? [] } };
  }

  async view(tenantId: number, db: Kysely<Database> = this.db): Promise<BrandView> {
    const [published, draft] = await Promise.all([this.ports.current(tenantId, db), this.drafts.find(db, tenantId, 'brand')]);
    return {
      published,
      draft: draft ? this.parse(draft.body) : null,
      previewToken: draft?.preview_token ?? null,
      draftUpdatedAt: draft ? Number(draft.updated_at) : null,
    };
  }

  async saveDraft(tenantId: number, operatorId: number, doc: BrandDocument, audit: Audit): Promise<BrandView> {
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const before = await this.drafts.find(trx, tenantId, 'brand');
      const body = JSON.stringify(doc);
      if (before) await this.drafts.update(trx, tenantId, 'brand', { body, updated_by: operatorId, updated_at: now });
      else
        await this.drafts.insert(trx, {
          tenant_id: tenantId,
          kind: 'brand',
          body,
          preview_token: randomBytes(24).toString('base64url'),
          updated_by: operatorId,
          updated_at: now,
        });
      await audit(trx, {
        action: 'brand.draft.save',
        targetType: 'brand',
        targetId: tenantId,
        before: before ? this.parse(before.body) : null,
        after: doc,
      });
    });
    return this.view(tenantId);
  }

  async discard(tenantId: number, audit: Audit): Promise<BrandView> {
    await this.db.transaction().execute(async (trx) => {
      const before = await this.drafts.find(trx, tenantId, 'brand');
      if (!before) return;
      await this.drafts.remove(trx, tenantId, 'brand');
      await audit(trx, {
        action: 'brand.draft.discard',
        targetType: 'brand',
        targetId: tenantId,
        before: this.parse(before.body),
        after: null,
      });
    });
    return this.view(tenantId);
  }

  async publish(tenantId: number, audit: Audit): Promise<BrandView> {
    const now = this.clock();
    await this.db.transaction().execute(async (trx) => {
      const draft = await this.drafts.find(trx, tenantId, 'brand');
      if (!draft) throw new AppError(ErrorCode.BRAND_NO_DRAFT);
      const before = await this.ports.current(tenantId, trx);
      const after = this.parse(draft.body);
      await this.ports.publish(trx, tenantId, after, now);
      await this.drafts.remove(trx, tenantId, 'brand');
      await audit(trx, { action: 'brand.publish', targetType: 'brand', targetId: tenantId, before, after });
    });
    this.ports.invalidate();
    return this.view(tenantId);
  }

  /** The draft for the storefront's preview pages, by its token; a stale or wrong token is refused. */
  async preview(tenantId: number, token: string, lang: Language) {
    const draft = await this.drafts.byToken(this.db, tenantId, token, 'brand');
    if (!draft) throw new AppError(ErrorCode.BRAND_PREVIEW_INVALID);
    const doc = this.parse(draft.body);
    return {
      platformName: doc.platformName,
      logoUrl: doc.logoUrl,
      theme: doc.theme,
      menu: doc.menu.map((m, i) => ({
        name: localize(m.name, lang),
        icon: m.icon,
        selectedIcon: m.selectedIcon,
        link: m.link,
        linkType: m.linkType,
        sort: i + 1,
      })),
    };
  }
}
