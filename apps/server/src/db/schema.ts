import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for kysely. One schema for SQLite and PostgreSQL:
 * - ids are integers (SQLite INTEGER PRIMARY KEY AUTOINCREMENT, PostgreSQL serial);
 * - booleans are integers 0/1; times are bigint milliseconds since the epoch;
 * - amounts are integer fen; JSON is stored as text and parsed in the repository.
 * Every table that holds tenant data has `tenant_id`.
 */
type Id = Generated<number>;

export interface TenantsTable {
  id: Id;
  code: string;
  platform_name: string;
  app_id: string;
  component_app_id: string;
  img_url: string;
  enable: number;
  default_language: string;
  /** JSON array of language tags offered to users. */
  languages: string;
  time_zone: string;
  /** JSON object of per-tenant settings (PRODUCT.md "(setting)" values). */
  settings: string;
  created_at: number;
  updated_at: number;
}

export interface TenantDomainsTable {
  host: string;
  tenant_id: number;
}

export interface TenantThemesTable {
  tenant_id: number;
  theme_color: string;
  global_background_color: string;
  global_text_color: string;
  global_text_sub_color: string;
  global_card_background_color: string;
  global_minor_background_color: string;
  global_dividing_line_color: string;
  menu_text_color: string;
  menu_select_text_color: string;
  gray_mode: number;
  updated_at: number;
}

/** An operator's unpublished edit (migration 0016, decision 037): one per tenant and kind. */
export interface ConsoleDraftsTable {
  tenant_id: number;
  /** 'brand' (decision 037), 'home' and 'creator' (the home and creator space decorations, decision 040). */
  kind: 'brand' | 'home' | 'creator';
  body: string;
  updated_by: number | null;
  updated_at: number;
}

export interface TenantMenusTable {
  id: Id;
  tenant_id: number;
  sort: number;
  /** JSON LocalizedText. */
  name: string;
  icon: string;
  selected_icon: string;
  link: string;
  link_type: number;
}

/** A menu link that led visitors to no page (migration 0032): counted per tenant and link. */
export interface MenuLinkMissesTable {
  tenant_id: number;
  link: string;
  hits: number;
  first_at: number;
  last_at: number;
}

export interface TenantPhoneAreasTable {
  id: Id;
  tenant_id: number;
  area_code: string;
  /** JSON LocalizedText. */
  name: string;
  sort: number;
}

export interface TenantConfigEnableTable {
  id: Id;
  tenant_id: number;
  classification: number;
  /** JSON array of disabled items. */
  disable_content: string;
}

export interface CategoriesTable {
  id: Id;
  tenant_id: number;
  parent_id: number | null;
  /** JSON LocalizedText. */
  name: string;
  icon: string;
  sort: number;
  created_at: number;
}

export interface ShortLinksTable {
  id: Id;
  tenant_id: number;
  code: string;
  url: string;
  url_hash: string;
  visits: ColumnType<number, number | undefined, number>;
  created_at: number;
}

export interface FilesTable {
  id: string;
  tenant_id: number;
  owner_user_id: number | null;
  content_type: string;
  size: number;
  storage_key: string;
  original_name: string;
  created_at: number;
}

export interface UsersTable {
  id: Id;
  tenant_id: number;
  area_code: string;
  phone: string;
  nickname: string;
  avatar_url: string;
  intro: string;
  invite_code: string;
  inviter_id: number | null;
  password_hash: string | null;
  /** Failed password logins in the current 15-minute window, and when that window began. */
  password_fail_count: ColumnType<number, number | undefined, number>;
  password_fail_since: ColumnType<number | null, number | null | undefined, number | null>;
  /** Password login refused until then (code login still works). */
  password_locked_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** argon2id of the 6-digit pay password, with the `pay-password` pepper. */
  pay_password_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /** Wrong pay passwords in a row; paying refused until `pay_locked_until` after 5. */
  pay_fail_count: ColumnType<number, number | undefined, number>;
  pay_locked_until: ColumnType<number | null, number | null | undefined, number | null>;
  /** Real name and ID number, sealed (AES-256-GCM, Keyring purpose `pii`); null until verified. */
  real_name_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  id_card_sealed: ColumnType<string | null, string | null | undefined, string | null>;
  /** HMAC of the ID number (purpose `pii-lookup`): one verified account per ID per tenant. */
  id_card_mac: ColumnType<string | null, string | null | undefined, string | null>;
  real_name_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The partner channel the user came from (spec §2: 'xiwu' for a DID deep link); '' when none. */
  cooperation_channel: ColumnType<string, string | undefined, string>;
  created_at: number;
  updated_at: number;
  /** When the account was deleted (decision 046): its personal data erased; null while it lives. */
  deleted_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** Suspended by an operator (decision 067): since when and why; null when not. */
  suspended_at: ColumnType<number | null, number | null | undefined, number | null>;
  suspended_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export interface SessionsTable {
  token_hash: string;
  tenant_id: number;
  user_id: number;
  created_at: number;
  expires_at: number;
  renewed_at: number;
  revoked_at: number | null;
}

export type SmsPurposeColumn = 'register' | 'login' | 'resetPassword' | 'resetPayPassword' | 'bankCard' | 'deleteAccount';

export interface SmsCodesTable {
  id: Id;
  tenant_id: number;
  area_code: string;
  phone: string;
  purpose: SmsPurposeColumn;
  /** HMAC of the code (Keyring purpose `sms-code`), bound to tenant, phone and purpose. */
  code_hash: string;
  /** The tenant's calendar day when sent (YYYY-MM-DD): the per-phone daily limit counts these. */
  send_day: string;
  expires_at: number;
  used_at: number | null;
  wrong_attempts: ColumnType<number, number | undefined, number>;
  client_ip: string;
  created_at: number;
}

/** The SMS sandbox's outbox: what a phone would have received. Only kept outside production. */
export interface SmsSandboxOutboxTable {
  id: Id;
  tenant_id: number;
  area_code: string;
  phone: string;
  purpose: string;
  /** The code, sealed (Keyring purpose `sms-outbox`). */
  code_sealed: string;
  sent_at: number;
}

export interface RealNameAttemptsTable {
  tenant_id: number;
  user_id: number;
  /** The tenant's calendar day (YYYY-MM-DD). */
  day: string;
  attempts: number;
}

export interface ChainAccountsTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  chain_channel_no: string;
  address: string;
  /** The private key, sealed (Keyring purpose `chain-key`); it never leaves the server. */
  key_sealed: string;
  created_at: number;
}

