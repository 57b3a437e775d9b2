import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { transactionsFor } from '../db/group-commit';
import type { DropStock } from '../modules/catalogue/index';
import { DEFAULT_CHAIN_CHANNEL } from '../modules/tenant/index';
import { tenantStarter } from '../seed/starter';
import { ActivityOrder } from './activity-order';
import { CancelOrder } from './cancel-order';
import { Cast, type CastInbox } from './cast';
import { Consign, type OnListed } from './consign';
import { ListingSale } from './listing-sale';
import { PayProceeds } from './pay-proceeds';
import { CloseExpiredOrders } from './close-expired-orders';
import { FavouriteEvents } from './favourite-events';
import { CreateTenant } from './create-tenant';
import { FirstScreen } from './first-screen';
import { GiftCollectible, type GiftEvents } from './gift-collectible';
import { flowsRoutes } from './flows.routes';
import type { Buyers } from './buyers';
import type { Flows } from './flows.types';
import { HandOver } from './hand-over';
import { OpenBox } from './open-box';
import { PayWithWallet } from './pay-with-wallet';
import { PlaceOrder } from './place-order';
import { ReceiveAirdrop, type AirdropInbox } from './receive-airdrop';
import { RedeemCode } from './redeem-code';
import { RefundOrder } from './refund-order';
import { TakePaymentNotice } from './take-payment-notice';
import { ReleasePledges } from './release-pledges';
import { Synthesize, type SynthesisInbox } from './synthesize';
import { Shipping } from './shipping';
import { DeleteAccount } from './delete-account';
import { ExportData } from './export-data';

declare module 'fastify' {
  interface FastifyInstance {
    /** Processes that span modules (decision 013): place an order, take a payment notice, open a box ... */
    flows: Flows;
  }
}

export interface FlowsModuleOptions {
  /** The catalogue's drop stock, one per process (its purchase-path cache is shared). */
  stock: DropStock;
  /** The inbox's "airdropped" event; default: the inbox module. */
  airdropInbox?: AirdropInbox | null;
  /** What other modules add to a gift in its transactions (inbox events, display reset); default below. */
  giftEvents?: GiftEvents;
  /** What a new resale listing tells others, in the consign transaction; default: favourites' inbox events. */
  onListed?: OnListed;
  /** The inbox's "cast done" event; default: the inbox module. */
  castInbox?: CastInbox | null;
  /** The inbox's synthesis events (synthesis done, pledge finished); default: the inbox module. */
  synthesisInbox?: SynthesisInbox | null;
}

/**
 * The flows (decision 013): built from the modules' faces (their decorations), after the modules; they
 * register the calls that run them. Each flow opens its one transaction and wakes the chain outbox
 * after the commit.
 */
