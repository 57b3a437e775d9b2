import { consoleMenuLinkMisses, reportMissingMenuLink } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { registerCall } from '../../plugins/register-call';

/**
 * The menu's links that lead to no page (issue 32): the storefront shows "page not found" for such a tab
 * and reports it; the operator sees each link of the published menu that did, how often and when, on the
 * console's tab bar page. Only a link of the tenant's own menu is counted, so a caller cannot fill the
 * table with links of its choosing; one row per link, its hits added in one statement (several processes).
 */
export class MenuLinkMisses {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts a visit to `link` that found no page; false when the link is not one of the tenant's menu. */
  async report(tenantId: number, link: string): Promise<{ recorded: boolean }> {
    const inMenu = await this.db
      .selectFrom('tenant_menus')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('link', '=', link)
      .where('link_type', 'in', [1, 2])
      .executeTakeFirst();
    if (!inMenu) return { recorded: false };
    const now = this.clock();
    await this.db
      .insertInto('menu_link_misses')
      .values({ tenant_id: tenantId, link, hits: 1, first_at: now, last_at: now })
      .onConflict((oc) =>
        oc.columns(['tenant_id', 'link']).doUpdateSet((eb) => ({
          hits: eb('menu_link_misses.hits', '+', 1),
          last_at: eb.ref('excluded.last_at'),
        })),
      )
      .execute();
    return { recorded: true };
  }

  /** The published menu's links that led to no page, the most recent first. */
  async list(tenantId: number) {
    const rows = await this.db
      .selectFrom('menu_link_misses as m')
      .select(['m.link', 'm.hits', 'm.first_at', 'm.last_at'])
      .where('m.tenant_id', '=', tenantId)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('tenant_menus as t')
            .select('t.id')
            .whereRef('t.tenant_id', '=', 'm.tenant_id')
            .whereRef('t.link', '=', 'm.link')
            .where('t.link_type', 'in', [1, 2]),
        ),
      )
      .orderBy('m.last_at', 'desc')
      .execute();
    return {
      items: rows.map((r) => ({ link: r.link, hits: r.hits, firstAt: Number(r.first_at), lastAt: Number(r.last_at) })),
    };
  }
}

export function menuLinkMissRoutes(app: FastifyInstance, misses: MenuLinkMisses): void {
  registerCall(app, reportMissingMenuLink, (req) => misses.report(req.tenant.id, req.body.link));
  registerCall(app, consoleMenuLinkMisses, (req) => misses.list(req.tenant.id));
}