export interface DidBindingsTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  channel: string;
  subject: string;
  bound_at: number;
}

/** 'help': the help page's FAQ and contact (migration 0038, decision 070). */
export type TenantContentKind = 'agreement' | 'policy' | 'realNameAgreement' | 'digitalIdentity' | 'help';

export interface TenantContentsTable {
  id: Id;
  tenant_id: number;
  kind: TenantContentKind;
  /** JSON LocalizedText. */
  title: string;
  /** JSON LocalizedText of HTML. */
  html: string;
  /** JSON {phone, email, hours: LocalizedText}: the help document's contact; '{}' otherwise (migration 0038). */
  contact: ColumnType<string, string | undefined, string>;
  updated_at: number;
}

export interface SharedKeysTable {
  key: string;
  expires_at: number;
}

export interface SharedCountersTable {
  key: string;
  count: number;
  expires_at: number;
}

export interface ChainContractsTable {
  tenant_id: number;
  chain_id: number;
  address: string;
  deploy_tx_hash: string;
  block_number: number;
  deployed_at: number;
}

/** One chain move of the outbox (decision 010). */
export interface ChainJobsTable {
  id: Id;
  tenant_id: number;
  chain_id: number;
  kind: 'deploy' | 'mint' | 'transfer' | 'burn';
  dedupe_key: string;
  /** Decimal text ('' for a deploy). */
  token_id: string;
  from_address: string | null;
  to_address: string | null;
  uri: string | null;
  status: 'pending' | 'confirmed';
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: number;
  locked_by: string | null;
  locked_until: number | null;
  tx_hash: string | null;
  block_number: number | null;
  /** The block's time: the certification time of a mint. */
  confirmed_at: number | null;
  created_at: number;
  updated_at: number;
}

// ---------------------------------------------------------------------------------------------
// Catalogue (migration 0004). `key` is the catalogue file's stable external key, unique per tenant.
// Localized texts are JSON LocalizedText; `search_text` is every language's name, lower-cased, one per
// line (what search matches with LIKE); `category_path` is '/<root id>/.../<category id>/' or ''.

