import type { ChainAdapter } from '@curio/chain';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import type { Db } from './db/database';
import { flowsModule } from './flows/index';
import './http/request-context';
import { jobsModule } from './jobs/index';
import { logDestination, OneLinePerRequest, REDACT_PATHS, requestIds, serializeRequest } from './logging';
import { AppError } from './errors';
import { activitiesModule, type ActivitiesModuleOptions } from './modules/activities/index';
import { airdropsModule, type AirdropsModuleOptions } from './modules/airdrops/index';
import { catalogueModule, DropStock, sanitizeHtml, type CatalogueModuleOptions } from './modules/catalogue/index';
import { categoryModule } from './modules/category/index';
import { CHAIN_NAME, chainModule, type ChainModuleOptions } from './modules/chain/index';
import { collectiblesModule, type CollectiblesModuleOptions } from './modules/collectibles/index';
import { walletModule, type WalletModuleOptions } from './modules/wallet/index';
import { growthCatalogueSteps } from './growth-catalogue-steps';
import { addressesModule } from './modules/addresses/index';
import { accountDataModule } from './modules/account-data/index';
import { favouritesModule, type FavouriteListingCard, type FavouritesModuleOptions } from './modules/favourites/index';
import { fileModule } from './modules/file/index';
import { identityModule, sessionPlugin } from './modules/identity/index';
import { inboxModule, type InboxModuleOptions } from './modules/inbox/index';
import { invitesModule, type InvitesModuleOptions } from './modules/invites/index';
import { marketModule, type MarketModuleOptions } from './modules/market/index';
import { operatorsModule, consolePlugin } from './modules/operators/index';
import { brandModule, type BrandModuleOptions } from './modules/brand/index';
import { ordersModule, type OrdersModuleOptions } from './modules/orders/index';
import { couponsModule, type CouponsModuleOptions } from './modules/coupons/index';
import { paymentsModule, type PaymentsModuleOptions } from './modules/payments/index';
import { shareUrlModule } from './modules/share-url/index';
import { socialModule, type SocialModuleOptions } from './modules/social/index';
import { systemModule } from './modules/system/index';
import { tenantModule, tenantPlugin } from './modules/tenant/index';
import { transfersModule, type TransfersModuleOptions } from './modules/transfers/index';
import { synthesisModule, type SynthesisModuleOptions } from './modules/synthesis/index';
import { albumsModule, type AlbumsModuleOptions } from './modules/albums/index';
import { providerSettingsModule, ProviderSettingsService } from './modules/provider-settings/index';
import compression from './plugins/compression';
import envelope from './plugins/envelope';
import openapi from './plugins/openapi';
import rateLimit from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import signature from './plugins/signature';
import { consoleAppRoutes } from './plugins/console-app';
import { webRoutes } from './plugins/web';
import { createProviders } from './providers/create-providers';
import type { Providers } from './providers/index';
import type { FileStorage } from './providers/storage/file-storage';
import { Keyring } from './secrets/keyring';
import { createSharedState, type SharedState } from './shared-state/index';

export interface AppDeps {
  config: Config;
  db: Db;
  sharedState?: SharedState;
  /** Where files are kept (`providers.storage`); the configured storage (`FILE_STORAGE`) when not given. */
  storage?: FileStorage;
  logger?: boolean;
  /** Where log lines go (tests capture them); standard output when not given. */
  logStream?: NodeJS.WritableStream;
  /** The time services read; tests pass a clock they move forward. */
  clock?: Clock;
  /** Replaces embedded providers (tests use a slow KYC, for instance). */
  providers?: Partial<Providers>;
  /** A chain to use instead of the configured one (tests share one, or make it fail). */
  chain?: ChainAdapter;
  /** Overrides CHAIN_WORKER (tests run the outbox worker by hand). */
  chainWorker?: boolean;
  /** Runs the sale's background jobs (order close, refunds ...); tests run them by hand. Default true. */
  jobs?: boolean;
}

/**
 * Builds the server: the base decorations (config, database, clock, keys, shared state, providers), the
 * domain-free plugins, the request pipeline in order (host → tenant, signature, token → user, rate
 * limits), then the modules, then the web app. Does not listen.
 */
