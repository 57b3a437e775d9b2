import { dropListQuery } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { DEMO_PEOPLE } from './demo-people';

// The demo coupons and redemption codes (issue 19, decision 043): on each demo tenant two coupon
// campaigns to claim (¥5 off over ¥20, 10 % off), a usable coupon for the demo collector, and a few
// printed redemption codes (README's demo section): each works once per fresh database.

const YEAR_MS = 365 * 86_400_000;

/** The printed codes per tenant: coupon codes (¥5 off) and collectible codes (one item of a drop on sale). */
export const DEMO_REDEEM_CODES: Record<string, { coupon: string[]; collectible: string[] }> = {
  demo: {
    coupon: ['DEMQ5YUANCPN2345', 'DEMQ5YUANCPN2346', 'DEMQ5YUANCPN2347'],
    collectible: ['DEMQGXFTNFT23456', 'DEMQGXFTNFT23457'],
  },
  aurora: {
    coupon: ['AURAKEY5CPN23456', 'AURAKEY5CPN23457', 'AURAKEY5CPN23458'],
    collectible: ['AURAGXFTNFT23456', 'AURAGXFTNFT23457'],
  },
};

/** Seeds each demo tenant's coupons once (by the campaign's key): idempotent. Answers the tenants seeded. */
export async function seedDemoCoupons(app: FastifyInstance, codes: readonly string[] = ['demo', 'aurora']): Promise<string[]> {
  const seeded: string[] = [];
  for (const code of codes) {
    const found = await app.tenant.admin.byCode(code);
    if (!found) continue;
    const tenantId = found.id;
    const c = app.coupon.console;
    const fiveOff = await c.ensureTemplate(tenantId, 'demo-5-off-20', {
      name: {
        'zh-CN': '满20减5元',
        'zh-TW': '滿20減5元',
        en: '¥5 off over ¥20',
        es: '5 ¥ de descuento desde 20 ¥',
        fr: '5 ¥ de remise dès 20 ¥',
      },
      kind: 'amount',
      amount: 500,
      minSpend: 2_000,
      validity: { kind: 'days', days: 30 },
      total: 1_000,
      perUserLimit: 2,
      scope: { businessTypes: [], collectionIds: [] },
      claimable: true,
    });
    if (!fiveOff.created) continue;
    await c.ensureTemplate(tenantId, 'demo-10-percent', {
      name: { 'zh-CN': '全场9折', 'zh-TW': '全場9折', en: '10 % off everything', es: '10 % de descuento', fr: '10 % de remise' },
      kind: 'percent',
      percent: 10,
      minSpend: 0,
      validity: { kind: 'days', days: 14 },
      total: 500,
      perUserLimit: 1,
      scope: { businessTypes: [], collectionIds: [] },
      claimable: true,
    });
    const expiresAt = app.clock() + YEAR_MS;
    const printed = DEMO_REDEEM_CODES[code];
    if (printed) {
      await c.addKnownCodes(
        tenantId,
        {
          name: 'Demo printed coupon codes',
          grants: { kind: 'coupon', couponId: fiveOff.id },
          count: printed.coupon.length,
          expiresAt,
        },
        printed.coupon,
      );
      // A collectible code grants one item of the drop on sale with the most left.
      const cards = await app.catalogue.collections.list(tenantId, dropListQuery.parse({ pageSize: 30 }), 'en');
      const best = cards.items.filter((d) => d.saleState === 'on_sale').sort((a, b) => b.remaining - a.remaining)[0];
      if (best)
        await c.addKnownCodes(
          tenantId,
          {
            name: 'Demo printed collectible codes',
            grants: { kind: 'collectible', collectionId: best.id },
            count: printed.collectible.length,
            expiresAt,
          },
          printed.collectible,
        );
    }
    // A usable coupon for the demo collector (+86 137 0000 0001).
    const collector = await app.identity.accounts.addMember(tenantId, { areaCode: '+86', phone: DEMO_PEOPLE[0]!.phone });
    await app.coupon.coupons.grant(tenantId, collector.id, fiveOff.id);
    seeded.push(code);
  }
  return seeded;
}