export const flowsModule = fp<FlowsModuleOptions>(
  async function flows(app: FastifyInstance, { stock, airdropInbox, giftEvents, onListed, castInbox, synthesisInbox }) {
    const db = app.db.kysely;
    const clock = app.clock;
    const log = app.log.child({ module: 'flows' });
    const orders = app.orders.orders;
    const { payments } = app.payments;
    const { collectibles } = app.collectibles;
    const buyers: Buyers = app.identity.chainAccounts;
    const inbox = app.inbox.inbox;
    // The consign flow's `onListed` hook (decision 034): inbox events for the collection's favouriters.
    const favouriteEvents = new FavouriteEvents({ favourites: app.favourites.favourites, inbox });
    const market = app.market.listings;
    const coupons = app.coupons.coupons;
    const addressOf = (tenantId: number, userId: number) => buyers.addressOn(tenantId, userId, DEFAULT_CHAIN_CHANNEL);
    const listingSale = new ListingSale({
      market,
      collectibles,
      chain: app.chain,
      transfers: app.transfers.transfers,
      payments,
      inbox,
      tenantOf: (id) => app.tenants.byId(id),
      addressOf,
    });
    const payProceeds = new PayProceeds({ db, market, wallet: app.wallet.wallet, log });
    const handOver = new HandOver({
      orders,
      collectibles,
      stock,
      chain: app.chain,
      transfers: app.transfers.transfers,
      tenantOf: (id) => app.tenants.byId(id),
      addressOf,
    });
    const takePaymentNotice = new TakePaymentNotice({
      db,
      orders,
      stock,
      clock,
      inbox,
      market,
      coupons,
      activityOrders: app.activities.activities,
      payments,
      handOver,
      listingSale,
      payouts: {
        kick: () => {
          void payProceeds.run().catch((err: unknown) => log.warn({ err }, 'resale proceeds'));
        },
      },
      chain: app.chain,
      log,
    });
    const closeExpiredOrders = new CloseExpiredOrders({
      db,
      orders,
      stock,
      clock,
      inbox,
      market,
      coupons,
      activityOrders: app.activities.activities,
      payments,
      notices: takePaymentNotice,
      log,
    });
    const f: Flows = {
      placeOrder: new PlaceOrder({
        orders: app.orders,
        stock,
        buyers,
        closer: closeExpiredOrders,
        clock,
        reservations: transactionsFor(db, app.db.dialect),
        market,
        coupons,
      }),
      cancelOrder: new CancelOrder({
        db,
        orders,
        stock,
        clock,
        inbox,
        market,
        coupons,
        activityOrders: app.activities.activities,
      }),
      consign: new Consign({
        db,
        market,
        collectibles,
        verifyPayPassword: (tenantId, userId, pw) => app.identity.accounts.verifyPayPassword(tenantId, userId, pw),
        clock,
        // A new listing's news for the collection's favouriters (decision 034), unless the caller gives another.
        onListed: onListed ?? favouriteEvents.onListed,
      }),
      listingSale,
      payProceeds,
      takePaymentNotice,
      payWithWallet: new PayWithWallet({ payments, notices: takePaymentNotice, log }),
      handOver,
      openBox: new OpenBox({
        db,
        dialect: app.db.dialect,
        orders,
        collectibles,
        stock,
        handOver,
        buyers,
        chain: app.chain,
        clock,
      }),
      closeExpiredOrders,
      receiveAirdrop: new ReceiveAirdrop({
        db,
        airdrops: app.airdrops.airdrops,
        orders,
        stock,
        handOver,
        buyers,
        chain: app.chain,
        clock,
        // The inbox's event, in the receive's transaction (the claims and circulation records are the
        // hand-over's: each item's move in).
        inbox: airdropInbox === undefined ? app.inbox.inbox : airdropInbox,
      }),
      refundOrder: new RefundOrder({
        db,
        orders,
        collectibles,
        payments,
        chain: app.chain,
        addressOf: (tenantId, userId, channel) => buyers.addressOn(tenantId, userId, channel),
        clock,
        log,
      }),
      redeemCode: new RedeemCode({
        db,
        redeem: app.coupons.redeem,
        orders,
        stock,
        handOver,
        buyers,
        chain: app.chain,
        clock,
      }),
      firstScreen: new FirstScreen({ tenants: app.tenants, catalogue: app.catalogue, categories: app.categories }),
      giftCollectible: new GiftCollectible({
        db,
        collectibles,
        transfers: app.transfers.transfers,
        chain: app.chain,
        stock,
        identity: {
          lookup: (tenantId, by) => app.identity.users.lookup(tenantId, by),
          addressOn: (tenantId, userId, channel) => buyers.addressOn(tenantId, userId, channel),
          verifyPayPassword: (tenantId, userId, pw) => app.identity.accounts.verifyPayPassword(tenantId, userId, pw),
        },
        clock,
        events: giftEvents ?? defaultGiftEvents(app),
      }),
      favouriteEvents,
      createTenant: new CreateTenant({
        db,
        tenants: app.tenantConsole,
        operators: app.operators,
        chain: app.chain,
        platformHosts: app.config.console.platformHosts,
        starter: tenantStarter,
        tenantAdmin: app.tenantAdmin,
        files: app.files,
        clock,
      }),
      // Activity orders and shipping (issue 19, decision 044).
      activityOrder: new ActivityOrder({
        db,
        activities: app.activities.activities,
        collectibles,
        orders: app.orders,
        addresses: app.shipAddresses.addresses,
        coupons,
        buyers,
        chain: app.chain,
        inbox,
        closer: closeExpiredOrders,
        clock,
      }),
      shipping: new Shipping({
        db,
        orders,
        activities: app.activities.activities,
        inbox,
        users: app.identity.users,
        tenantOf: (id) => app.tenants.byId(id),
        clock,
        log,
      }),
      // Casting activities (issue 18, decision 042).
      cast: new Cast({
        db,
        activities: app.activities.activities,
        collectibles,
        orders,
        stock,
        handOver,
        buyers,
        chain: app.chain,
        clock,
        inbox: castInbox === undefined ? inbox : castInbox,
      }),
      // Synthesis (issue 18, decision 041).
      synthesize: new Synthesize({
        db,
        synthesis: app.synthesis.synthesis,
        collectibles,
        orders,
        stock,
        handOver,
        buyers,
        chain: app.chain,
        inbox: synthesisInbox === undefined ? inbox : synthesisInbox,
        clock,
      }),
      releasePledges: new ReleasePledges({
        db,
        synthesis: app.synthesis.synthesis,
        collectibles,
        inbox: synthesisInbox === undefined ? inbox : synthesisInbox,
        clock,
        log,
      }),
      // A user's data export and account deletion (issue 20, decision 046).
      exportData: new ExportData({
        db,
        exports: app.accountData.exports,
        realName: (tenant, userId) => app.identity.realName.status(tenant, userId),
        tenantOf: (id) => app.tenants.byId(id),
        contractOf: async (tenantId) => {
          const c = await app.chain.contractOf(tenantId);
          return c ? { address: c.address, chainId: c.chainId } : null;
        },
        inbox,
        clock,
        log,
      }),
      deleteAccount: new DeleteAccount({
        db,
        verifyPayPassword: (tenantId, userId, pw) => app.identity.accounts.verifyPayPassword(tenantId, userId, pw),
        codes: app.identity.codes,
        walletMoney: async (tenant, userId) => {
          if ((await app.wallet.wallet.accountOf(tenant.id, userId)) === null) return 0;
          const w = await app.wallet.wallet.get(tenant, userId);
          return w.balance + w.pendingWithdrawal;
        },
        revokeSessions: (tenantId, userId) => app.identity.sessions.revokeAll(tenantId, userId),
        removeExports: (trx, tenantId, userId) => app.accountData.exports.removeAll(trx, tenantId, userId),
        clock,
      }),
    };
    app.decorate('flows', f);
    flowsRoutes(app, f);
  },
  {
    name: 'flows',
    dependencies: [
      'orders',
      'payments',
      'collectibles',
      'identity',
      'chain',
      'tenant',
      'catalogue',
      'category',
      'airdrops',
      'coupons',
      'transfers',
      'inbox',
      'favourites',
      'market',
      'wallet',
      'operators',
      'file',
      'activities',
      'synthesis',
      'account-data',
    ],
  },
);

