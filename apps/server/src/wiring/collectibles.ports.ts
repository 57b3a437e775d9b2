import type { FastifyInstance } from 'fastify';
import type { CollectiblesModuleOptions } from '../modules/collectibles/index';

/** What the collectibles module reads of its neighbours. Registered after the catalogue (its stock is an object). */
export function collectiblesPorts(app: FastifyInstance): CollectiblesModuleOptions {
  return {
    drops: app.catalogue.stock,
    collectionDetail: (tenantId, id, lang) => app.catalogue.collections.detail(tenantId, id, lang),
    chain: {
      mintedOf: (tenantId, tokenIds) => app.chain.mintedOf(tenantId, tokenIds),
      tokenFacts: (tenantId, tokenId) => app.chain.tokenFacts(tenantId, tokenId),
      tokenRecords: (tenantId, tokenId) => app.chain.tokenRecords(tenantId, tokenId),
      contractOf: (tenantId) => app.chain.contractOf(tenantId),
    },
    orderNoOf: (tenantId, orderId) => app.orders.orders.orderNoOf(tenantId, orderId),
    // The owner's item on consignment: its open listing (the market module answers).
    openListing: (tenantId, cardNftId) => app.market.listings.openListingOf(tenantId, cardNftId),
    // The provenance timeline (decision 026): an item's moves (transfers), people as others see them
    // (identity), its pledges (synthesis, decision 041).
    provenance: {
      movesOf: (tenantId, cardNftId) => app.transfers.transfers.movesOf(tenantId, cardNftId),
      peopleOf: (tenantId, userIds) => app.identity.users.cards(tenantId, userIds),
      pledgesOf: (tenantId, cardNftId) => app.synthesis.synthesis.pledgesOfItem(tenantId, cardNftId),
    },
  };
}