/** An item as the synthesis module reads it (decision 041). */
function fragmentItem(r: {
  id: number;
  collection_id: number;
  serial: number;
  status: 'held' | 'frozen' | 'pledged' | 'on_consignment' | 'consumed';
  transferable_at: number;
  pledge_ends_at: number | null;
}) {
  return {
    id: r.id,
    collectionId: r.collection_id,
    serial: r.serial,
    status: r.status,
    transferableAt: Number(r.transferable_at),
    pledgeEndsAt: r.pledge_ends_at === null ? null : Number(r.pledge_ends_at),
  };
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const clock = deps.clock ?? systemClock;
  const logging = { level: config.logLevel, redact: REDACT_PATHS, serializers: { req: serializeRequest } };
  // One line per request, written asynchronously (logging.ts); pino's own two request lines are off.
  const logDest = logDestination({ stream: deps.logStream, enabled: deps.logger !== false && config.logLevel !== 'silent' });
  const requestLines = new OneLinePerRequest();
  const app = Fastify({
    logger: logDest.stream ? { ...logging, stream: logDest.stream } : false,
    logController: requestLines,
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    genReqId: requestIds(),
  });
  if (logDest.stream) requestLines.attach(app.log, logDest.stream);
  app.addHook('onClose', async () => logDest.flush());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Spec section 7: request data is JSON or urlencoded, by content type. Urlencoded bodies become plain
  // objects of strings (a repeated key keeps its last value) and meet the same contract schemas.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  // Nothing else: a text/plain body answers BODY_UNREADABLE like any other content type (decision 022).
  app.removeContentTypeParser('text/plain');

  const sharedState = deps.sharedState ?? createSharedState(config.sharedState, db, clock);
  const keyring = new Keyring(config.masterKey);
  // The tenants' own provider credentials: the providers read them (each operator is its own merchant).
  const providerSettings = new ProviderSettingsService(
    db.kysely,
    keyring,
    clock,
    app.log.child({ module: 'provider-settings' }),
    config,
  );
  const providers = createProviders({
    config,
    db,
    keyring,
    log: app.log,
    clock,
    credentials: providerSettings,
    chainAdapter: deps.chain,
    overrides: { ...(deps.storage ? { storage: deps.storage } : {}), ...deps.providers },
  });
  await app.register(
    fp(
      async (a) => {
        a.decorate('config', config);
        a.decorate('db', db);
        a.decorate('clock', clock);
        a.decorate('keyring', keyring);
        a.decorate('sharedState', sharedState);
        a.decorate('providers', providers);
      },
      { name: 'config' },
    ),
  );
  app.addHook('onClose', async () => sharedState.close());

  // Domain-free plugins.
  await app.register(securityHeaders, {
    // The webview pages frame the tenant's allow-list (decision 048); app.tenants is asked at request time.
    frameHosts: async (host) => (await app.tenants.resolveHost(host))?.settings.webviewHosts ?? [],
  });
  await app.register(compression);
  await app.register(openapi);
  await app.register(envelope);

  // The request pipeline, in order. The tenant and session hooks live in their modules and ask the
  // modules' services (registered below) at request time.
  await app.register(tenantPlugin);
  await app.register(signature);
  await app.register(sessionPlugin);
  await app.register(consolePlugin);
  await app.register(rateLimit);

  // ── Cross-module ports (decision 013): what each module reads of its neighbours, in one place. ───────
  // A module declares the port's type and never imports another module's services; every port is asked
  // at request time, so the order in which the modules are registered below does not matter to it.
  // The catalogue's drop stock: one per process (the purchase path's one-second cache lives in it).
  const dropStock = new DropStock(db.kysely, clock);
  const ports = {
    catalogue: {
      // The detail's "info on chain": the chain module answers.
      chainInfo: async (tenantId) => {
        const contract = await app.chain.contractOf(tenantId);
        return contract ? { chainName: CHAIN_NAME, contractAddress: contract.address } : null;
      },
      // The buyer's standing on a drop, for its detail page: the orders module answers.
      buyerStanding: (tenantId, userId, kind, id, limit) => app.orders.orders.standing(tenantId, userId, kind, id, limit),
      // A catalogue file's airdrops: the airdrops module writes them in the import's transaction.
      airdropImport: (trx, tenantId, entries, now) => app.airdrops.writer.importEntries(trx, tenantId, entries, now),
      // The export's airdrops: the airdrops module reads them (in the caller's transaction).
      airdropExport: (db, tenantId) => app.airdrops.writer.exportEntries(db, tenantId),
      // A catalogue file's recipes and activities (issue 18): the synthesis and activities modules' steps.
      growth: growthCatalogueSteps(),
    } satisfies CatalogueModuleOptions,
    orders: {
      drops: dropStock,
      serialsOf: (tenantId, orderId) => app.collectibles.collectibles.serialsOfOrder(tenantId, orderId),
      refundOf: (tenantId, orderId) => app.payments.payments.refundOf(tenantId, orderId),
      // A resale order's listing, as the order shows it: the market module answers.
      listings: { find: (tenantId, id, lang) => app.market.listings.orderItem(tenantId, id, lang) },
      // The coupon an order used (decision 043): the coupons module answers.
      coupons: { brief: (tenantId, couponId, lang) => app.coupons.coupons.brief(tenantId, couponId, lang) },
      // An activity order's activity (decision 044): the activities module answers.
      activities: { find: (tenantId, id, lang) => app.activities.activities.orderBrief(tenantId, id, lang) },
    } satisfies OrdersModuleOptions,
    payments: {
      payables: {
        // An order as the payments module sees what it pays: the orders module answers.
        order: {
          byNo: async (tenantId, no) => app.orders.orders.payable(await app.orders.orders.byNo(tenantId, no)),
          byId: async (tenantId, id) => app.orders.orders.payable(await app.orders.orders.byId(tenantId, id)),
        },
      },
      // The user's open wallet, whose account pays from it (decision 031): the wallet module answers.
      wallets: { accountOf: (tenantId, userId) => app.wallet.wallet.accountOf(tenantId, userId) },
    } satisfies PaymentsModuleOptions,
    collectibles: {
      drops: dropStock,
      collectionDetail: (tenantId, id, lang) => app.catalogue.collections.detail(tenantId, id, lang),
      chain: {
        mintedOf: (tenantId, tokenIds) => app.chain.mintedOf(tenantId, tokenIds),
        tokenFacts: (tenantId, tokenId) => app.chain.tokenFacts(tenantId, tokenId),
        tokenRecords: (tenantId, tokenId) => app.chain.tokenRecords(tenantId, tokenId),
        contractOf: (tenantId) => app.chain.contractOf(tenantId),
      },
      orderNoOf: async (tenantId, orderId) => (await app.orders.orders.byId(tenantId, orderId))?.order_no ?? null,
      // The owner's item on consignment: its open listing (the market module answers).
      openListing: (tenantId, cardNftId) => app.market.listings.openListingOf(tenantId, cardNftId),
      // The provenance timeline (decision 026): an item's moves (transfers), people as others see them (identity).
      provenance: {
        movesOf: async (tenantId, cardNftId) =>
          (await app.transfers.transfers.movesOf(tenantId, cardNftId)).map((r) => ({
            userId: r.user_id,
            counterpartyUserId: r.counterparty_user_id,
            businessType: r.business_type,
            saleKind: r.sale_kind,
            airdropId: r.airdrop_id,
            chainJobId: r.chain_job_id,
            at: Number(r.created_at),
          })),
        peopleOf: async (tenantId, userIds) => {
          const found = await Promise.all(
            userIds.map((id) =>
              app.identity.users.info(tenantId, id).then(
                (u) => [id, u] as const,
                () => null,
              ),
            ),
          );
          return new Map(
            found.flatMap((f) => (f ? [[f[0], { nickname: f[1].nickname, maskedPhone: f[1].phone }] as const] : [])),
          );
        },
        // An item's synthesis pledges (decision 041): the synthesis module answers.
        pledgesOf: async (tenantId, cardNftId) =>
          (await app.synthesis.synthesis.historyOfItem(tenantId, cardNftId))
            .filter((h) => h.mode === 'pledge')
            .map((h) => ({
              synthesisId: h.synthesis_id,
              at: Number(h.created_at),
              until: Number(h.pledge_ends_at ?? h.created_at),
              returnedAt: h.returned_at === null ? null : Number(h.returned_at),
              cancelled: h.status === 'cancel',
            })),
      },
    } satisfies CollectiblesModuleOptions,
    inbox: {
      // An event's collection shown in the reader's language: the catalogue answers.
      collectionNames: async (tenantId, ids, lang) =>
        new Map([...(await dropStock.collectionBriefs(tenantId, ids, lang))].map(([id, b]) => [id, b.name])),
    } satisfies InboxModuleOptions,
    airdrops: {
      // An airdrop's collection as its card shows it, and the operator's references: the catalogue answers.
      collectionBriefs: (tenantId, ids, lang) => dropStock.collectionBriefs(tenantId, ids, lang),
      collectionsExist: async (tenantId, ids) => new Set((await dropStock.collectionBriefs(tenantId, ids, 'en')).keys()),
      // The "holders" audience: the collectibles module answers; the "phones" audience: identity.
      holds: (tenantId, userId, collectionId) => app.collectibles.collectibles.holds(tenantId, userId, collectionId),
      phoneOf: (tenantId, userId) => app.identity.users.fullPhone(tenantId, userId),
    } satisfies AirdropsModuleOptions,
    social: {
      // Personal pages and follows (decision 028): the public face of users (identity) and the items
      // they show (collectibles, whose display rule it is).
      profiles: (tenantId, userIds) => app.identity.users.publicProfiles(tenantId, userIds),
      displayed: (tenantId, ownerId, q, lang) => app.collectibles.collectibles.displayedOf(tenantId, ownerId, q, lang),
      displayedCount: (tenantId, ownerId) => app.collectibles.collectibles.displayedCount(tenantId, ownerId),
    } satisfies SocialModuleOptions,
    favourites: {
      // Favourites' cards (decision 034): a collection's name, cover and price (the catalogue), a
      // listing's price and state (the market).
      collections: (tenantId, ids, lang) => dropStock.collectionBriefs(tenantId, [...ids], lang),
      // A listing's card: its row (the market) and its collection's card (the catalogue).
      listings: async (tenantId, ids, lang) => {
        const rows = (await Promise.all(ids.map((id) => app.market.listings.byId(tenantId, id)))).filter((r) => r !== undefined);
        const briefs = await dropStock.collectionBriefs(tenantId, [...new Set(rows.map((r) => r.collection_id))], lang);
        const out = new Map<number, FavouriteListingCard>();
        for (const r of rows) {
          const c = briefs.get(r.collection_id);
          if (!c) continue;
          const state = r.status === 'on_sale' ? 'on-sale' : r.status;
          out.set(r.id, { ...c, collectionId: r.collection_id, serial: r.serial, price: Number(r.price), state });
        }
        return out;
      },
    } satisfies FavouritesModuleOptions,
    transfers: {
      // Lists of moves: the items (collectibles, with the catalogue's names), the other side masked
      // (identity), each move's chain status (chain).
      items: (tenantId, ids, lang) => app.collectibles.collectibles.briefs(tenantId, ids, lang),
      people: (tenantId, ids) => app.identity.users.cards(tenantId, ids),
      chainStatus: (tenantId, ids) => app.chain.jobStatuses(tenantId, ids),
    } satisfies TransfersModuleOptions,
    chain: {
      worker: deps.chainWorker,
      // A token move confirmed on chain (decision 025): a gift's item changes owner in that transaction.
      onConfirmed: (trx, job, now) => app.flows.giftCollectible.onChainConfirmed(trx, job, now),
    } satisfies ChainModuleOptions,
    wallet: {
      // The verified person opening a wallet: the identity module answers.
      person: (tenantId, userId) => app.identity.realName.person(tenantId, userId),
      // A withdrawal reached the bank: the user's inbox says so (issue 14's inbox).
      onWithdrawalSettled: async (tenantId, userId, w) => {
        await app.inbox.inbox.add(app.db.kysely, tenantId, userId, {
          kind: 'withdrawal_settled',
          ref: w.billNo,
          params: { amount: w.amount, ...(w.bankName ? { bank: w.bankName } : {}), ...(w.last4 ? { last4: w.last4 } : {}) },
          at: w.at,
        });
      },
    } satisfies WalletModuleOptions,
    market: {
      // The resale market (decision 033): collections' cards and resale terms (catalogue), items and their
      // move rules (collectibles), sellers masked (identity), open wallets for the proceeds (wallet).
      collections: (tenantId, ids, lang) => dropStock.resaleTerms(tenantId, ids, lang),
      collectionMedia: async (tenantId, id, lang) => {
        try {
          const c = await app.catalogue.collections.detail(tenantId, id, lang);
          return { description: c.description, media: c.media };
        } catch {
          return null;
        }
      },
      item: async (tenantId, userId, cardNftId) => {
        const r = await app.collectibles.collectibles.owned(tenantId, userId, cardNftId);
        return r && r.status !== 'consumed'
          ? {
              id: r.id,
              userId: r.user_id,
              collectionId: r.collection_id,
              serial: r.serial,
              transferableAt: Number(r.transferable_at),
            }
          : null;
      },
      moveRefusal: async (tenantId, userId, cardNftId, now) => {
        const r = await app.collectibles.collectibles.owned(tenantId, userId, cardNftId);
        return r ? app.collectibles.collectibles.moveRefusal(r, now) : null;
      },
      people: (tenantId, ids) => app.identity.users.cards(tenantId, ids),
      walletOpen: async (tenantId, userId) => (await app.wallet.wallet.accountOf(tenantId, userId)) !== null,
    } satisfies MarketModuleOptions,
    brand: {
      // The console's brand (decision 037): the tenant module reads and writes the tenant's tables.
      current: (tenantId, db) => app.tenantBrand.current(tenantId, db),
      publish: (trx, tenantId, brand, now) => app.tenantBrand.publish(trx, tenantId, brand, now),
      invalidate: () => app.tenants.invalidate(),
      home: {
        // The home decoration (decision 040): the catalogue module reads, writes and fills its tables.
        current: (tenantId, db) => app.catalogue.homeAdmin.current(db ?? app.db.kysely, tenantId),
        publish: (trx, tenantId, doc, now) => app.catalogue.homeAdmin.publish(trx, tenantId, doc, now),
        preview: (tenantId, doc, lang) => app.catalogue.homeAdmin.preview(tenantId, doc, lang),
        // getHomeDecoration reads the tables per call; the first screen's cache keeps them at most 2 s.
        invalidate: () => app.tenants.invalidate(),
      },
      documents: {
        // The tenant's documents and languages (decision 040): the tenant module's tables, the notices' sanitizer.
        current: (tenantId, db) => app.tenantBrand.documents(tenantId, db),
        save: (trx, tenantId, doc, now) => app.tenantBrand.saveDocuments(trx, tenantId, doc, now),
        sanitize: sanitizeHtml,
        invalidate: () => app.tenants.invalidate(),
      },
      creator: {
        // The creator space's decoration (decision 040): the catalogue module's creator rows.
        looks: (tenantId, lang, db) => app.catalogue.homeAdmin.creatorLooks(db ?? app.db.kysely, tenantId, lang),
        publish: (trx, tenantId, look, now) => app.catalogue.homeAdmin.publishCreator(trx, tenantId, look, now),
        preview: (tenantId, look, lang) => app.catalogue.homeAdmin.previewCreator(tenantId, look, lang),
      },
    } satisfies BrandModuleOptions,
    activities: {
      // Casting activities (decision 042): collections' cards (catalogue), a user's items with their mint
      // state (collectibles), whether the user may cast (identity), the notices' HTML sanitizer (catalogue).
      collectionBriefs: (tenantId, ids, lang) => dropStock.collectionBriefs(tenantId, ids, lang),
      itemsOf: async (tenantId, userId, collectionIds) =>
        (await app.collectibles.collectibles.castableOf(tenantId, userId, collectionIds)).map((r) => ({
          ...r,
          acquired_at: Number(r.acquired_at),
          transferable_at: Number(r.transferable_at),
        })),
      standing: async (tenant, userId) => {
        try {
          await app.identity.chainAccounts.requireOpened(tenant, userId);
          return null;
        } catch (err) {
          if (err instanceof AppError) return err.code;
          throw err;
        }
      },
      sanitize: sanitizeHtml,
      // A coupon activity's template (decision 044): the coupons module answers.
      couponSummary: (tenantId, templateId, lang) => app.coupons.coupons.templateSummary(tenantId, templateId, lang),
    } satisfies ActivitiesModuleOptions,
    synthesis: {
      // Synthesis (decision 041): recipes' collections (catalogue), the user's fragments (collectibles),
      // whether the user may receive a collectible (identity: a real name and every chain account).
      collectionBriefs: (tenantId, ids, lang) => dropStock.collectionBriefs(tenantId, ids, lang),
      myItems: async (tenantId, userId, collectionIds) =>
        (await app.collectibles.collectibles.ofCollections(tenantId, userId, collectionIds)).map(fragmentItem),
      myItemsOf: async (tenantId, userId, collectionId, limit, afterSerial) =>
        (await app.collectibles.collectibles.itemsOfCollection(tenantId, userId, collectionId, limit, afterSerial)).map(
          fragmentItem,
        ),
      standing: async (tenant, userId) => {
        try {
          await app.identity.chainAccounts.requireOpened(tenant, userId);
          return null;
        } catch (err) {
          if (err instanceof AppError) return err.code;
          throw err;
        }
      },
    } satisfies SynthesisModuleOptions,
    coupons: {
      // Coupons and redemption codes (decision 043): a used coupon's order number (orders), an order's
      // total and collection for a quote (catalogue drops, market listings), collections' names
      // (catalogue), a redeemed collectible's state (collectibles).
      orderNoOf: async (tenantId, orderId) => (await app.orders.orders.byId(tenantId, orderId))?.order_no ?? null,
      orderTarget: async (tenantId, businessType, itemId, quantity, lang) => {
        if (businessType === 5) {
          // An activity order (decision 044): one unit of a priced physical reward; no collection.
          const a = await app.activities.activities.visible(tenantId, itemId).catch(() => null);
          return a && a.kind === 'physical' && Number(a.price) > 0 ? { total: Number(a.price), collectionId: null } : null;
        }
        if (businessType === 7) {
          const l = await app.market.listings.byId(tenantId, itemId);
          return l ? { total: Number(l.price), collectionId: l.collection_id } : null;
        }
        const kind = businessType === 3 ? 'blindBox' : 'collection';
        const drop = await dropStock.forSale(tenantId, kind, itemId, lang);
        return drop ? { total: drop.price * quantity, collectionId: kind === 'collection' ? drop.id : null } : null;
      },
      collectionNames: (tenantId, ids, lang) => dropStock.collectionBriefs(tenantId, ids, lang),
      collectibleHeld: async (tenantId, cardNftId) =>
        (await app.collectibles.collectibles.briefs(tenantId, [cardNftId], 'en')).get(cardNftId)?.status === 'held',
    } satisfies CouponsModuleOptions,
    albums: {
      // Project albums (decision 047): the on-shelf collections' cards and the tenant's collections
      // (catalogue), the kind of an upload (file), the notices' HTML sanitizer (catalogue).
      collectionCards: (tenantId, ids, lang) => app.catalogue.collections.listedCards(tenantId, ids, lang),
      collectionsExist: async (tenantId, ids) => new Set((await dropStock.collectionBriefs(tenantId, ids, 'en')).keys()),
      mediaKind: (tenantId, url) => app.files.mediaKindOf(tenantId, url),
      sanitize: sanitizeHtml,
    } satisfies AlbumsModuleOptions,
    invites: {
      // Invites (decision 049): invitees, their verification and the leaderboard (identity, whose users
      // table holds inviter_id), and who of them has paid an order, since when (orders).
      inviteCodeOf: async (tenantId, userId) => (await app.identity.users.info(tenantId, userId)).inviteCode,
      inviteesSince: (tenantId, inviterId, since) => app.identity.invitees.since(tenantId, inviterId, since),
      inviteesPage: (tenantId, inviterId, limit, beforeId) => app.identity.invitees.page(tenantId, inviterId, limit, beforeId),
      ranking: (tenantId, inviterId, size) => app.identity.invitees.ranking(tenantId, inviterId, size),
      firstPaidAt: (tenantId, userIds) => app.orders.orders.firstPaidAt(tenantId, userIds),
    } satisfies InvitesModuleOptions,
  };
  // ── end of the ports ─────────────────────────────────────────────────────────────────────────────

  // Modules: each builds its services, decorates app.<module> and registers its routes.
  await app.register(tenantModule);
  await app.register(systemModule);
  await app.register(categoryModule);
  await app.register(fileModule);
  await app.register(identityModule);
  await app.register(shareUrlModule);
  await app.register(chainModule, ports.chain);
  await app.register(catalogueModule, ports.catalogue);
  await app.register(ordersModule, ports.orders);
  await app.register(paymentsModule, ports.payments);
  await app.register(collectiblesModule, ports.collectibles);
  await app.register(transfersModule, ports.transfers);
  await app.register(inboxModule, ports.inbox);
  await app.register(airdropsModule, ports.airdrops);
  await app.register(couponsModule, ports.coupons);
  await app.register(socialModule, ports.social);
  await app.register(walletModule, ports.wallet);
  await app.register(favouritesModule, ports.favourites);
  await app.register(marketModule, ports.market);
  await app.register(operatorsModule);
  await app.register(brandModule, ports.brand);
  await app.register(activitiesModule, ports.activities);
  await app.register(synthesisModule, ports.synthesis);
  await app.register(addressesModule);
  await app.register(albumsModule, ports.albums);
  await app.register(invitesModule, ports.invites);
  await app.register(accountDataModule);
  await app.register(providerSettingsModule, { service: providerSettings });

  // Flows (processes across modules) and background jobs, after the modules they use.
  await app.register(flowsModule, { stock: dropStock });
  await app.register(jobsModule, { run: deps.jobs });

  // The operator console's app at /console/ (decision 037), before the storefront's catch-all static files.
  await app.register(consoleAppRoutes);
  await app.register(webRoutes);
  return app;
}
