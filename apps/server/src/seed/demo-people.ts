import { dropListQuery, type Language } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import type { TenantContext } from '../http/request-context';

// The demo people (issue 14, decision 028): on each demo tenant a collector who shows some of what
// they hold and is followed by a few friends (and follows two of them back), so that a newcomer finds
// the personal page, its fans and following lists filled. Made through the modules' services (accounts,
// real name in the KYC sandbox, chain account, the hand-over step, display, follows), never SQL.

interface DemoPerson {
  phone: string;
  nickname: Record<string, string>;
  intro: Record<string, string>;
}

const text = (t: Record<string, string>, lang: string) => t[lang] ?? t.en ?? '';

/** The collector (index 0) and their friends. The phones are the demo's own (+86 137 0000 000x). */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    phone: '13700000001',
    nickname: { 'zh-CN': '林悦', 'zh-TW': '林悅', en: 'Lin Yue' },
    intro: {
      'zh-CN': '收藏城市与季节的光。欢迎来看看我的展柜。',
      'zh-TW': '收藏城市與季節的光。歡迎來看看我的展櫃。',
      en: 'I collect the light of cities and seasons. Have a look at my showcase.',
    },
  },
  {
    phone: '13700000002',
    nickname: { 'zh-CN': '陈默', 'zh-TW': '陳默', en: 'Chen Mo' },
    intro: { 'zh-CN': '潮玩爱好者', 'zh-TW': '潮玩愛好者', en: 'Designer toys fan' },
  },
  {
    phone: '13700000003',
    nickname: { 'zh-CN': '小岚', 'zh-TW': '小嵐', en: 'Aiko' },
    intro: { 'zh-CN': '只收藏让我心动的作品', 'zh-TW': '只收藏讓我心動的作品', en: 'Only what moves me' },
  },
  {
    phone: '13700000004',
    nickname: { 'zh-CN': '山姆', 'zh-TW': '山姆', en: 'Sam' },
    intro: { 'zh-CN': '', 'zh-TW': '', en: '' },
  },
];

/** How many items the collector receives, and how many of them are shown (one stays hidden). */
const ITEMS = 4;
const SHOWN = 3;

/** A valid adult ID number (GB 11643 check digit) for the KYC sandbox: one per person. */
function demoIdCard(index: number): string {
  const body = `11010519880412${String(701 + index).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/**
 * Seeds the demo people on each demo tenant that has a catalogue and no demo collector yet (by phone):
 * idempotent, so starting the server again changes nothing. Answers the codes of the tenants seeded.
 */
export async function seedDemoPeople(app: FastifyInstance, codes: readonly string[] = ['demo', 'aurora']): Promise<string[]> {
  const seeded: string[] = [];
  for (const code of codes) {
    const found = await app.tenant.admin.byCode(code);
    const tenant = found ? await app.tenant.tenants.byId(found.id) : null;
    if (!tenant) continue;
    const lang = tenant.defaultLanguage;
    const people: number[] = [];
    let fresh = false;
    for (const [i, p] of DEMO_PEOPLE.entries()) {
      const { id, created } = await app.identity.accounts.addMember(tenant.id, { areaCode: '+86', phone: p.phone });
      if (i === 0) fresh = created;
      if (!fresh) break;
      await app.identity.users.updateNickname(tenant.id, id, text(p.nickname, lang));
      if (text(p.intro, lang)) await app.identity.users.updateIntro(tenant.id, id, text(p.intro, lang));
      people.push(id);
    }
    if (!fresh) continue;
    const [collector, ...friends] = people as [number, ...number[]];
    await giveShowcase(app, tenant, collector, lang);
    for (const f of friends) await app.social.social.follow(tenant, f, collector);
    for (const f of friends.slice(0, 2)) await app.social.social.follow(tenant, collector, f);
    seeded.push(code);
  }
  return seeded;
}

/** The collector is verified, opens a chain account and receives one item of each of a few drops on sale. */
async function giveShowcase(app: FastifyInstance, tenant: TenantContext, userId: number, lang: Language): Promise<void> {
  await app.identity.realName.submit(tenant, userId, { name: '林悦', idCard: demoIdCard(0) });
  await app.identity.chainAccounts.open(tenant, userId);
  const address = await app.identity.chainAccounts.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
  if (!address) throw new Error(`demo collector of ${tenant.code}: no chain account`);
  // The drops' stock counters (a purchase's `take`), and the app's own hand-over step (serials, holdings, mints).
  const stock = app.catalogue.stock;
  const handOver = app.flows.handOver;
  const cards = await app.catalogue.collections.list(tenant.id, dropListQuery.parse({ pageSize: 30 }), lang);
  // The drops with the most left, so the demo never takes what a buyer is about to buy.
  const onSale = cards.items
    .filter((c) => c.saleState === 'on_sale' && c.remaining > 20)
    .sort((a, b) => b.remaining - a.remaining)
    .slice(0, ITEMS);
  const given: number[] = [];
  for (const card of onSale) {
    const drop = await stock.find(tenant.id, 'collection', card.id, lang);
    const now = app.clock();
    const rows = await app.db.kysely.transaction().execute(async (trx) => {
      if (!(await stock.take(trx, tenant.id, 'collection', card.id, 1))) return [];
      const serials = await app.order.orders.nextSerials(trx, tenant.id, card.id, 1);
      return handOver.give(
        trx,
        { tenant, address, holdHours: drop?.holdHours ?? 0 },
        { userId, collectionId: card.id, serials, orderId: null, boxId: null },
        now,
      );
    });
    given.push(...rows.map((r) => r.id));
  }
  app.chain.outbox.notify();
  for (const cardNftId of given.slice(0, SHOWN))
    await app.collectible.collectibles.setDisplay(tenant, userId, { cardNftId, displayed: 1 });
}
