import type { FastifyInstance } from 'fastify';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import type { TenantContext } from '../http/request-context';

// The demo synthesis (issue 18, decision 041): on each demo tenant a burn recipe and a pledge recipe, open
// now, whose fragments and results are unlisted collections made for them, and a demo collector who holds
// the fragments (phone +86 137 0000 0013), so every synthesis page has content. Through the app's own
// services: the catalogue import, the recipes' writer, the hand-over step.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo collector who holds the fragments (the demo's own phone range). */
export const DEMO_SYNTHESIST = {
  phone: '13700000013',
  name: '陈星',
  nickname: { 'zh-CN': '陈星', 'zh-TW': '陳星', en: 'Chen Xing' },
} as const;
const PAY_PASSWORD = '135790';

/** The creator each tenant's synthesis collections are by (a creator of its demo catalogue). */
const CREATOR: Record<string, string> = { demo: 'lin-studio', aurora: 'nova-generative' };

const KEYS = {
  shard: 'synthesis-star-shard',
  core: 'synthesis-star-core',
  ember: 'synthesis-ember',
  starMap: 'synthesis-star-map',
  phoenix: 'synthesis-phoenix',
} as const;

function collection(
  key: string,
  creator: string,
  seed: number,
  label: string,
  name: Record<string, string>,
  colors: string[],
  supply: number,
) {
  return {
    key,
    name,
    description: {
      'zh-CN': '合成活动专用藏品，在链上铸造，独立编号。',
      'zh-TW': '合成活動專用藏品，在鏈上鑄造，獨立編號。',
      en: 'A collectible of the synthesis event, minted on chain with its own number.',
    },
    creator,
    media: { kind: 'image', image: { art: { motif: 'rings', colors, seed, label } } },
    price: 0,
    totalSupply: supply,
    sold: 0,
    sale: { startsInMinutes: -60 },
    perUserLimit: 1,
    listed: false,
    rank: 0,
  };
}

function catalogueFor(creator: string) {
  const warm = ['#F97316', '#DC2626', '#FDE68A'];
  const cool = ['#6366F1', '#0EA5E9', '#E0F2FE'];
  return {
    format: 'curio-catalogue',
    version: 1,
    collections: [
      collection(
        KEYS.shard,
        creator,
        1101,
        'SHARD',
        { 'zh-CN': '星辰碎片', 'zh-TW': '星辰碎片', en: 'Star shard' },
        cool,
        100_000,
      ),
      collection(KEYS.core, creator, 1102, 'CORE', { 'zh-CN': '星核', 'zh-TW': '星核', en: 'Star core' }, cool, 100_000),
      collection(
        KEYS.ember,
        creator,
        1103,
        'EMBER',
        { 'zh-CN': '不灭余烬', 'zh-TW': '不滅餘燼', en: 'Undying ember' },
        warm,
        100_000,
      ),
      collection(
        KEYS.starMap,
        creator,
        1104,
        'MAP',
        { 'zh-CN': '星图 · 合成版', 'zh-TW': '星圖 · 合成版', en: 'Star map · Synthesis' },
        cool,
        500,
      ),
      collection(
        KEYS.phoenix,
        creator,
        1105,
        'PHOENIX',
        { 'zh-CN': '涅槃之羽', 'zh-TW': '涅槃之羽', en: 'Phoenix feather' },
        warm,
        300,
      ),
    ],
  };
}