/**
 * What a gift writes beside its move, each in the gift's or the confirmation's transaction: at the gift the
 * item leaves the giver's public page (decision 028); when the chain confirms, the recipient's inbox says
 * "gifted to you" (the item is theirs now, so the event opens it) and the giver's says it arrived.
 * Counter-parties are named as others see them: nickname, else the masked phone.
 */
function defaultGiftEvents(app: FastifyInstance): GiftEvents {
  const shownName = async (trx: Kysely<Database>, tenantId: number, userId: number) => {
    const u = await app.identity.users.lookup(tenantId, { userId }, trx);
    return u ? u.nickname || u.maskedPhone : '';
  };
  return {
    gifted: (trx, tenantId, e) => app.collectibles.collectibles.hideOnOwnerChange(trx, tenantId, e.cardNftId),
    transferred: async (trx, tenantId, e) => {
      const item = await app.collectibles.collectibles.byId(tenantId, e.cardNftId, trx);
      const collectionId = item?.collection_id ?? 0;
      const from = await shownName(trx, tenantId, e.fromUserId);
      const to = await shownName(trx, tenantId, e.toUserId);
      await app.inbox.inbox.add(trx, tenantId, e.toUserId, {
        kind: 'gifted',
        cardNftId: e.cardNftId,
        params: { collectionId, from },
        at: e.at,
      });
      await app.inbox.inbox.add(trx, tenantId, e.fromUserId, {
        kind: 'transfer_done',
        cardNftId: e.cardNftId,
        params: { collectionId, to },
        at: e.at,
      });
    },
  };
}