export interface CreatorsTable {
  id: Id;
  tenant_id: number;
  key: string;
  name: string;
  search_text: string;
  intro: string;
  avatar_url: string;
  cover_url: string;
  rank: number;
  /** Listed collections of the creator, recomputed by the catalogue importer. */
  collection_count: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface SeriesTable {
  id: Id;
  tenant_id: number;
  key: string;
  creator_id: number;
  category_id: number | null;
  category_path: string;
  name: string;
  search_text: string;
  description: string;
  cover_url: string;
  rank: number;
  /** Listed collections of the series, recomputed by the catalogue importer. */
  collection_count: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export type MediaKindColumn = 'image' | 'video' | 'glb';

export interface CollectionsTable {
  id: Id;
  tenant_id: number;
  key: string;
  creator_id: number;
  series_id: number | null;
  category_id: number | null;
  category_path: string;
  name: string;
  search_text: string;
  description: string;
  media_kind: MediaKindColumn;
  /** JSON [{url, contentType}], the first is the main one. */
  media_sources: string;
  poster_url: string | null;
  /** What lists show: the image, or the poster of a video or model. */
  cover_url: string;
  /** Issue price, fen. */
  price: number;
  total_supply: number;
  /** Units sold (or drawn from blind boxes); the primary sale moves it. */
  sold_count: ColumnType<number, number | undefined, number>;
  sale_start: number;
  sale_end: number | null;
  per_user_limit: number;
  hold_hours: number;
  /** JSON [{title, description (LocalizedText), usageCount, frequency}]. */
  privileges: string;
  /** JSON {certificateNo, holder, issuer, certifiedAt, imageUrl} or null. */
  copyright: string | null;
  /** 1: sold on its own and shown in the market; 0: only inside blind boxes or by airdrop. */
  listed: number;
  rank: number;
  created_at: number;
  updated_at: number;
  /** Highest resale price, fen (migration 0013); null: 20 × the issue price (decision 033). */
  resale_ceiling: ColumnType<number | null, number | null | undefined, number | null>;
  /** The creator's royalty on each resale, basis points (500 = 5 %); default 0. */
  royalty_bp: ColumnType<number, number | undefined, number>;
}

/**
 * A share of a drop's stock (migration 0039, decision 075): buyers spread over a drop's shards instead of its
 * one row. The drop's units taken = its `sold_count` + Σ`taken`; with shards, `sold_count` + Σ`cap` = `total_supply`.
 */
export interface DropStockShardsTable {
  tenant_id: number;
  kind: 'collection' | 'blindBox';
  drop_id: number;
  shard: number;
  taken: number;
  cap: number;
}

export interface BlindBoxesTable {
  id: Id;
  tenant_id: number;
  key: string;
  creator_id: number;
  series_id: number | null;
  category_id: number | null;
  category_path: string;
  name: string;
  search_text: string;
  description: string;
  cover_url: string;
  price: number;
  /** The sum of its items' quantities: one box draws one item. */
  total_supply: number;
  sold_count: ColumnType<number, number | undefined, number>;
  sale_start: number;
  sale_end: number | null;
  per_user_limit: number;
  listed: number;
  rank: number;
  /** PRODUCT.md §5: hash of the secret draw seed, published before the sale (the primary sale sets it). */
  fairness_seed_hash: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: number;
  updated_at: number;
}

export interface BlindBoxItemsTable {
  id: Id;
  tenant_id: number;
  blind_box_id: number;
  collection_id: number;
  quantity: number;
  drawn_count: ColumnType<number, number | undefined, number>;
  sort: number;
}

export interface NoticesTable {
  id: Id;
  tenant_id: number;
  key: string;
  title: string;
  summary: string;
  /** JSON LocalizedText of HTML (scripts removed on import). */
  html: string;
  cover_url: string | null;
  /** Not shown before this time. */
  published_at: number;
  created_at: number;
  updated_at: number;
}

export interface HomeBannersTable {
  id: Id;
  tenant_id: number;
  key: string;
  title: string;
  image_url: string;
  link: string;
  sort: number;
  updated_at: number;
}

export type HomeSectionKindColumn = 'recommended' | 'upcoming' | 'onSale' | 'picked' | 'blindBoxes' | 'series' | 'creators';

export interface HomeSectionsTable {
  id: Id;
  tenant_id: number;
  key: string;
  kind: HomeSectionKindColumn;
  title: string;
  item_limit: number;
  /** JSON array of collection ids (kind 'picked'). */
  picked: string;
  sort: number;
  updated_at: number;
}

/** The home's notice ticker (migration 0022); no row: on, three headlines, nothing pinned. */
export interface HomeTickersTable {
  tenant_id: number;
  enabled: number;
  item_count: number;
  /** JSON array of notice ids, shown first in this order. */
  pinned: string;
  updated_at: number;
}

export interface SearchHotWordsTable {
  tenant_id: number;
  sort: number;
  /** JSON LocalizedText. */
  word: string;
}

/** Files the catalogue importer stored, by content hash: importing the same file again reuses it. */
export interface CatalogueMediaTable {
  tenant_id: number;
  sha256: string;
  url: string;
  content_type: string;
  created_at: number;
}

/** Primary sale (decision 012). */
export interface OrdersTable {
  id: Id;
  tenant_id: number;
  order_no: string;
  user_id: number;
  business_type: number;
  /** A drop of the primary sale, or a resale listing (business type 7, migration 0013). */
  item_kind: 'collection' | 'blindBox' | 'listing' | 'activity';
  item_id: number;
  quantity: number;
  unit_price: number;
  total_amount: number;
  status: 'pending_payment' | 'paid' | 'cancelled' | 'closed' | 'shipping' | 'completed' | 'refunded';
  expires_at: number;
  paid_at: number | null;
  ended_at: number | null;
  pay_method: number | null;
  created_at: number;
  updated_at: number;
  /** The coupon used (migration 0021, decision 043); total_amount is after discount_amount. */
  coupon_id: ColumnType<number | null, number | null | undefined, number | null>;
  discount_amount: ColumnType<number, number | undefined, number>;
  /** Activity orders (migration 0024, decision 044): the address snapshot (JSON) and the shipping. */
  ship_address: ColumnType<string | null, string | null | undefined, string | null>;
  carrier: ColumnType<string | null, string | null | undefined, string | null>;
  tracking_no: ColumnType<string | null, string | null | undefined, string | null>;
  shipped_at: ColumnType<number | null, number | null | undefined, number | null>;
  completed_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface PurchaseQuotasTable {
  tenant_id: number;
  user_id: number;
  item_kind: 'collection' | 'blindBox';
  item_id: number;
  /** Units of the drop the user has taken: paid plus unpaid. */
  taken: number;
  unpaid_order_id: number | null;
}

export interface SerialCountersTable {
  tenant_id: number;
  collection_id: number;
  last_serial: number;
}

export interface PaymentsTable {
  id: Id;
  tenant_id: number;
  payment_no: string;
  order_id: number;
  provider: string;
  method: number;
  /** Spec §4 payment channel type: 2013 H5 (the provider's cashier page), 2022 WALLET (decision 031). */
  channel_type: number;
  /** A wallet payment's client request id (a repeat finds its payment); null for cashier payments. */
  request_id: ColumnType<string | null, string | null | undefined, never>;
  /** A wallet payment's payer: the wallet's account reference at the provider; null for cashier payments. */
  payer_ref: ColumnType<string | null, string | null | undefined, never>;
  amount: number;
  /** Spec §4 payment progress 1..7. */
  progress: number;
  provider_ref: string | null;
  cashier_url: string;
  /** What the storefront does with `cashier_url` (migration 0027): frame, redirect, qr (its text), jsapi (JSON of the parameters). */
  cashier_kind: Generated<'frame' | 'redirect' | 'qr' | 'jsapi'>;
  succeeded_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface PaymentEventsTable {
  provider: string;
  event_id: string;
  tenant_id: number;
  payment_id: number;
  kind: string;
  /** What the event did: paid, refund, ignored, failed ... */
  outcome: string;
  received_at: number;
}

export interface LedgerEntriesTable {
  id: Id;
  tenant_id: number;
  order_id: number;
  payment_id: number;
  /**
   * payment: money in; refund: money back. A resale's paid order also splits its price (decision 033):
   * fee (platform), royalty (creator), proceeds (the seller's), and discount (a coupon on it, negative: the
   * platform's; decision 065): payment = fee + royalty + proceeds + discount.
   */
  kind: 'payment' | 'refund' | 'fee' | 'royalty' | 'proceeds' | 'discount';
  amount: number;
  event_id: string;
  created_at: number;
  /** The creator a royalty accrues to (migration 0033, decision 065); null on every other kind. */
  creator_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A payout an operator made to a creator (migration 0033, decision 065); never edited. */
export interface CreatorPayoutsTable {
  id: Id;
  tenant_id: number;
  creator_id: number;
  amount: number;
  /** The transfer's reference (bank or wallet), as the operator typed it. */
  reference: string;
  note: ColumnType<string, string | undefined, string>;
  operator_id: number | null;
  created_at: number;
}

/**
 * The payment attempt holding an order's one payment slot (migration 0031, decision 060): at most one payment of
 * an order in flight, across every process.
 */
export interface PaymentClaimsTable {
  order_id: number;
  tenant_id: number;
  /** The attempt's payment number (its payments row may not exist yet: a cashier payment being created). */
  payment_no: string;
  claimed_at: number;
}

export interface RefundsTable {
  id: Id;
  tenant_id: number;
  payment_id: number;
  order_id: number;
  amount: number;
  status: 'pending' | 'done';
  provider_ref: string | null;
  attempts: ColumnType<number, number | undefined, number>;
  last_error: string | null;
  next_attempt_at: number;
  created_at: number;
  done_at: number | null;
  /** Why an operator refunded the order (decision 039); null: the system's refund of a late payment. */
  reason: ColumnType<string | null, string | null | undefined, never>;
  /** The console operator who refunded the order; null: the system. */
  operator_id: ColumnType<number | null, number | null | undefined, never>;
}

export interface CardNftsTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  collection_id: number;
  serial: number;
  token_id: string;
  /** How it came to be; 'redemption': a code's collectible (migration 0030, decision 062). */
  source: 'airdrop' | 'box' | 'cast' | 'purchase' | 'redemption' | 'synthesis';
  order_id: number | null;
  box_id: number | null;
  status: 'held' | 'frozen' | 'pledged' | 'on_consignment' | 'consumed';
  /** Pledged by a synthesis: when it comes back (migration 0019, decision 041); null otherwise. */
  pledge_ends_at: ColumnType<number | null, number | null | undefined, number | null>;
  acquired_at: number;
  transferable_at: number;
  /** The pending chain transfer job while the item is frozen by a gift (decision 025); null otherwise. */
  transfer_job_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Shown on the owner's public page (0/1, migration 0008); cleared when the owner changes. */
  displayed: ColumnType<number, number | undefined, number>;
  /** When it was last shown (the public page lists the most recent first); null if never. */
  displayed_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The pending gift's recipient: the owner once the chain confirms. */
  transfer_to_user_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The cooling period (hours) the recipient gets when the chain confirms. */
  transfer_hold_hours: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface BoxHoldingsTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  blind_box_id: number;
  order_id: number;
  order_index: number;
  acquired_at: number;
  opened_at: number | null;
  card_nft_id: number | null;
  draw_ticket: number | null;
  /** JSON [{collectionId, remaining}] just before the draw. */
  draw_remaining: string | null;
}

export interface BoxSeedsTable {
  tenant_id: number;
  blind_box_id: number;
  seed_sealed: string;
  seed_hash: string;
  created_at: number;
}

/** A user follows another user of the same tenant (migration 0008, the social module). */
export interface FollowsTable {
  id: Id;
  tenant_id: number;
  follower_id: number;
  followee_id: number;
  created_at: number;
}

/** A user keeps a collection or a listing in their favourites (migration 0014, the favourite module). */
export interface FavouritesTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  /** 1 collection, 2 listing (FAVOURITE_TARGETS, in that order). */
  target_type: number;
  target_id: number;
  created_at: number;
}

export interface PaySandboxPaymentsTable {
  ref: string;
  tenant_id: number;
  payment_no: string;
  subject: string;
  amount: number;
  method: number | null;
  /** open, paid, paid_late (its notice waits for deliver_after), failed, timeout, refunded, closed (decision 060) */
  state: string;
  expires_at: number;
  deliver_after: number | null;
  /** When the money was taken. */
  paid_at: ColumnType<number | null, number | null | undefined, number | null>;
  refunded: ColumnType<number, number | undefined, number>;
  /** Notices sent so far (numbers the event ids). */
  notices: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

/** One side of an ownership move (decision 025): 'out' for the giver, 'in' for the receiver. */
export interface CirculationRecordsTable {
  id: Id;
  tenant_id: number;
  /** Whose record. */
  user_id: number;
  card_nft_id: number;
  direction: 'in' | 'out';
  /** Spec §4 business type: 3 B2C_BOX, 4 B2C_COLLECTION, 6 SEND, 7 C2C. */
  business_type: number;
  /** Spec §4 sale kind: 1 IPO, 2 C2C_GIVE, 3 C2C_MARKET; null when none applies (an airdrop). */
  sale_kind: number | null;
  counterparty_user_id: number | null;
  airdrop_id: number | null;
  chain_job_id: number | null;
  created_at: number;
  /**
   * What the move was (migration 0030, decision 062): the contract's RECORD_SOURCES. Null only for a row
   * written without it (read as derived from the business type, `sourceOf` in the transfer module).
   */
  source: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A claim: what was sent to a user (a gift or an airdrop), spec /mallapp/send/*. */
export interface SendRecordsTable {
  id: Id;
  tenant_id: number;
  recipient_user_id: number;
  /** Null for an airdrop. */
  sender_user_id: number | null;
  airdrop_id: number | null;
  card_nft_id: number;
  /** 'redemption': a code's collectible (migration 0030, decision 062). */
  kind: 'gift' | 'airdrop' | 'redemption';
  /** The chain job that brings the item (a gift's transfer, an airdrop's mint). */
  chain_job_id: ColumnType<number | null, number | null | undefined, number | null>;
  read_at: number | null;
  created_at: number;
}

/** The notification inbox (issue 14): what happened to a user, newest first, unread until read_at. */
export interface InboxEventsTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  /** InboxKind (contract calls/inbox). */
  kind: string;
  card_nft_id: number | null;
  /** What the event is about besides an item: an order number, an airdrop id ... */
  ref: string | null;
  /** JSON object of the values its text needs (collection name, masked counter-party ...). */
  params: string | null;
  read_at: number | null;
  created_at: number;
}

// The wallet (decision 030): the storefront's side.
export interface WalletsTable {
  tenant_id: number;
  user_id: number;
  provider: string;
  account_ref: string;
  opened_at: number;
}

export interface WalletCardsTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  card_ref: string;
  bank_code: string;
  bank_name: string;
  card_type: string;
  last4: string;
  bound_at: number;
}

export interface WalletNoticesTable {
  provider: string;
  event_id: string;
  tenant_id: number;
  kind: string;
  movement_no: string;
  received_at: number;
}

// The wallet sandbox's books (the provider's side).
export interface WalletSandboxAccountsTable {
  ref: string;
  tenant_id: number;
  user_id: number;
  account_no: string;
  holder_name: string;
  phone: string;
  password_hash: string | null;
  password_fails: ColumnType<number, number | undefined, number>;
  password_locked_until: number | null;
  created_at: number;
  updated_at: number;
}

export interface WalletSandboxCardsTable {
  ref: string;
  tenant_id: number;
  account_ref: string;
  number_hash: string;
  bank_code: string;
  bank_name: string;
  card_type: string;
  last4: string;
  phone: string;
  /** pending, bound, unbound, expired */
  state: string;
  bind_id: string;
  created_at: number;
  bound_at: number | null;
  updated_at: number;
}

export interface WalletSandboxCodesTable {
  key: string;
  tenant_id: number;
  code_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  sent_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface WalletSandboxMovementsTable {
  movement_no: string;
  tenant_id: number;
  account_ref: string;
  request_id: string;
  request_fingerprint: string;
  /** recharge, withdraw, pay, refund, income */
  kind: string;
  amount: number;
  /** dealing, success, failed */
  state: string;
  title: string;
  card_ref: string | null;
  order_no: string | null;
  payment_no: string | null;
  ref_movement_no: string | null;
  fail_reason: string | null;
  settle_at: number | null;
  balance_after: number | null;
  notified: ColumnType<number, number | undefined, number>;
  created_at: number;
  finished_at: number | null;
}

export interface WalletSandboxLedgerTable {
  id: Id;
  tenant_id: number;
  posting_no: string;
  movement_no: string;
  account: string;
  amount: number;
  created_at: number;
}

export interface Database {
  drop_stock_shards: DropStockShardsTable;
  tenants: TenantsTable;
  tenant_domains: TenantDomainsTable;
  tenant_themes: TenantThemesTable;
  tenant_menus: TenantMenusTable;
  menu_link_misses: MenuLinkMissesTable;
  console_drafts: ConsoleDraftsTable;
  tenant_phone_areas: TenantPhoneAreasTable;
  tenant_config_enable: TenantConfigEnableTable;
  categories: CategoriesTable;
  short_links: ShortLinksTable;
  files: FilesTable;
  users: UsersTable;
  sessions: SessionsTable;
  sms_codes: SmsCodesTable;
  sms_sandbox_outbox: SmsSandboxOutboxTable;
  real_name_attempts: RealNameAttemptsTable;
  chain_accounts: ChainAccountsTable;
  did_bindings: DidBindingsTable;
  tenant_contents: TenantContentsTable;
  shared_keys: SharedKeysTable;
  shared_counters: SharedCountersTable;
  chain_contracts: ChainContractsTable;
  chain_jobs: ChainJobsTable;
  creators: CreatorsTable;
  series: SeriesTable;
  collections: CollectionsTable;
  blind_boxes: BlindBoxesTable;
  blind_box_items: BlindBoxItemsTable;
  notices: NoticesTable;
  home_banners: HomeBannersTable;
  home_sections: HomeSectionsTable;
  search_hot_words: SearchHotWordsTable;
  home_tickers: HomeTickersTable;
  catalogue_media: CatalogueMediaTable;
  orders: OrdersTable;
  purchase_quotas: PurchaseQuotasTable;
  serial_counters: SerialCountersTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  ledger_entries: LedgerEntriesTable;
  creator_payouts: CreatorPayoutsTable;
  refunds: RefundsTable;
  payment_claims: PaymentClaimsTable;
  card_nfts: CardNftsTable;
  box_holdings: BoxHoldingsTable;
  box_seeds: BoxSeedsTable;
  pay_sandbox_payments: PaySandboxPaymentsTable;
  circulation_records: CirculationRecordsTable;
  send_records: SendRecordsTable;
  airdrops: AirdropsTable;
  airdrop_claims: AirdropClaimsTable;
  inbox_events: InboxEventsTable;
  follows: FollowsTable;
  favourites: FavouritesTable;
  wallets: WalletsTable;
  wallet_cards: WalletCardsTable;
  wallet_notices: WalletNoticesTable;
  wallet_sandbox_accounts: WalletSandboxAccountsTable;
  wallet_sandbox_cards: WalletSandboxCardsTable;
  wallet_sandbox_codes: WalletSandboxCodesTable;
  wallet_sandbox_movements: WalletSandboxMovementsTable;
  wallet_sandbox_ledger: WalletSandboxLedgerTable;
  listings: ListingsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
  // Activities (migration 0020, decision 042).
  activities: ActivitiesTable;
  cast_records: CastRecordsTable;
  activity_item_uses: ActivityItemUsesTable;
  addresses: AddressesTable;
  data_exports: DataExportsTable;
  // Providers' credentials per tenant and health checks (migration 0027, decision 050).
  provider_settings: ProviderSettingsTable;
  provider_health: ProviderHealthTable;
  wechat_openids: WechatOpenidsTable;
  activity_quotas: ActivityQuotasTable;
  activity_order_items: ActivityOrderItemsTable;
  // Synthesis (migration 0019, decision 041).
  recipes: RecipesTable;
  recipe_fragments: RecipeFragmentsTable;
  syntheses: SynthesesTable;
  synthesis_inputs: SynthesisInputsTable;
  // Coupons and redemption codes (migration 0021, decision 043).
  coupon_templates: CouponTemplatesTable;
  coupon_claims: CouponClaimsTable;
  user_coupons: UserCouponsTable;
  redeem_batches: RedeemBatchesTable;
  redeem_codes: RedeemCodesTable;
  // Project albums and their posts (migration 0025, decision 047).
  albums: AlbumsTable;
  album_trends: AlbumTrendsTable;
  preview_tokens: PreviewTokensTable;
}

/** A coupon template (migration 0021, decision 043); claimable: a coupon campaign of the storefront. */
export interface CouponTemplatesTable {
  id: Id;
  tenant_id: number;
  key: string;
  /** JSON localized text. */
  name: string;
  kind: 'amount' | 'percent';
  /** Fen off (amount) or percent off 1-99 (percent). */
  value: number;
  min_spend: number;
  validity: 'fixed' | 'days';
  valid_from: number | null;
  valid_to: number | null;
  valid_days: number | null;
  total: number;
  issued: Generated<number>;
  per_user_limit: number;
  /** JSON number arrays; [] = all. */
  business_types: string;
  collection_ids: string;
  claimable: number;
  created_by: number | null;
  created_at: number;
  updated_at: number;
}

export interface CouponClaimsTable {
  tenant_id: number;
  template_id: number;
  user_id: number;
  claimed: number;
}

export interface UserCouponsTable {
  id: Id;
  tenant_id: number;
  template_id: number;
  user_id: number;
  source: 'claim' | 'redeem' | 'grant';
  status: 'unused' | 'used';
  valid_from: number;
  valid_to: number;
  order_id: number | null;
  used_at: number | null;
  claimed_at: number;
}

export interface RedeemBatchesTable {
  id: Id;
  tenant_id: number;
  name: string;
  grant_kind: 'coupon' | 'collectible';
  template_id: number | null;
  collection_id: number | null;
  count: number;
  redeemed: Generated<number>;
  expires_at: number;
  created_by: number | null;
  created_at: number;
}

export interface RedeemCodesTable {
  id: Id;
  tenant_id: number;
  batch_id: number;
  code_hash: string;
  last4: string;
  redeemed_by: number | null;
  redeemed_at: number | null;
  user_coupon_id: number | null;
  card_nft_id: number | null;
}

/** A consigned item on the resale market (migration 0013, decision 033). */
export interface ListingsTable {
  id: Id;
  tenant_id: number;
  card_nft_id: number;
  collection_id: number;
  serial: number;
  seller_id: number;
  category_path: string;
  issue_price: number;
  /** Asking price, fen. */
  price: number;
  /** price × 10 000 / issue price (the "recommended" order: best deals first). */
  deal_bp: number;
  fee_bp: number;
  royalty_bp: number;
  /** taken_down: ended by an operator (decision 067), its reason in take_down_reason. */
  /** refunded: a sold one whose order an operator refunded (decision 066): the item went back to its seller. */
  status: 'on_sale' | 'locked' | 'sold' | 'cancelled' | 'taken_down' | 'refunded';
  /** The unpaid order that locks it, then the order that bought it. */
  order_id: number | null;
  buyer_id: number | null;
  /** The split of the price once sold: fee + royalty + net = price. */
  fee: number | null;
  royalty: number | null;
  net: number | null;
  /** The seller's proceeds: none (not sold), owed (to credit to the wallet), done. */
  /** reversed: the sale was refunded (decision 066), its proceeds cancelled or debited back. */
  payout: ColumnType<
    'none' | 'owed' | 'done' | 'reversed',
    'none' | 'owed' | 'done' | undefined,
    'none' | 'owed' | 'done' | 'reversed'
  >;
  /** The wallet movement that credited the proceeds. */
  payout_ref: string | null;
  payout_attempts: ColumnType<number, number | undefined, number>;
  listed_at: number;
  ended_at: number | null;
  updated_at: number;
  /** An operator's take-down (decision 067): the reason the seller is told, and the operator. */
  take_down_reason: ColumnType<string | null, string | null | undefined, string | null>;
  taken_down_by: ColumnType<number | null, number | null | undefined, number | null>;
}

// Airdrops (migration 0010, decision 027).
export interface AirdropsTable {
  id: Id;
  tenant_id: number;
  key: string;
  collection_id: number;
  name: string;
  description: string;
  cover_url: string;
  audience: 'all' | 'phones' | 'holders';
  phones: string;
  holders_of: number | null;
  quantity_per_user: number;
  starts_at: number;
  ends_at: number;
  claims_limit: number;
  claimed_count: Generated<number>;
  created_at: number;
  updated_at: number;
}

export interface AirdropClaimsTable {
  id: Id;
  tenant_id: number;
  airdrop_id: number;
  user_id: number;
  card_nft_ids: string;
  claimed_at: number;
}

/** An operator of the console (issue 17, decision 036); tenant_id NULL: a platform admin. */
export interface OperatorsTable {
  id: Id;
  tenant_id: number | null;
  scope: string;
  email: string;
  name: string;
  password_hash: string;
  role: string;
  totp_sealed: string | null;
  totp_pending_sealed: string | null;
  recovery_pending: Generated<string>;
  totp_last_step: number | null;
  recovery_hashes: Generated<string>;
  failed_count: Generated<number>;
  failed_since: number | null;
  locked_until: number | null;
  disabled: Generated<number>;
  last_login_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface OperatorSessionsTable {
  id: Id;
  token_hash: string;
  operator_id: number;
  tenant_id: number | null;
  stage: string;
  created_at: number;
  last_seen_at: number;
  expires_at: number;
  ip: string;
}

export interface AuditLogTable {
  id: Id;
  tenant_id: number | null;
  operator_id: number | null;
  operator_email: string;
  at: number;
  action: string;
  target_type: string;
  target_id: string;
  before_json: string;
  after_json: string;
  ip: string;
}

// Synthesis (migration 0019, decision 041).
export interface RecipesTable {
  id: Id;
  tenant_id: number;
  /** The catalogue file's key (migration 0023): unique per tenant, null for a recipe made in the console. */
  key: ColumnType<string | null, string | null | undefined, string | null>;
  /** JSON localized text. */
  name: string;
  /** JSON localized text. */
  description: string;
  /** '' : the result's cover. */
  cover_url: string;
  result_collection_id: number;
  mode: 'burn' | 'pledge';
  pledge_hours: ColumnType<number, number | undefined, number>;
  ignore_cooling: ColumnType<number, number | undefined, number>;
  starts_at: number;
  ends_at: number;
  /** Results it gives in all; `used` only moves while below it. */
  stock: number;
  used: ColumnType<number, number | undefined, number>;
  per_user_limit: number;
  withdrawn_at: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: number;
  updated_at: number;
}

export interface RecipeFragmentsTable {
  id: Id;
  tenant_id: number;
  recipe_id: number;
  collection_id: number;
  count: number;
  sort: ColumnType<number, number | undefined, number>;
}

export interface SynthesesTable {
  id: Id;
  tenant_id: number;
  recipe_id: number;
  user_id: number;
  /** The user's n-th synthesis with the recipe; (recipe, user, n) is unique. */
  n: number;
  status: 'ing' | 'done' | 'finish' | 'cancel';
  mode: 'burn' | 'pledge';
  result_card_nft_id: number;
  result_collection_id: number;
  result_serial: number;
  pledge_ends_at: number | null;
  created_at: number;
  ended_at: ColumnType<number | null, number | null | undefined, number | null>;
}

export interface SynthesisInputsTable {
  id: Id;
  tenant_id: number;
  synthesis_id: number;
  card_nft_id: number;
  collection_id: number;
  serial: number;
  state: 'burned' | 'pledged' | 'returned';
  returned_at: ColumnType<number | null, number | null | undefined, number | null>;
}

// Activities (migration 0020, decision 042).
export interface ActivitiesTable {
  id: Id;
  tenant_id: number;
  key: string;
  kind: 'cast' | 'coupon' | 'physical';
  /** JSON localized text. */
  name: string;
  cover_url: string;
  /** JSON localized sanitized HTML. */
  rules: string;
  result_collection_id: number | null;
  /** JSON [{collectionId, count}]. */
  qualifying: string;
  mode: 'hold' | 'spend';
  cooling_blocks: ColumnType<number, number | undefined, number>;
  starts_at: number;
  ends_at: number;
  stock: number;
  cast_count: Generated<number>;
  enabled: ColumnType<number, number | undefined, number>;
  withdrawn_at: number | null;
  created_at: number;
  updated_at: number;
  /** Migration 0024 (decision 044): coupon activities' template, physical reward JSON, price, per-user limit. */
  coupon_template_id: ColumnType<number | null, number | null | undefined, number | null>;
  physical: ColumnType<string | null, string | null | undefined, string | null>;
  price: ColumnType<number, number | undefined, number>;
  per_user_limit: ColumnType<number, number | undefined, number>;
}

export interface CastRecordsTable {
  id: Id;
  tenant_id: number;
  activity_id: number;
  user_id: number;
  mode: 'hold' | 'spend';
  result_card_nft_id: number;
  result_collection_id: number;
  result_serial: number;
  /** JSON [{cardNftId, collectionId, serial}]. */
  items: string;
  created_at: number;
}

export interface ActivityItemUsesTable {
  id: Id;
  tenant_id: number;
  activity_id: number;
  card_nft_id: number;
  cast_id: number;
  user_id: number;
  spent: number;
  created_at: number;
}

// ── Addresses and activity orders (migration 0024, decision 044) ──

export interface AddressesTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  receiver: string;
  phone: string;
  region_code: string;
  province: string;
  city: string;
  district: string;
  street: string;
  detail: string;
  is_default: ColumnType<number, number | undefined, number>;
  created_at: number;
  updated_at: number;
}

export interface ActivityQuotasTable {
  tenant_id: number;
  activity_id: number;
  user_id: number;
  taken: number;
}

export interface ActivityOrderItemsTable {
  id: Id;
  tenant_id: number;
  activity_id: number;
  order_id: number;
  user_id: number;
  card_nft_id: number;
  spent: number;
  released_at: number | null;
  created_at: number;
}

/** A project album (migration 0025, decision 047). */
export interface AlbumsTable {
  id: Id;
  tenant_id: number;
  /** JSON LocalizedText. */
  title: string;
  cover_url: string;
  /** JSON LocalizedText of sanitized HTML. */
  description: string;
  /** JSON array of collection ids, in order. */
  collection_ids: string;
  status: 'draft' | 'published';
  sort: ColumnType<number, number | undefined, number>;
  /** First publication, or null. */
  published_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A post ("trend") of an album (migration 0025, decision 047). */
export interface AlbumTrendsTable {
  id: Id;
  tenant_id: number;
  album_id: number;
  text: string;
  /** JSON array of image addresses. */
  images: string;
  video_url: string | null;
  status: 'draft' | 'published';
  /** First publication, or null. */
  published_at: number | null;
  created_at: number;
  updated_at: number;
}

/** A console preview token of an album (migration 0025, decision 047). */
/**
 * A preview token of the storefront's preview calls (migration 0028, decision 057; the brand module's): a
 * console draft's (no expiry: it goes with its draft) or an album's (subject_id, expires_at).
 */
export interface PreviewTokensTable {
  token: string;
  tenant_id: number;
  kind: 'brand' | 'home' | 'creator' | 'album';
  subject_id: number | null;
  expires_at: number | null;
}

/** A user's data export (decision 046): prepared by a job, kept 24 hours once ready. */
export interface DataExportsTable {
  id: Id;
  tenant_id: number;
  user_id: number;
  status: 'preparing' | 'ready' | 'expired';
  requested_at: number;
  claimed_at: ColumnType<number | null, number | null | undefined, number | null>;
  ready_at: ColumnType<number | null, number | null | undefined, number | null>;
  expires_at: ColumnType<number | null, number | null | undefined, number | null>;
  /** The JSON document while ready; null while preparing and once expired. */
  document: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A tenant's credentials of one provider vendor (issue 28, decision 050); `secrets` sealed, never in clear. */
export interface ProviderSettingsTable {
  id: Id;
  tenant_id: number;
  kind: 'pay' | 'sms';
  vendor: string;
  /** JSON of the public fields. */
  fields: string;
  /** The keyring's seal of the secret fields' JSON. */
  secrets: string;
  updated_at: number;
  updated_by: number | null;
}

/** The last health check of a deployment-level provider, per tenant (issue 28). */
export interface ProviderHealthTable {
  tenant_id: number;
  kind: string;
  vendor: string;
  checked_at: number;
  ok: number;
  error: string | null;
}

/** A buyer's openid at a WeChat official account, from WeChat's web authorization (payment module, migration 0027). */
export interface WechatOpenidsTable {
  tenant_id: number;
  user_id: number;
  app_id: string;
  openid: string;
  created_at: number;
}