function idCard(index: number): string {
  const body = `31010419900305${String(811 + index).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/**
 * Seeds the demo synthesis on each demo tenant that has a catalogue and not these collections yet:
 * idempotent. Answers the codes of the tenants seeded.
 */
export async function seedDemoSynthesis(app: FastifyInstance, codes: readonly string[] = ['demo', 'aurora']): Promise<string[]> {
  const seeded: string[] = [];
  for (const code of codes) {
    const found = await app.tenant.admin.byCode(code);
    const tenant = found ? await app.tenant.tenants.byId(found.id) : null;
    const creator = CREATOR[code];
    if (!tenant || !creator) continue;
    if (!(await app.catalogue.writer.hasCatalogue(tenant.id))) continue;
    if ((await idsOf(app, tenant.id)).size > 0) continue;
    const now = app.clock();
    await app.catalogue.writer.import(catalogueFor(creator), {
      tenantId: tenant.id,
      baseDir: null,
      now,
      missingMedia: 'placeholder',
    });
    const ids = await idsOf(app, tenant.id);
    const id = (k: string) => ids.get(k)!;
    await app.synthesis.recipes.save(tenant.id, {
      name: { 'zh-CN': '星图合成', 'zh-TW': '星圖合成', en: 'Forge the star map' },
      description: {
        'zh-CN': '集齐 2 枚星辰碎片和 1 枚星核，合成限量星图。材料将被销毁。',
        'zh-TW': '集齊 2 枚星辰碎片和 1 枚星核，合成限量星圖。材料將被銷毀。',
        en: 'Bring 2 star shards and 1 star core to forge a limited star map. The fragments are burned.',
      },
      resultCollectionId: id(KEYS.starMap),
      fragments: [
        { collectionId: id(KEYS.shard), count: 2 },
        { collectionId: id(KEYS.core), count: 1 },
      ],
      mode: 'burn',
      startsAt: now - HOUR,
      endsAt: now + 90 * DAY,
      stock: 500,
      perUserLimit: 5,
    });
    await app.synthesis.recipes.save(tenant.id, {
      name: { 'zh-CN': '涅槃质押合成', 'zh-TW': '涅槃質押合成', en: 'Phoenix pledge' },
      description: {
        'zh-CN': '质押 1 枚星核和 1 枚不灭余烬 72 小时，立即获得涅槃之羽；质押结束后材料返还。',
        'zh-TW': '質押 1 枚星核和 1 枚不滅餘燼 72 小時，立即獲得涅槃之羽；質押結束後材料返還。',
        en: 'Pledge 1 star core and 1 undying ember for 72 hours and get a phoenix feather now; the fragments come back when the pledge ends.',
      },
      resultCollectionId: id(KEYS.phoenix),
      fragments: [
        { collectionId: id(KEYS.core), count: 1 },
        { collectionId: id(KEYS.ember), count: 1 },
      ],
      mode: 'pledge',
      pledgeHours: 72,
      startsAt: now - HOUR,
      endsAt: now + 90 * DAY,
      stock: 300,
      perUserLimit: 3,
    });
    const userId = await synthesist(app, tenant);
    if (userId === null) continue;
    await give(app, tenant, userId, id(KEYS.shard), 6);
    await give(app, tenant, userId, id(KEYS.core), 4);
    await give(app, tenant, userId, id(KEYS.ember), 3);
    app.chain.outbox.notify();
    seeded.push(code);
  }
  return seeded;
}

/** The tenant's synthesis collections by key (none: not seeded yet). */
function idsOf(app: FastifyInstance, tenantId: number): Promise<Map<string, number>> {
  return app.catalogue.writer.collectionIds(tenantId, Object.values(KEYS));
}

/** The demo synthesist: a verified member with a chain account (made once per tenant). */
async function synthesist(app: FastifyInstance, tenant: TenantContext): Promise<number | null> {
  const p = DEMO_SYNTHESIST;
  const { id, created } = await app.identity.accounts.addMember(tenant.id, { areaCode: '+86', phone: p.phone });
  if (created) {
    await app.identity.users.updateNickname(tenant.id, id, p.nickname[tenant.defaultLanguage as 'en'] ?? p.nickname.en);
    await app.identity.realName.submit(tenant, id, { name: p.name, idCard: idCard(2) });
    await app.identity.chainAccounts.open(tenant, id);
    await app.identity.accounts.setPayPassword(tenant, id, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
  }
  const address = await app.identity.chainAccounts.addressOn(tenant.id, id, DEFAULT_CHAIN_CHANNEL);
  return address ? id : null;
}

async function give(app: FastifyInstance, tenant: TenantContext, userId: number, collectionId: number, count: number) {
  const address = (await app.identity.chainAccounts.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL))!;
  await app.db.kysely.transaction().execute(async (trx) => {
    const serials = await app.order.orders.nextSerials(trx, tenant.id, collectionId, count);
    await app.flows.handOver.give(
      trx,
      { tenant, address, holdHours: 0 },
      { userId, collectionId, serials, orderId: null, boxId: null },
      app.clock(),
    );
  });
}
