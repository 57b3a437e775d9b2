import { dropListQuery, PayMethod } from '@curio/contract';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import type { TenantContext } from '../http/request-context';

// The demo resale market (issue 16, decision 033): on each demo tenant a trader consigns a few items and
// a second demo user has already bought some of them, so the market's C2C tab has listings and their
// collections a price history. Everything goes through the app's own flows — consign, placeOrder with
// businessType 7, the sandbox cashier's payment and its signed notice, the proceeds into the wallet —
// never SQL.

const PAY_PASSWORD = '135790';
const WALLET_PASSWORD = '135790';

/** The seller and the buyer (phones of the demo's own range, +86 137 0000 001x). */
const TRADERS = [
  { phone: '13700000011', name: '周屿', nickname: { 'zh-CN': '周屿', 'zh-TW': '周嶼', en: 'Zhou Yu' } },
  { phone: '13700000012', name: '许宁', nickname: { 'zh-CN': '许宁', 'zh-TW': '許寧', en: 'Xu Ning' } },
] as const;

/** Past sales (fen, as a multiple of the issue price in ‰), then what stays on sale. */
const SOLD = [1_150, 1_300, 1_250, 1_420];
const ON_SALE = [1_380, 1_600, 2_100];

function idCard(index: number): string {
  const body = `31010419900305${String(811 + index).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11]!;
}

/**
 * Seeds the demo market on each demo tenant that has a catalogue and no demo trader yet (by phone):
 * idempotent. Answers the codes of the tenants seeded.
 */
export async function seedDemoMarket(app: FastifyInstance, codes: readonly string[] = ['demo', 'aurora']): Promise<string[]> {
  const seeded: string[] = [];
  for (const code of codes) {
    const found = await app.tenant.admin.byCode(code);
    const tenant = found ? await app.tenant.tenants.byId(found.id) : null;
    if (!tenant) continue;
    const ids: number[] = [];
    let fresh = true;
    for (const [i, p] of TRADERS.entries()) {
      const { id, created } = await app.identity.accounts.addMember(tenant.id, { areaCode: '+86', phone: p.phone });
      if (!created) {
        fresh = false;
        break;
      }
      await app.identity.users.updateNickname(tenant.id, id, p.nickname[tenant.defaultLanguage as 'en'] ?? p.nickname.en);
      await app.identity.realName.submit(tenant, id, { name: p.name, idCard: idCard(i) });
      await app.identity.chainAccounts.open(tenant, id);
      await app.identity.accounts.setPayPassword(tenant, id, { payPassword: PAY_PASSWORD, confirmPayPassword: PAY_PASSWORD });
      await app.wallet.wallet.open(tenant, id, { password: WALLET_PASSWORD, confirmPassword: WALLET_PASSWORD });
      ids.push(id);
    }
    if (!fresh || ids.length !== TRADERS.length) continue;
    if (await trade(app, tenant, ids[0]!, ids[1]!)) seeded.push(code);
  }
  return seeded;
}

async function trade(app: FastifyInstance, tenant: TenantContext, seller: number, buyer: number): Promise<boolean> {
  const lang = tenant.defaultLanguage;
  const address = await app.identity.chainAccounts.addressOn(tenant.id, seller, DEFAULT_CHAIN_CHANNEL);
  if (!address) return false;
  const stock = app.catalogue.stock;
  const cards = await app.catalogue.collections.list(tenant.id, dropListQuery.parse({ pageSize: 30 }), lang);
  const drops = cards.items.filter((c) => c.saleState === 'on_sale' && c.remaining > 20 && c.price > 0).slice(0, 3);
  if (drops.length === 0) return false;
  // The seller's items: the drops' stock taken and the app's own hand-over step, free to move at once.
  const items: { cardNftId: number; issue: number }[] = [];
  const wanted = SOLD.length + ON_SALE.length;
  for (let i = 0; i < wanted; i++) {
    const card = drops[i % drops.length]!;
    const rows = await app.db.kysely.transaction().execute(async (trx) => {
      if (!(await stock.take(trx, tenant.id, 'collection', card.id, 1))) return [];
      const serials = await app.order.orders.nextSerials(trx, tenant.id, card.id, 1);
      return app.flows.handOver.give(
        trx,
        { tenant, address, holdHours: 0 },
        { userId: seller, collectionId: card.id, serials, orderId: null, boxId: null },
        app.clock(),
      );
    });
    for (const r of rows) items.push({ cardNftId: r.id, issue: card.price });
  }
  app.chain.outbox.notify();
  const priceOf = (issue: number, permille: number) => Math.max(100, Math.round((issue * permille) / 1000));
  // Past sales: consigned, ordered by the buyer, paid in the sandbox cashier (its signed notice), one at a time.
  for (const [i, permille] of SOLD.entries()) {
    const item = items[i];
    if (!item) break;
    const listing = await app.flows.consign.consign(tenant, seller, {
      cardNftId: item.cardNftId,
      price: priceOf(item.issue, permille),
      payPassword: PAY_PASSWORD,
    });
    const order = await app.flows.placeOrder.place(tenant, buyer, { businessType: 7, itemId: listing.id, quantity: 1 }, lang);
    // The demo's past sales are paid in the sandbox: no provider posts back to this origin.
    const payment = await app.payment.payments.create(tenant, buyer, 'order', order.orderNo, PayMethod.ALI, lang, {
      origin: 'http://localhost',
      clientIp: '127.0.0.1',
    });
    const ref = /cashier\/(SBX[0-9A-F]+)/.exec(payment.cashierUrl)?.[1];
    if (!ref || !app.payment.sandbox) return false;
    await app.payment.sandbox.act(ref, 'pay', PayMethod.ALI);
  }
  // On sale now.
  for (const [i, permille] of ON_SALE.entries()) {
    const item = items[SOLD.length + i];
    if (!item) break;
    await app.flows.consign.consign(tenant, seller, {
      cardNftId: item.cardNftId,
      price: priceOf(item.issue, permille),
      payPassword: PAY_PASSWORD,
    });
  }
  await app.flows.payProceeds.run();
  return true;
}
