import { BusinessType, ErrorCode, userAirDropTransfer, type CallData, type Language } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../clock';
import type { Database } from '../db/schema';
import { AppError } from '../errors';
import type { AirdropService } from '../modules/airdrop/index';
import type { DropStock } from '../modules/catalogue/index';
import type { ChainService } from '../modules/chain/index';
import type { OrderService } from '../modules/order/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { registerCall } from '../plugins/register-call';
import type { Buyers } from './buyers';
import type { HandOver } from './hand-over';
import { defineFlow, uid } from './define-flow';
import { issuable, issueSerials } from './issue';
import type { TenantContext } from '../http/request-context';

/** One received item as the circulation records and the claims see it (the transfer module writes it). */
/** The user's notification inbox (the inbox module's `add`). */
export interface AirdropInbox {
  add(
    trx: Kysely<Database>,
    tenantId: number,
    userId: number,
    event: { kind: 'airdropped'; cardNftId: number; ref: string; params: Record<string, string | number>; at: number },
  ): Promise<unknown>;
}

export interface ReceiveAirdropDeps {
  db: Kysely<Database>;
  airdrops: AirdropService;
  orders: Pick<OrderService, 'nextSerialsWithin'>;
  stock: Pick<DropStock, 'find' | 'take'>;
  handOver: Pick<HandOver, 'give'>;
  buyers: Buyers;
  chain: Pick<ChainService, 'notify'>;
  clock: Clock;
  /** The inbox's "airdropped" event (the inbox module); null leaves it out. */
  inbox: AirdropInbox | null;
}

/**
 * Receiving an airdrop (issue 14, decision 027): the airdrop's rules and the receiver's standing (a real
 * name and every chain account, as for a purchase) are read first; then one transaction claims it (the
 * database keeps one claim per user and never passes the limit), takes the items from the collection's
 * supply and numbers them within it (5000039 when it is all issued, decision 062), hands them over with their mints in the outbox (source 'airdrop', the collection's
 * cooling period), records the claim's items, writes each item's move (claims, circulation: business
 * type 6 SEND) and the inbox event; after the commit the outbox is woken. Minted in the background like a
 * purchase.
 */
export class ReceiveAirdrop {
  constructor(private readonly d: ReceiveAirdropDeps) {}

  async receive(
    tenant: TenantContext,
    userId: number,
    airdropId: number,
    lang: Language,
  ): Promise<CallData<typeof userAirDropTransfer>> {
    const now = this.d.clock();
    const a = await this.d.airdrops.receivable(tenant.id, userId, airdropId, now);
    await this.d.buyers.requireOpened(tenant, userId);
    const address = await this.d.buyers.addressOn(tenant.id, userId, DEFAULT_CHAIN_CHANNEL);
    if (!address) throw new AppError(ErrorCode.NO_CHAIN_ACCOUNT);
    const drop = await issuable(this.d.stock, tenant.id, a.collection_id, a.quantity_per_user, lang);
    const holdHours = drop.holdHours;
    const items = await this.d.db.transaction().execute(async (trx) => {
      const claimId = await this.d.airdrops.claim(trx, a, userId, now);
      const serials = await issueSerials(trx, this.d, tenant.id, drop, a.quantity_per_user);
      const rows = await this.d.handOver.give(
        trx,
        { tenant, address, holdHours },
        {
          userId,
          collectionId: a.collection_id,
          serials,
          orderId: null,
          boxId: null,
          source: 'airdrop',
          // Each item's move in (claims, circulation): business type 6 SEND from this airdrop.
          move: { businessType: BusinessType.SEND, saleKind: null, airdropId: a.id },
        },
        now,
      );
      await this.d.airdrops.recordItems(
        trx,
        claimId,
        rows.map((r) => r.id),
      );
      await this.d.inbox?.add(trx, tenant.id, userId, {
        kind: 'airdropped',
        cardNftId: rows[0]!.id,
        ref: `airdrop:${a.id}`,
        params: { airdropId: a.id, collectionId: a.collection_id, count: rows.length },
        at: now,
      });
      return rows;
    });
    this.d.chain.notify();
    return {
      airdropId: a.id,
      items: items.map((r) => ({ cardNftId: r.id, collectionId: r.collection_id, serial: r.serial, status: 'minting' as const })),
      receivedAt: now,
    };
  }
}

declare module './flows.types' {
  interface Flows {
    /** Receiving an airdrop (issue 14). */
    receiveAirdrop: ReceiveAirdrop;
  }
  interface FlowsModuleOptions {
    /** The inbox's "airdropped" event; default: the inbox module. */
    airdropInbox?: AirdropInbox | null;
  }
}

export const receiveAirdropFlow = defineFlow({
  key: 'receiveAirdrop',
  build: ({ app, db, clock, stock, options, flows }) =>
    new ReceiveAirdrop({
      db,
      airdrops: app.airdrop.airdrops,
      orders: app.order.orders,
      stock,
      handOver: flows.handOver,
      buyers: app.identity.chainAccounts,
      chain: app.chain.outbox,
      clock,
      // The inbox's event, in the receive's transaction (the claims and circulation records are the
      // hand-over's: each item's move in).
      inbox: options.airdropInbox === undefined ? app.inbox.inbox : options.airdropInbox,
    }),
  routes(app, flow) {
    registerCall(app, userAirDropTransfer, (req) => flow.receive(req.tenant, uid(req), req.body.airdropId, req.lang), {
      rateLimit: { by: 'user', max: 60, windowMs: 60_000 },
    });
  },
});
