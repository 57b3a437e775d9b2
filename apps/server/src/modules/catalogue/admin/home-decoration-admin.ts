import { localize, type Language, type LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database, HomeSectionKindColumn } from '../../../db/schema';
import { parseJson } from '../cards';
import type { CreatorService } from '../creator.service';
import { tickerOf, type HomeService, type HomeTicker } from '../home.service';
import type { CatalogueAdminRepository } from './catalogue-admin.repository';

/** The console's home decoration document (the contract's HomeDecorationDocument, decision 040). */
export interface HomeDecorationDoc {
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
  /** The notice ticker (migration 0022). */
  ticker: HomeTicker;
}

/** A creator space's look as the console edits it (the contract's CreatorDecoration). */
export interface CreatorLookDoc {
  creatorId: number;
  coverUrl: string;
  avatarUrl: string;
  intro: LocalizedText;
}
export interface CreatorLook extends CreatorLookDoc {
  name: string;
}

const localized = (json: string): LocalizedText => parseJson<LocalizedText>(json, {});

/**
 * The home decoration as the console edits it (decision 040): read from the catalogue's tables, written
 * back on publish in the caller's transaction, and filled like the storefront's home for the preview.
 * A section switched off is kept in the draft and left out of the tables.
 */
export class HomeDecorationAdmin {
  constructor(
    private readonly repo: CatalogueAdminRepository,
    private readonly home: HomeService,
    private readonly creators: CreatorService,
  ) {}

  /** The tenant's creators, each with its look (cover, avatar, intro) as the creator space shows it. */
  async creatorLooks(db: Kysely<Database>, tenantId: number, lang: Language): Promise<CreatorLook[]> {
    const rows = await this.repo.creatorLooks(db, tenantId);
    return rows.map((r) => ({
      creatorId: r.id,
      name: localize(localized(r.name), lang),
      coverUrl: r.cover_url,
      avatarUrl: r.avatar_url,
      intro: localized(r.intro),
    }));
  }

  async publishCreator(trx: Kysely<Database>, tenantId: number, look: CreatorLookDoc, now: number): Promise<void> {
    await this.repo.updateCreatorLook(trx, tenantId, look.creatorId, {
      cover_url: look.coverUrl,
      avatar_url: look.avatarUrl,
      intro: JSON.stringify(look.intro),
      updated_at: now,
    });
  }

  /** The creator space with the draft's look (getCreatorSpace's shape). */
  async previewCreator(tenantId: number, look: CreatorLookDoc, lang: Language) {
    const space = await this.creators.space(tenantId, look.creatorId, lang);
    return {
      ...space,
      creator: { ...space.creator, coverUrl: look.coverUrl, avatarUrl: look.avatarUrl, intro: localize(look.intro, lang) },
    };
  }

  async current(db: Kysely<Database>, tenantId: number): Promise<HomeDecorationDoc> {
    const rows = await this.repo.homeRows(db, tenantId);
    return {
      banners: rows.banners.map((b) => ({ key: b.key, title: localized(b.title), imageUrl: b.image_url, link: b.link })),
      sections: rows.sections.map((s) => ({
        key: s.key,
        kind: s.kind,
        title: localized(s.title),
        itemLimit: s.item_limit,
        picked: parseJson<number[]>(s.picked, []),
        enabled: true,
      })),
      hotWords: rows.hotWords.map((w) => localized(w.word)),
      ticker: tickerOf(rows.ticker),
    };
  }

  async publish(trx: Kysely<Database>, tenantId: number, doc: HomeDecorationDoc, now: number): Promise<void> {
    const sections = doc.sections.filter((s) => s.enabled);
    await this.repo.removeBannersExcept(
      trx,
      tenantId,
      doc.banners.map((b) => b.key),
    );
    await this.repo.removeSectionsExcept(
      trx,
      tenantId,
      sections.map((s) => s.key),
    );
    for (const [sort, b] of doc.banners.entries()) {
      await this.repo.upsertBanner(trx, tenantId, b.key, {
        title: JSON.stringify(b.title),
        image_url: b.imageUrl,
        link: b.link,
        sort,
        updated_at: now,
      });
    }
    for (const [sort, s] of sections.entries()) {
      await this.repo.upsertHomeSection(trx, tenantId, s.key, {
        kind: s.kind,
        title: JSON.stringify(s.title),
        item_limit: s.itemLimit,
        picked: JSON.stringify(s.picked),
        sort,
        updated_at: now,
      });
    }
    await this.repo.replaceHotWords(
      trx,
      tenantId,
      doc.hotWords.map((w) => JSON.stringify(w)),
    );
    await this.repo.upsertTicker(trx, tenantId, {
      enabled: doc.ticker.enabled ? 1 : 0,
      item_count: doc.ticker.count,
      pinned: JSON.stringify(doc.ticker.pinned),
      updated_at: now,
    });
  }

  /** The draft filled like getHomeDecoration (the preview page's data). */
  preview(tenantId: number, doc: HomeDecorationDoc, lang: Language) {
    return this.home.decorationOf(
      tenantId,
      lang,
      doc.banners.map((b, i) => ({ id: -(i + 1), title: JSON.stringify(b.title), image_url: b.imageUrl, link: b.link })),
      doc.sections
        .filter((s) => s.enabled)
        .map((s) => ({
          key: s.key,
          kind: s.kind,
          title: JSON.stringify(s.title),
          item_limit: s.itemLimit,
          picked: JSON.stringify(s.picked),
        })),
      doc.ticker,
    );
  }
}
