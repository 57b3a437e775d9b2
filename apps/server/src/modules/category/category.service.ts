import { localize, type CategoryNode, type Language, type LocalizedText } from '@curio/contract';
import type { CategoryRepository } from './category.repository';

export class CategoryService {
  constructor(private readonly repo: CategoryRepository) {}

  async tree(tenantId: number, lang: Language): Promise<CategoryNode[]> {
    const rows = await this.repo.all(tenantId);
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
}
