import type { FastifyInstance } from 'fastify';
import type { CollectibleModuleOptions } from '../modules/collectible/index';

/** What the collectible module reads of its neighbours. Registered after the catalogue (its stock is an object). */
export function collectiblePorts(app: FastifyInstance): CollectibleModuleOptions {
  return {
    drops: app.catalogue.stock,
    collectionDetail: (tenantId, id, lang) => app.catalogue.collections.detail(tenantId, id, lang),
    chain: {
      mintedOf: (tenantId, tokenIds) => app.chain.outbox.mintedOf(tenantId, tokenIds),
      tokenFacts: (tenantId, tokenId) => app.chain.outbox.tokenFacts(tenantId, tokenId),
      tokenRecords: (tenantId, tokenId) => app.chain.outbox.tokenRecords(tenantId, tokenId),
      contractOf: (tenantId) => app.chain.outbox.contractOf(tenantId),
    },
    orderNoOf: (tenantId, orderId) => app.order.orders.orderNoOf(tenantId, orderId),
    // My home's series filter (decision 069): the catalogue's series of the collections held.
    seriesOf: (tenantId, collectionIds, lang) => app.catalogue.collections.seriesOf(tenantId, collectionIds, lang),
    // The owner's item on consignment: its open listing (the market module answers).
    openListing: (tenantId, cardNftId) => app.market.listings.openListingOf(tenantId, cardNftId),
    // The provenance timeline (decision 026): an item's moves (transfers), people as others see them
    // (identity), its pledges (synthesis, decision 041).
    provenance: {
      movesOf: (tenantId, cardNftId) => app.transfer.transfers.movesOf(tenantId, cardNftId),
      peopleOf: (tenantId, userIds) => app.identity.users.cards(tenantId, userIds),
      pledgesOf: (tenantId, cardNftId) => app.synthesis.synthesis.pledgesOfItem(tenantId, cardNftId),
    },
  };
}
