import { BusinessType, ErrorCode, redeemCode, type Language, type Redemption } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { DropStock } from '../modules/catalogue/index';
import type { ChainService } from '../modules/chain/index';
import type { RedeemService } from '../modules/coupon/index';
import type { OrderService } from '../modules/order/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { registerCall } from '../plugins/register-call';
import type { Buyers } from './buyers';
import type { HandOver } from './hand-over';
import { defineFlow, uid } from './define-flow';
import { issuable, issueSerials } from './issue';
import type { TenantContext } from '../http/request-context';

export interface RedeemCodeDeps {
  db: Kysely<Database>;
  redeem: RedeemService;
  orders: Pick<OrderService, 'nextSerialsWithin'>;
  stock: Pick<DropStock, 'find' | 'take'>;
  handOver: Pick<HandOver, 'give'>;
  buyers: Buyers;
  chain: Pick<ChainService, 'notify'>;
  clock: Clock;
}

/**
 * Redeeming a one-time code (issue 19, decision 043): the attempt is counted first (per user and per
 * address: 5000194 over the limit), then the code is found by its hash (5000035 unknown, used or expired:
 * one answer). One transaction takes the code (a conditional update: of two redeeming one code at once,
 * one gets it, the other 5000035) and gives what it grants: a coupon into my coupons, or a collectible
 * minted to me like an airdrop — taken from the collection's supply and numbered within it (5000039 when it
 * is all issued: the code stays unused), the mint in the chain outbox, source 'redemption', a move SEND
 * recorded as a redemption (circulation and claims; decision 062); after the commit the outbox is woken.
 */
export class RedeemCode {
  constructor(private readonly d: RedeemCodeDeps) {}

  async redeem(tenant: TenantContext, userId: number, address: string, code: string, lang: Language): Promise<Redemption> {
    await this.d.redeem.guard(tenant.id, userId, address);
    const now = this.d.clock();
    const found = await this.d.redeem.find(tenant.id, code, now);
    if (found.batch.grant_kind === 'coupon') {
      await this.d.db.transaction().execute(async (trx) => {
        await this.d.redeem.take(trx, tenant.id, found, userId, now);
        await this.d.redeem.giveCoupon(trx, tenant.id, found, userId, now);
      });
      return this.d.redeem.one(tenant.id, found.code.id, lang);
    }
    const collectionId = found.batch.collection_id!;
    await this.d.buyers.requireOpened(tenant, userId);
    const chainAddress = await this.d.buyers.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
    if (!chainAddress) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT);
    const drop = await issuable(this.d.stock, tenant.id, collectionId, 1, lang);
    const holdHours = drop.holdHours;
    await this.d.db.transaction().execute(async (trx) => {
      await this.d.redeem.take(trx, tenant.id, found, userId, now);
      const serials = await issueSerials(trx, this.d, tenant.id, drop, 1);
      const rows = await this.d.handOver.give(
        trx,
        { tenant, address: chainAddress, holdHours },
        {
          userId,
          collectionId,
          serials,
          orderId: null,
          boxId: null,
          source: 'redemption',
          move: { businessType: BusinessType.SEND, saleKind: null, airdropId: null },
        },
        now,
      );
      await this.d.redeem.recordCollectible(trx, tenant.id, found, rows[0]!.id);
    });
    this.d.chain.notify();
    return this.d.redeem.one(tenant.id, found.code.id, lang);
  }
}

declare module './flows.types' {
  interface Flows {
    /** Redeeming a one-time code: a coupon or a collectible (decision 043). */
    redeemCode: RedeemCode;
  }
}

export const redeemCodeFlow = defineFlow({
  key: 'redeemCode',
  build: ({ app, db, clock, stock, flows }) =>
    new RedeemCode({
      db,
      redeem: app.coupon.redeem,
      orders: app.order.orders,
      stock,
      handOver: flows.handOver,
      buyers: app.identity.chainAccounts,
      chain: app.chain.outbox,
      clock,
    }),
  // Redemption codes (decision 043): the flow counts attempts per user and per address itself (5000194).
  routes(app, flow) {
    registerCall(app, redeemCode, (req) => flow.redeem(req.tenant, uid(req), req.ip, req.body.code, req.lang));
  },
});
