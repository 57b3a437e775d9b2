import { sql, type Kysely } from 'kysely';

// Each record carries its true source (issue 31, decision 062). A circulation record named its move only by
// the spec's business type, and the labels guessed from it: a synthesis result (business type 8) had no
// label, a cast result (4 without a sale kind) read as a purchase, a redeemed collectible (a SEND from the
// platform) as an airdrop. Now:
// - circulation_records.source: what the move was — purchase, box, airdrop, redemption, gift, resale,
//   synthesis, synthesis_burn, cast, cast_spend, other (contract RECORD_SOURCES). Filled here for the
//   records written before, from what they stored; the writers set it from now on.
// - send_records.kind gains 'redemption' (a claim of a code's collectible; it was filed as an airdrop).
// - card_nfts.source gains 'redemption' (a code's collectible was minted with source 'airdrop').
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('circulation_records').addColumn('source', 'text').execute();
  await sql`update circulation_records set source = case
      when business_type = 3 then 'box'
      when business_type = 7 or sale_kind = 3 then 'resale'
      when business_type = 8 then 'synthesis'
      when business_type = 6 and counterparty_user_id is not null then 'gift'
      when business_type = 6 and airdrop_id is not null then 'airdrop'
      when business_type = 6 then 'redemption'
      when business_type = 4 and sale_kind is null then 'cast'
      when business_type = 4 then 'purchase'
      else 'other' end`.execute(db);
  await sql`update send_records set kind = 'redemption' where kind = 'airdrop' and airdrop_id is null`.execute(db);
  await sql`update card_nfts set source = 'redemption'
    where source = 'airdrop' and id in (select card_nft_id from redeem_codes where card_nft_id is not null)`.execute(db);
}
