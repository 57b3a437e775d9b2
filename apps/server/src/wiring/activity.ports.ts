import type { FastifyInstance } from 'fastify';
import type { ActivityModuleOptions } from '../modules/activity/index';
import { sanitizeHtml } from '../modules/catalogue/index';

/**
 * Casting activities (decision 042): collections' cards (catalogue), a user's items with their mint
 * state (collectibles), whether the user may cast (identity), the notices' HTML sanitizer (catalogue),
 * a coupon activity's template (coupons, decision 044).
 */
export function activityPorts(app: FastifyInstance): ActivityModuleOptions {
  return {
    collectionBriefs: (tenantId, ids, lang) => app.catalogue.stock.collectionBriefs(tenantId, ids, lang),
    itemsOf: (tenantId, userId, collectionIds) => app.collectible.collectibles.castableOf(tenantId, userId, collectionIds),
    standing: (tenant, userId) => app.identity.chainAccounts.standing(tenant, userId),
    sanitize: sanitizeHtml,
    couponSummary: (tenantId, templateId, lang) => app.coupon.coupons.templateSummary(tenantId, templateId, lang),
    // A cast result's collection: its supply and what is issued (decision 062).
    collectionStock: (tenantId, collectionId) => app.catalogue.stock.find(tenantId, 'collection', collectionId, 'en'),
  };
}
