import { dropListQuery, type LocalizedText } from '@curio/contract';
import type { FastifyInstance } from 'fastify';

// The demo casting activities (issue 18, decision 042): on each demo tenant a hold-mode activity open now
// whose qualifying collection the demo collector (+86 13700000001, seed/demo-people.ts) already holds, and
// a spend-mode one on another of the collector's collections, so the activity pages have content and the
// collector can cast at once. Made through the console's own save (no audit: the seed is not an operator).

/** The demo collector (seed/demo-people.ts), who holds the qualifying collections. */
export const DEMO_CASTER_PHONE = '13700000001';

/** The demo activities' keys: the seed adds them once per tenant. */
export const DEMO_HOLD_KEY = 'demo-cast-hold';
export const DEMO_SPEND_KEY = 'demo-cast-spend';

const DAY = 86_400_000;

const t = (zhCN: string, zhTW: string, en: string): LocalizedText => ({ 'zh-CN': zhCN, 'zh-TW': zhTW, en });

/**
 * Seeds the demo activities on each demo tenant that lacks them (by key) and whose collector holds at least two
 * collections: idempotent. Answers the codes of the tenants seeded.
 */
export async function seedDemoActivities(app: FastifyInstance, codes: readonly string[] = ['demo', 'aurora']): Promise<string[]> {
  const seeded: string[] = [];
  for (const code of codes) {
    const found = await app.tenant.admin.byCode(code);
    const tenant = found ? await app.tenant.tenants.byId(found.id) : null;
    if (!tenant) continue;
    const lang = tenant.defaultLanguage;
    if (await app.activity.console.hasKey(tenant.id, DEMO_HOLD_KEY)) continue;
    const caster = await app.identity.users.lookup(tenant.id, { areaCode: '+86', phone: DEMO_CASTER_PHONE });
    if (!caster) continue;
    const held = (await app.collectible.collectibles.groups(tenant, caster.userId, { pageSize: 20 }, lang)).items.map(
      (g) => g.collection.id,
    );
    if (held.length < 2) continue;
    const cards = await app.catalogue.collections.list(tenant.id, dropListQuery.parse({ pageSize: 30 }), lang);
    const result = cards.items.find((c) => !held.includes(c.id)) ?? cards.items[0];
    if (!result) continue;
    const now = app.clock();
    const rules = (zh: string, tw: string, en: string) => t(`<p>${zh}</p>`, `<p>${tw}</p>`, `<p>${en}</p>`);
    await app.activity.console.save(
      tenant.id,
      {
        key: DEMO_HOLD_KEY,
        kind: 'cast',
        name: t('持有者铸造礼', '持有者鑄造禮', "Holders' casting gift"),
        rules: rules(
          '每持有一件指定藏品即可铸造一份限量纪念藏品，每件藏品每位持有者限一次；藏品仍归你所有。',
          '每持有一件指定藏品即可鑄造一份限量紀念藏品，每件藏品每位持有者限一次；藏品仍歸你所有。',
          'Each listed collectible you hold casts one limited keepsake, once per holder; your collectibles stay yours.',
        ),
        resultCollectionId: result.id,
        qualifying: [{ collectionId: held[0]!, count: 1 }],
        mode: 'hold',
        coolingBlocks: false,
        price: 0,
        startsAt: now - DAY,
        endsAt: now + 60 * DAY,
        stock: 500,
        enabled: true,
      },
      lang,
    );
    await app.activity.console.save(
      tenant.id,
      {
        key: DEMO_SPEND_KEY,
        kind: 'cast',
        name: t('熔铸换新', '熔鑄換新', 'Melt and recast'),
        rules: rules(
          '消耗指定藏品铸造一份新藏品；被消耗的藏品将被销毁，无法恢复。',
          '消耗指定藏品鑄造一份新藏品；被消耗的藏品將被銷毀，無法恢復。',
          'Spend the listed collectible to cast a new one; the spent collectible is burned for good.',
        ),
        resultCollectionId: result.id,
        qualifying: [{ collectionId: held[1]!, count: 1 }],
        mode: 'spend',
        coolingBlocks: false,
        price: 0,
        startsAt: now - DAY,
        endsAt: now + 60 * DAY,
        stock: 200,
        enabled: true,
      },
      lang,
    );
    seeded.push(code);
  }
  return seeded;
}
