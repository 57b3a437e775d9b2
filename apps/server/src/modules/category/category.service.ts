import { localize, type CategoryNode, type Language, type LocalizedText } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CategoryRepository } from './category.repository';

/** A category row as other modules see it (the catalogue importer matches names against it). */
export interface CategoryRow {
  id: number;
  parent_id: number | null;
  /** LocalizedText as JSON. */
  name: string;
}

/** A root category and its children, by name, in their order (what the seed writes). */
export interface NewCategory {
  name: LocalizedText;
  children?: LocalizedText[];
}

export class CategoryService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly repo: CategoryRepository,
  ) {}

  async tree(tenantId: number, lang: Language): Promise<CategoryNode[]> {
    const rows = await this.repo.all(this.db, tenantId);
    const nodes = new Map<number, CategoryNode>();
    for (const r of rows) {
      let name: LocalizedText = {};
      try {
        name = JSON.parse(r.name) as LocalizedText;
      } catch {
        name = {};
      }
      nodes.set(r.id, { id: r.id, name: localize(name, lang), icon: r.icon, children: [] });
    }
    const roots: CategoryNode[] = [];
    for (const r of rows) {
      const node = nodes.get(r.id)!;
      const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
      (parent ? parent.children : roots).push(node);
    }
    return roots;
  }

  /** Every category of a tenant, flat (read in the caller's transaction when it passes one). */
  rows(tenantId: number, trx: Kysely<Database> = this.db): Promise<CategoryRow[]> {
    return this.repo.all(trx, tenantId);
  }

  /** Adds a tenant's category tree (a new tenant's, in the caller's transaction `trx`). */
  async addTree(trx: Kysely<Database>, tenantId: number, tree: NewCategory[], now: number): Promise<void> {
    let sort = 0;
    for (const c of tree) {
      const parentId = await this.repo.insert(trx, {
        tenant_id: tenantId,
        parent_id: null,
        name: JSON.stringify(c.name),
        icon: '',
        sort: sort++,
        created_at: now,
      });
      let child = 0;
      for (const name of c.children ?? []) {
        await this.repo.insert(trx, {
          tenant_id: tenantId,
          parent_id: parentId,
          name: JSON.stringify(name),
          icon: '',
          sort: child++,
          created_at: now,
        });
      }
    }
  }
}
