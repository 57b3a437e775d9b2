import type { Language, LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database, TenantContentKind } from '../../db/schema';
import type { AuditRecorder } from '../../http/request-context';

/** The tenant's documents and languages (the contract's TenantDocumentsView). */
export interface DocumentsDoc {
  defaultLanguage: Language;
  languages: Language[];
  documents: { kind: TenantContentKind; title: LocalizedText; html: LocalizedText }[];
}

/** What the documents ask of the tenant module and of the HTML sanitizer (supplied by wiring/brand.ports.ts). */
export interface DocumentsPorts {
  current: (tenantId: number, db?: Kysely<Database>) => Promise<DocumentsDoc>;
  /** Writes them in the caller's transaction. */
  save: (trx: Kysely<Database>, tenantId: number, doc: DocumentsDoc, now: number) => Promise<void>;
  /** The notices' sanitizer (scripts, handlers and unsafe addresses removed). */
  sanitize: (html: string) => string;
  /** After the commit: this process's tenant cache forgets (the others within its 5 s). */
  invalidate: () => void;
}

/**
 * The tenant's documents (agreement, privacy policy ...) per language and its languages (decision 040):
 * written at once, the HTML sanitized, audited (before, after) in the write's transaction.
 */
export class DocumentsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly ports: DocumentsPorts,
    private readonly clock: Clock,
  ) {}

  view(tenantId: number): Promise<DocumentsDoc> {
    return this.ports.current(tenantId);
  }

  async save(tenantId: number, input: DocumentsDoc, audit: AuditRecorder): Promise<DocumentsDoc> {
    const now = this.clock();
    const doc: DocumentsDoc = {
      defaultLanguage: input.defaultLanguage,
      languages: [...new Set([input.defaultLanguage, ...input.languages])],
      documents: input.documents.map((d) => ({
        kind: d.kind,
        title: d.title,
        html: Object.fromEntries(Object.entries(d.html).map(([lang, html]) => [lang, this.ports.sanitize(html ?? '')])),
      })),
    };
    await this.db.transaction().execute(async (trx) => {
      const before = await this.ports.current(tenantId, trx);
      await this.ports.save(trx, tenantId, doc, now);
      await audit(trx, { action: 'tenant.documents.save', targetType: 'tenant', targetId: tenantId, before, after: doc });
    });
    this.ports.invalidate();
    return this.view(tenantId);
  }
}
