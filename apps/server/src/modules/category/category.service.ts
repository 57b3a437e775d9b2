import { localize, type CategoryNode, type Language, type LocalizedText } from '@curio/contract';
import { ErrorCode } from '@curio/contract';
import type { Kysely } from 'kysely';
import { AppError } from '../../errors';
import type { Database } from '../../db/schema';
import type { CategoryRepository } from './category.repository';
import type { AuditRecorder } from '../../http/request-context';

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

/** A category as the console edits it: name, icon, order; the parent is chosen when it is made. */
export interface CategoryInput {
  id?: number;
  parentId?: number | null;
  name: LocalizedText;
  icon?: string;
  sort?: number;
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

  /** Every category of the tenant, flat, names in every language (the console's list). */
  async list(tenantId: number) {
    const rows = await this.repo.all(this.db, tenantId);
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parent_id,
      name: parseName(r.name),
      icon: r.icon,
      sort: r.sort,
    }));
  }

  /**
   * The console's save: a new category (under a root of this tenant, or a root), or a category's name,
   * icon and order. Its parent never changes: collections keep the path they were filed under.
   */
  async save(
    tenantId: number,
    input: CategoryInput,
    now: number,
    audit: AuditRecorder,
  ): Promise<{ id: number; created: boolean }> {
    return this.db.transaction().execute(async (trx) => {
      const name = JSON.stringify(input.name);
      if (input.id !== undefined) {
        const before = await this.repo.byId(trx, tenantId, input.id);
        if (!before) throw new AppError(ErrorCode.NOT_FOUND);
        const values = { name, icon: input.icon ?? before.icon, sort: input.sort ?? before.sort };
        await this.repo.update(trx, tenantId, input.id, values);
        await audit(trx, {
          action: 'categories.save',
          targetType: 'category',
          targetId: String(input.id),
          before: { ...before, name: parseName(before.name) },
          after: { ...before, ...values, name: input.name },
        });
        return { id: input.id, created: false };
      }
      const parentId = input.parentId ?? null;
      if (parentId !== null && !(await this.repo.byId(trx, tenantId, parentId))) throw new AppError(ErrorCode.NOT_FOUND);
      const row = {
        tenant_id: tenantId,
        parent_id: parentId,
        name,
        icon: input.icon ?? '',
        sort: input.sort ?? 0,
        created_at: now,
      };
      const id = await this.repo.insert(trx, row);
      await audit(trx, {
        action: 'categories.save',
        targetType: 'category',
        targetId: String(id),
        before: null,
        after: { id, parent_id: parentId, name: input.name, icon: row.icon, sort: row.sort },
      });
      return { id, created: true };
    });
  }
}

function parseName(json: string): LocalizedText {
  try {
    return JSON.parse(json) as LocalizedText;
  } catch {
    return {};
  }
}
