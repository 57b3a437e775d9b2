import { BusinessType } from '@curio/contract';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { TransferRepository } from './transfer.repository';

/** One ownership move, as the flows that cause it describe it (a gift, an airdrop, a purchase ...). */
export interface Move {
  cardNftId: number;
  /** The giver; null when the item comes from the platform (a mint: purchase, box, airdrop). */
  fromUserId: number | null;
  toUserId: number;
  /** Spec §4 business type: 3 B2C_BOX, 4 B2C_COLLECTION, 6 SEND, 7 C2C. */
  businessType: number;
  /** Spec §4 sale kind: 1 IPO, 2 C2C_GIVE, 3 C2C_MARKET; null when none applies. */
  saleKind: number | null;
  airdropId?: number | null;
  /** The chain job that carries the move on chain (a transfer or a mint), when there is one. */
  chainJobId?: number | null;
  at: number;
}

/**
 * Ownership moves (decision 025): the circulation records of both sides of every move, and the claims
 * (what was sent to a user: gifts and airdrops) with their read state. The gift itself is a flow
 * (src/flows/gift-collectible.ts) that runs `recordMove` beside the collectibles' and the chain's steps.
 */
export class TransferService {
  constructor(
    private readonly moves: TransferRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Step: records one move in the caller's transaction — an 'out' record for the giver (when there is
   * one), an 'in' record for the receiver, and for a SEND (business type 6) the receiver's claim (a gift
   * when there is a giver, an airdrop otherwise).
   */
  async recordMove(trx: Kysely<Database>, tenantId: number, move: Move): Promise<void> {
    const common = {
      tenant_id: tenantId,
      card_nft_id: move.cardNftId,
      business_type: move.businessType,
      sale_kind: move.saleKind,
      airdrop_id: move.airdropId ?? null,
      chain_job_id: move.chainJobId ?? null,
      created_at: move.at,
    };
    await this.moves.addCirculation(trx, [
      ...(move.fromUserId === null
        ? []
        : [{ ...common, user_id: move.fromUserId, direction: 'out' as const, counterparty_user_id: move.toUserId }]),
      { ...common, user_id: move.toUserId, direction: 'in' as const, counterparty_user_id: move.fromUserId },
    ]);
    if (move.businessType === BusinessType.SEND) {
      await this.moves.addSend(trx, {
        tenant_id: tenantId,
        recipient_user_id: move.toUserId,
        sender_user_id: move.fromUserId,
        airdrop_id: move.airdropId ?? null,
        card_nft_id: move.cardNftId,
        kind: move.fromUserId === null ? 'airdrop' : 'gift',
        read_at: null,
        created_at: move.at,
      });
    }
  }

  /** The server's time (the views' "now"). */
  now(): number {
    return this.clock();
  }
}
