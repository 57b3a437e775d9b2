import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';
import type { CollectiblePorts } from './collectible.service';

/**
 * The collectible module's personal data (decisions 046, 054): any item not consumed and any unopened
 * blind box block the deletion; the items are exported with their chain facts (token id, the tenant's
 * contract, the mint's transaction hash, from the chain's port) and their collection's name as stored (one
 * join of `collections`, a named read model of the ownership test); on deletion nothing is left to erase
 * (a user without items and boxes may go).
 */
export function collectiblePersonalData(
  db: Kysely<Database>,
  chain: Pick<CollectiblePorts['chain'], 'tokenRecords' | 'contractOf'>,
): PersonalDataStep {
  return {
    module: 'collectible',
    tables: ['card_nfts', 'box_holdings'],

    async blockers(tenant, userId) {
      const t = tenant.id;
      const items = await db
        .selectFrom('card_nfts')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', t)
        .where('user_id', '=', userId)
        .where('status', '!=', 'consumed')
        .executeTakeFirst();
      const boxes = await db
        .selectFrom('box_holdings')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('tenant_id', '=', t)
        .where('user_id', '=', userId)
        .where('opened_at', 'is', null)
        .executeTakeFirst();
      return [{ reason: 'collectibles', count: Number(items?.n ?? 0) + Number(boxes?.n ?? 0) }];
    },

    async export({ tenantId, userId }) {
      const contract = await chain.contractOf(tenantId);
      const items = await db
        .selectFrom('card_nfts')
        .leftJoin('collections', (j) =>
          j.onRef('collections.id', '=', 'card_nfts.collection_id').onRef('collections.tenant_id', '=', 'card_nfts.tenant_id'),
        )
        .select([
          'card_nfts.id',
          'card_nfts.collection_id',
          'collections.name',
          'card_nfts.serial',
          'card_nfts.token_id',
          'card_nfts.source',
          'card_nfts.status',
          'card_nfts.acquired_at',
        ])
        .where('card_nfts.tenant_id', '=', tenantId)
        .where('card_nfts.user_id', '=', userId)
        .orderBy('card_nfts.id')
        .execute();
      const collectibles = [];
      for (const i of items) {
        // The token's mint, as the chain records it (one read per item: the export is a background job).
        const mint = (await chain.tokenRecords(tenantId, BigInt(i.token_id))).findLast((r) => r.kind === 'mint');
        collectibles.push({
          id: i.id,
          collectionId: i.collection_id,
          collection: i.name ?? '',
          serial: i.serial,
          source: i.source,
          status: i.status,
          acquiredAt: Number(i.acquired_at),
          chain: {
            tokenId: i.token_id,
            contract: contract?.address ?? null,
            chainId: contract?.chainId ?? null,
            mintTxHash: mint?.txHash ?? null,
            minted: mint?.status === 'confirmed',
          },
        });
      }
      return { collectibles };
    },
  };
}
