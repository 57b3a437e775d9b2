import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PersonalDataStep } from '../../plugins/personal-data';
import type { TransferPorts } from './transfer.service';

/**
 * The transfer module's personal data (decisions 046, 054): the user's circulation records are exported
 * with their transactions' hashes (the chain's port); on deletion they are kept, like the send records:
 * the history of the items and the chain's moves, pointing at the anonymous user row.
 */
export function transferPersonalData(db: Kysely<Database>, ports: Pick<TransferPorts, 'chainStatus'>): PersonalDataStep {
  return {
    module: 'transfer',
    tables: ['circulation_records'],
    kept: { send_records: "gifts' and airdrops' claims: the moves of items on the chain, kept with the circulation records" },

    async export({ tenantId, userId }) {
      const circulation = await db
        .selectFrom('circulation_records')
        .select(['card_nft_id', 'direction', 'business_type', 'sale_kind', 'airdrop_id', 'chain_job_id', 'created_at'])
        .where('tenant_id', '=', tenantId)
        .where('user_id', '=', userId)
        .orderBy('id')
        .execute();
      const jobIds = circulation.flatMap((c) => (c.chain_job_id === null ? [] : [c.chain_job_id]));
      const jobs = jobIds.length ? await ports.chainStatus(tenantId, jobIds) : new Map<number, { txHash: string | null }>();
      return {
        circulation: circulation.map((c) => ({
          collectibleId: c.card_nft_id,
          direction: c.direction,
          businessType: c.business_type,
          saleKind: c.sale_kind,
          airdropId: c.airdrop_id,
          txHash: c.chain_job_id === null ? null : (jobs.get(c.chain_job_id)?.txHash ?? null),
          at: Number(c.created_at),
        })),
      };
    },
  };
}
