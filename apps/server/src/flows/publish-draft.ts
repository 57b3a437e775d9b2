import {
  consolePublishBrand,
  consolePublishCreator,
  consolePublishHome,
  consoleSaveTenantDocuments,
  ErrorCode,
} from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { AuditRecorder } from '../http/request-context';
import type {
  BrandDocument,
  BrandServices,
  CreatorLookDoc,
  DocumentsDoc,
  DraftKindDefinition,
  DraftService,
  HomeDocument,
} from '../modules/brand/index';
import { registerCall } from '../plugins/register-call';
import { defineFlow } from './define-flow';

/** An owner module's step that writes a published state, in the caller's transaction. */
type PublishStep<Doc> = (trx: Kysely<Database>, tenantId: number, doc: Doc, now: number) => Promise<void>;

/** What publishing one kind takes: its drafts (the brand module), its owner's step, the caches to forget. */
interface Publication<Doc, Published> {
  drafts: Pick<DraftService<Doc, never, Published>, 'read' | 'clear'> & { def: DraftKindDefinition<Doc, unknown, Published> };
  write: PublishStep<Doc>;
  /** After the commit: the caches that hold the published state (this process's; the others within theirs). */
  invalidate?: () => void;
}

export interface PublishDraftDeps {
  db: Kysely<Database>;
  clock: Clock;
  drafts: Pick<BrandServices, 'brand' | 'home' | 'creator' | 'documents'>;
  /** The tenant module's steps: the brand and the documents into the tenant's tables. */
  tenant: { publishBrand: PublishStep<BrandDocument>; saveDocuments: PublishStep<DocumentsDoc>; invalidate: () => void };
  /** The catalogue module's steps: the home decoration, a creator's look. */
  catalogue: { publishHome: PublishStep<HomeDocument>; publishCreator: PublishStep<CreatorLookDoc> };
}

/**
 * Publishing a console draft (decisions 037, 040, 057), one flow over the kinds: in one transaction the
 * draft is read (none: BRAND_NO_DRAFT), the state it replaces read, the draft written into its
 * owner's tables by the owner's step (the tenant module for the brand and the documents, the catalogue for
 * the home and a creator's look), the draft cleared and the audit row written (before, after); a failing
 * step takes none of it. After the commit the owner's caches forget. The documents have no draft: a save
 * is normalised by its kind and published at once, the same way.
 */
export class PublishDraft {
  private readonly brandKind: Publication<BrandDocument, BrandDocument>;
  private readonly homeKind: Publication<HomeDocument, HomeDocument>;
  private readonly creatorKind: Publication<CreatorLookDoc, CreatorLookDoc | null>;

  constructor(private readonly d: PublishDraftDeps) {
    this.brandKind = { drafts: d.drafts.brand, write: d.tenant.publishBrand, invalidate: d.tenant.invalidate };
    // getHomeDecoration reads the tables per call; the first screen's cache (the tenant's) keeps them at most 2 s.
    this.homeKind = { drafts: d.drafts.home, write: d.catalogue.publishHome, invalidate: d.tenant.invalidate };
    // getCreatorSpace reads the creator's row per call: a publish shows at once.
    this.creatorKind = { drafts: d.drafts.creator, write: d.catalogue.publishCreator };
  }

  private async publish<Doc, Published>(p: Publication<Doc, Published>, tenantId: number, audit: AuditRecorder): Promise<Doc> {
    const { def } = p.drafts;
    const now = this.d.clock();
    const doc = await this.d.db.transaction().execute(async (trx) => {
      const draft = await p.drafts.read(tenantId, trx);
      if (!draft) throw new AppError(ErrorCode.BRAND_NO_DRAFT);
      const before = await def.current(tenantId, trx, draft.doc);
      await p.write(trx, tenantId, draft.doc, now);
      await p.drafts.clear(trx, tenantId);
      await audit(trx, {
        action: `${def.audit}.publish`,
        targetType: def.audit,
        targetId: def.targetId(tenantId, draft.doc),
        before,
        after: draft.doc,
      });
      return draft.doc;
    });
    p.invalidate?.();
    return doc;
  }

  async brand(tenantId: number, audit: AuditRecorder) {
    await this.publish(this.brandKind, tenantId, audit);
    return this.d.drafts.brand.view(tenantId);
  }

  async home(tenantId: number, audit: AuditRecorder) {
    await this.publish(this.homeKind, tenantId, audit);
    return this.d.drafts.home.view(tenantId);
  }

  async creator(tenantId: number, audit: AuditRecorder) {
    return (await this.publish(this.creatorKind, tenantId, audit)).creatorId;
  }

  /** The tenant's documents and languages: normalised (HTML sanitized), written and audited at once. */
  async documents(tenantId: number, input: DocumentsDoc, audit: AuditRecorder): Promise<DocumentsDoc> {
    const kind = this.d.drafts.documents;
    const doc = kind.normalise(input);
    const now = this.d.clock();
    await this.d.db.transaction().execute(async (trx) => {
      const before = await kind.current(tenantId, trx);
      await this.d.tenant.saveDocuments(trx, tenantId, doc, now);
      await audit(trx, { action: `${kind.audit}.save`, targetType: 'tenant', targetId: tenantId, before, after: doc });
    });
    this.d.tenant.invalidate();
    return kind.current(tenantId);
  }
}

declare module './flows.types' {
  interface Flows {
    /** Publishing the console's drafts: brand, home, creator space; the tenant's documents (decision 057). */
    publishDraft: PublishDraft;
  }
}

export const publishDraftFlow = defineFlow({
  key: 'publishDraft',
  build: ({ app, db, clock }) =>
    new PublishDraft({
      db,
      clock,
      drafts: app.brand,
      tenant: {
        publishBrand: (trx, tenantId, doc, now) => app.tenant.brand.publish(trx, tenantId, doc, now),
        saveDocuments: (trx, tenantId, doc, now) => app.tenant.brand.saveDocuments(trx, tenantId, doc, now),
        invalidate: () => app.tenant.tenants.invalidate(),
      },
      catalogue: {
        publishHome: (trx, tenantId, doc, now) => app.catalogue.homeAdmin.publish(trx, tenantId, doc, now),
        publishCreator: (trx, tenantId, look, now) => app.catalogue.homeAdmin.publishCreator(trx, tenantId, look, now),
      },
    }),
  routes(app, flow) {
    registerCall(app, consolePublishBrand, (req) => flow.brand(req.tenant.id, req.audit));
    registerCall(app, consolePublishHome, (req) => flow.home(req.tenant.id, req.audit));
    registerCall(app, consolePublishCreator, async (req) =>
      app.brand.creatorView(req.tenant.id, req.lang, await flow.creator(req.tenant.id, req.audit)),
    );
    registerCall(app, consoleSaveTenantDocuments, (req) => flow.documents(req.tenant.id, req.body, req.audit));
  },
});
