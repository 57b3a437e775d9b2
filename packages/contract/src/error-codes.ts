/**
 * The error catalogue: every business code the API may answer with (`{code, msg, data}`).
 *
 * Number ranges:
 * - 0: success.
 * - 9999, 2010010, 2060025, 2062000, 70200xx, 7020100, 8020217: codes of the specification (§8).
 * - 2060026 (PLATFORM_CLOSED) and 2062001 (LOGIN_REQUIRED): Curio's, beside their spec neighbours.
 * - 40000xx: the request or the input is wrong (the client can fix it):
 *   4000001-4000019 protocol (validation, signature, replay, files, rate limit, the request body),
 *   4000020-4000099 field rules of spec §5 (zod issues carry these codes, see validation.ts).
 * - 50000xx: refused by a business rule or failed on the server:
 *   5000000 internal, 500001x accounts and identity, 500002x payment and wallet,
 *   500003x collectibles and activities, 500004x files, 500005x accounts and identity (continued),
 *   500006x display and follows (decision 028), 5000070-5000089 the wallet (decision 030),
 *   5000150-5000159 the console's orders and refunds (decision 039),
 *   5000160-5000169 synthesis (decision 041), 5000170-5000179 casting (decision 042).
 *   5000190-5000199 coupons and redemption codes (decision 043).
 *   5000200-5000209 addresses, activity orders and shipping (decision 044).
 * Numbers are stable: never renumber or reuse one; add new codes at the end of their block.
 */
export const ErrorCode = {
  OK: 0,

  // Spec §8 codes.
  /** Spec: "9999: goes to maintenance page unless the call opted out (unresponseMaintain)". */
  MAINTENANCE: 9999,
  /** Spec: "2010010 verified but no chain account". */
  VERIFIED_NO_CHAIN: 2010010,
  /** Spec: "2060025: goes to the no-tenant page". Unknown host (PRODUCT.md §2). */
  NO_TENANT: 2060025,
  /** Curio: tenant exists but `enable` is not 1 (spec text "the platform is closed"). */
  PLATFORM_CLOSED: 2060026,
  /** Spec: "2062000 session expired / token error: clears openid, signs out, goes to login". */
  SESSION_EXPIRED: 2062000,
  /** Curio: the call needs a token and none was sent ("please log in first"). */
  LOGIN_REQUIRED: 2062001,
  /** Spec: "7020064 sold out". */
  SOLD_OUT: 7020064,
  /** Spec: "7020065 inventory shortage". */
  INVENTORY_SHORTAGE: 7020065,
  /** Spec: "7020072 already has an order" (PRODUCT.md §5: an unpaid order exists). */
  ORDER_EXISTS: 7020072,
  /** Spec: "7020073 locked" (PRODUCT.md §5: not on sale yet or locked). */
  LOCKED: 7020073,
  /** Spec: "7020074 order count limit". */
  ORDER_LIMIT: 7020074,
  /** Spec: "7020075 failed to get verified info". */
  VERIFIED_INFO_FAILED: 7020075,
  /** Spec: "7020076 not real-name verified". */
  NOT_REAL_NAME: 7020076,
  /**
   * Spec: "7020077 failed to get chain account info (same number also means an unpaid order)".
   * Curio answers an unpaid order with ORDER_EXISTS (7020072) and uses 7020077 only for the
   * chain account; clients should still treat 7020077 as possibly "unpaid order".
   */
  CHAIN_ACCOUNT_INFO_FAILED: 7020077,
  /** Spec: "7020078 no chain account info". */
  NO_CHAIN_ACCOUNT: 7020078,
  /** Spec: "7020100 chain account not opened". */
  CHAIN_NOT_OPENED: 7020100,
  /** Spec: code 8020217 is never toasted: a business error the page handles itself. */
  QUIET: 8020217,

  // 40000xx — request and protocol.
  VALIDATION_FAILED: 4000001,
  SIGNATURE_MISSING: 4000002,
  SIGNATURE_INVALID: 4000003,
  /** The signed timestamp is more than 300 s away from the server's clock. */
  REQUEST_EXPIRED: 4000004,
  NONCE_REPLAYED: 4000005,
  NOT_FOUND: 4000006,
  RATE_LIMITED: 4000007,
  FILE_TOO_LARGE: 4000008,
  FILE_TYPE_NOT_ALLOWED: 4000009,
  /** An operator call without the operator key (decision 010). */
  OPERATOR_UNAUTHORIZED: 4000010,
  /** The request body is larger than the server reads (1 MiB; uploads have their own FILE_TOO_LARGE). Decision 022. */
  REQUEST_TOO_LARGE: 4000011,
  /** The body cannot be read: malformed JSON, or a content type that is neither JSON nor urlencoded. Decision 022. */
  BODY_UNREADABLE: 4000012,

  // 40000xx — field rules of spec §5.
  PHONE_INVALID: 4000020,
  PASSWORD_LENGTH: 4000021,
  CODE_INVALID: 4000022,
  ID_CARD_INVALID: 4000023,
  PAY_PASSWORD_FORMAT: 4000024,
  PASSWORDS_MISMATCH: 4000025,
  FIELD_REQUIRED: 4000026,
  INVITE_CODE_INVALID: 4000027,
  PRICE_RANGE_INVALID: 4000028,
  GIFT_TO_SELF: 4000029,
  RECIPIENT_INVALID: 4000030,
  CAST_ONCE: 4000031,
  AGREEMENT_REQUIRED: 4000032,
  REDEEM_CODE_REQUIRED: 4000033,
  SELECT_REQUIRED: 4000034,
  CONSIGN_PRICE_INVALID: 4000035,
  TEXT_TOO_LONG: 4000036,
  /** A text holds a control character (or a line separator, or half an emoji). Decision 022. */
  TEXT_CHARACTERS_INVALID: 4000037,

  // 50000xx — business refusals and server failures.
  INTERNAL_ERROR: 5000000,
  AUTH_FAILED: 5000010,
  IDENTITY_PHONE_MISMATCH: 5000011,
  REAL_NAME_DAILY_LIMIT: 5000012,
  MINOR_NOT_ALLOWED: 5000013,
  LOGIN_FAILED: 5000014,
  PASSWORD_LOGIN_LOCKED: 5000015,
  PHONE_REGISTERED: 5000016,
  PHONE_NOT_REGISTERED: 5000017,
  SMS_TOO_FREQUENT: 5000018,
  SMS_DAILY_LIMIT: 5000019,
  PAYMENT_FAILED: 5000020,
  ORDER_EXCEPTION: 5000021,
  PAY_METHOD_UNAVAILABLE: 5000022,
  NO_PAY_CHANNEL: 5000023,
  NO_PLATFORM_PAY_METHOD: 5000024,
  CHAT_APP_PAYMENT: 5000025,
  PAY_PASSWORD_WRONG: 5000026,
  PAY_PASSWORD_LOCKED: 5000027,
  PAY_PASSWORD_NOT_SET: 5000028,
  WALLET_NOT_OPENED: 5000029,
  ACTIVITY_NOT_FOUND: 5000030,
  INSUFFICIENT_MATERIALS: 5000031,
  CLAIMS_EXHAUSTED: 5000032,
  COOLING_PERIOD: 5000033,
  PLEDGED: 5000034,
  REDEEM_CODE_INVALID: 5000035,
  /** A blind box that is already open (decision 012). */
  BOX_ALREADY_OPENED: 5000036,
  /** A gift of this collectible is on chain: it is frozen until the transfer confirms (decision 025). */
  TRANSFER_PENDING: 5000037,
  /** The collectible is listed on the consignment market: take it off first (decision 025). */
  ON_CONSIGNMENT: 5000038,
  /**
   * The collection's whole supply is numbered: an airdrop, a cast, a redemption, a synthesis or a box's draw
   * would number past it (decision 062). Refused before anything changes; a purchase answers SOLD_OUT.
   */
  SUPPLY_EXHAUSTED: 5000039,
  FILE_UPLOAD_FAILED: 5000040,
  /** An airdrop before its window opens (decision 027). */
  AIRDROP_NOT_STARTED: 5000041,
  /** An airdrop after its window (spec §4 "expired"). */
  AIRDROP_EXPIRED: 5000042,
  /** An airdrop this user has received already: once per user (decision 027). */
  AIRDROP_RECEIVED: 5000043,
  /**
   * Another payment of this order is in flight (a wallet debit under way, a cashier payment its provider may still
   * take): one order has at most one payment in flight, a second attempt is refused before any money moves (decision 060).
   */
  PAYMENT_IN_PROGRESS: 5000049,
  OLD_PASSWORD_WRONG: 5000050,
  PAY_PASSWORD_ALREADY_SET: 5000051,
  REAL_NAME_ALREADY_VERIFIED: 5000052,
  ID_CARD_ALREADY_USED: 5000053,
  DID_ALREADY_BOUND: 5000054,
  /** Showing or hiding an item while its transfer is on chain (decision 028). */
  DISPLAY_FROZEN: 5000060,
  /** Showing or hiding an item that was burned (used up by a synthesis, for instance). */
  DISPLAY_BURNED: 5000061,
  /** Following oneself (decision 028). */
  FOLLOW_SELF: 5000062,
  // 5000070-5000089: the wallet (issue 15, decision 030).
  WALLET_ALREADY_OPENED: 5000070,
  WALLET_PASSWORD_WRONG: 5000071,
  WALLET_PASSWORD_LOCKED: 5000072,
  WALLET_PASSWORD_NOT_SET: 5000073,
  WALLET_PASSWORD_ALREADY_SET: 5000074,
  WALLET_BALANCE_INSUFFICIENT: 5000075,
  WALLET_AMOUNT_INVALID: 5000076,
  BANK_CARD_INVALID: 5000077,
  BANK_CARD_UNSUPPORTED: 5000078,
  BANK_CARD_DECLINED: 5000079,
  BANK_CARD_ALREADY_BOUND: 5000080,
  BANK_CARD_NOT_FOUND: 5000081,
  BANK_CARD_LIMIT: 5000082,
  WALLET_REQUEST_REUSED: 5000083,
  WALLET_PROVIDER_FAILED: 5000084,
  BANK_CARD_BIND_EXPIRED: 5000085,
  /** Taking off the shelf a listing no longer on sale: sold or taken off already (decision 033); a buyer gets SOLD_OUT. */
  LISTING_ENDED: 5000090,
  /** A seller cannot buy their own listing (decision 033). */
  OWN_LISTING: 5000091,
  /** The item cannot be listed at all: its price ceiling is below the lowest price, e.g. a free collection when the tenant's ceiling for them is 0 (decision 061). */
  NOT_LISTABLE: 5000092,
  // 5000110-5000129: the operator console's accounts, sessions, roles and tenants (issue 17, decision 036).
  CONSOLE_LOGIN_REQUIRED: 5000110,
  CONSOLE_SESSION_EXPIRED: 5000111,
  CONSOLE_CSRF_INVALID: 5000112,
  CONSOLE_FORBIDDEN: 5000113,
  CONSOLE_WRONG_TENANT: 5000114,
  CONSOLE_LOGIN_FAILED: 5000115,
  CONSOLE_LOCKED: 5000116,
  CONSOLE_2FA_REQUIRED: 5000117,
  CONSOLE_TOTP_INVALID: 5000118,
  CONSOLE_TOTP_NOT_ENROLLED: 5000119,
  CONSOLE_RECOVERY_INVALID: 5000120,
  CONSOLE_PLATFORM_HOST_ONLY: 5000121,
  CONSOLE_TENANT_HOST_ONLY: 5000122,
  OPERATOR_EMAIL_TAKEN: 5000123,
  TENANT_CODE_TAKEN: 5000124,
  TENANT_HOST_TAKEN: 5000125,
  CONSOLE_TOTP_ALREADY_ENROLLED: 5000126,
  CONSOLE_SELF_CHANGE: 5000127,
  // con-app (5000130-5000139): the brand draft and its preview (decision 037).
  BRAND_PREVIEW_INVALID: 5000130,
  BRAND_NO_DRAFT: 5000131,
  /** The brand's ceiling for free collections is neither 0 nor a whole-fen amount from ¥1.00 to ¥1,000,000.00 (decision 061). */
  FREE_CEILING_INVALID: 5000132,
  /** The console's catalogue (decision 038): an entry or file the importer's rules refuse; data.issues says where. */
  CATALOGUE_ENTRY_REFUSED: 5000140,
  // 5000150-5000159: the operator console's users, orders, refunds and chain jobs (issue 17, decision 039).
  /** Refunding an order that is not paid (unpaid, cancelled, closed). */
  ORDER_NOT_REFUNDABLE: 5000150,
  /** Refunding an order that was refunded already (a second refund, or two at once). */
  ORDER_ALREADY_REFUNDED: 5000151,
  /** Refunding an order whose items left the buyer (gifted, consigned, opened, used in a synthesis). */
  ORDER_ITEMS_MOVED: 5000152,
  /** Refunding an order with no payment that paid it. */
  ORDER_PAYMENT_MISSING: 5000153,
  /** Refunding a resale (decision 066): the seller's wallet holds less than the proceeds to take back; params {balance, proceeds} (yuan). */
  REFUND_SELLER_BALANCE_SHORT: 5000154,
  /** Refunding a resale whose item the buyer gave away (a gift pending or done). */
  REFUND_ITEM_GIFTED: 5000155,
  /** Refunding a resale whose item the buyer consigned again (on sale, or sold on). */
  REFUND_ITEM_CONSIGNED: 5000156,
  /** Refunding a resale whose item the buyer used up: synthesized, pledged or burned. */
  REFUND_ITEM_USED: 5000157,
  /** Refunding a resale whose item the buyer used in a casting or reward activity. */
  REFUND_ITEM_CAST: 5000158,
  // 5000170-5000179: casting activities (issue 18, decision 042).
  /** A casting activity before its window opens. */
  ACTIVITY_NOT_STARTED: 5000170,
  /** A casting activity after its window, or withdrawn. */
  ACTIVITY_ENDED: 5000171,
  /** An item held by a live order of this activity (decision 044): it may still serve other activities. Casts answer CAST_ONCE (decision 062). */
  CAST_ITEM_USED: 5000172,
  /** Spending an item whose mint is not confirmed on chain yet. */
  CAST_ITEM_MINTING: 5000173,
  // 5000160-5000169: synthesis recipes and syntheses (issue 18, decision 041).
  /** Synthesizing past the recipe's per-person limit. */
  SYNTHESIS_LIMIT_REACHED: 5000160,
  /** Synthesizing before the recipe's window opens. */
  RECIPE_NOT_STARTED: 5000161,
  /** Synthesizing after the recipe's window. */
  RECIPE_ENDED: 5000162,
  /** Console: changing what may not change once syntheses exist (result, fragments, mode, pledge hours, ignoreCooling). */
  RECIPE_LOCKED: 5000163,
  /** Console: a recipe's stock below the results it has given. */
  RECIPE_STOCK_BELOW_USED: 5000164,
  /** Console: changing a withdrawn recipe. */
  RECIPE_WITHDRAWN: 5000165,
  /** Console: a recipe's stock above what its result collection has left to issue. */
  RECIPE_STOCK_OVER_SUPPLY: 5000166,
  // 5000190-5000199: coupons and redemption codes (issue 19, decision 043).
  /** A coupon that is not mine, used, expired or not valid yet (placing an order). */
  COUPON_NOT_USABLE: 5000190,
  /** The order's total (before the discount) is under the coupon's minimum spend. */
  COUPON_MIN_SPEND: 5000191,
  /** The coupon does not apply to this business type or collection. */
  COUPON_NOT_APPLICABLE: 5000192,
  /** Claiming more coupons of a campaign than its per-user limit. */
  COUPON_CLAIM_LIMIT: 5000193,
  /** Too many redemption attempts from this user or address: wait and try again. */
  REDEEM_TOO_MANY_ATTEMPTS: 5000194,
  // 5000200-5000209: addresses, activity orders and shipping (issue 19, decision 044).
  /** Saving one more address than a user may keep (20). */
  ADDRESS_LIMIT: 5000200,
  /** An address id that is not one of mine (another user's or tenant's, or deleted). */
  ADDRESS_NOT_FOUND: 5000201,
  /** confirmReceipt on an order that is not being shipped (pending, paid and not shipped, closed ...). */
  ORDER_NOT_CONFIRMABLE: 5000202,
  /** Console: shipping an order that is not a paid physical-reward activity order awaiting shipment. */
  ORDER_NOT_SHIPPABLE: 5000203,
  /** confirmActivityOrder over the activity's per-user limit (my non-ended orders of it); a cast over it (my casts, decision 062). */
  ACTIVITY_ORDER_LIMIT: 5000204,
  /** The call does not fit the activity's kind: cast on a coupon/physical activity, confirmActivityOrder on a casting one. */
  ACTIVITY_KIND_MISMATCH: 5000205,
  // 5000215-5000224: project albums and their posts (issue 20, decision 047).
  /** An album that is not there for this caller: unknown, a draft, deleted or another tenant's. */
  ALBUM_NOT_FOUND: 5000215,
  /** A post (trend) that is not there for this caller: unknown, a draft, in a draft album, or another tenant's. */
  ALBUM_TREND_NOT_FOUND: 5000216,
  /** The album preview token is unknown, expired or of another tenant. */
  ALBUM_PREVIEW_INVALID: 5000217,
  /** Console: an album names a collection that is not one of the tenant's. */
  ALBUM_COLLECTION_INVALID: 5000218,
  /** A post with neither text nor an image. */
  ALBUM_TREND_EMPTY: 5000219,
  /** A post with more than nine images. */
  ALBUM_TREND_TOO_MANY_IMAGES: 5000220,
  /** An image or video address that is not one of the tenant's uploads of that kind. */
  ALBUM_MEDIA_INVALID: 5000221,
  // Data export and account deletion (issue 20, decision 046).
  /** requestDataExport within an hour of my last request; params {minutes} until the next may be asked. */
  DATA_EXPORT_TOO_SOON: 5000230,
  /** requestDataExport while one of mine is still being prepared. */
  DATA_EXPORT_PREPARING: 5000231,
  /** getDataExport of an export that is not mine (another user's, another tenant's) or does not exist. */
  DATA_EXPORT_NOT_FOUND: 5000232,
  /** getDataExport of an export whose 24 hours have passed (its document is deleted). */
  DATA_EXPORT_EXPIRED: 5000233,
  /** getDataExport of an export still being prepared. */
  DATA_EXPORT_NOT_READY: 5000234,
  /** deleteAccount while I hold collectibles (held, frozen, pledged, on consignment); params {count}. */
  ACCOUNT_HOLDS_COLLECTIBLES: 5000235,
  /** deleteAccount while my wallet holds money (balance, withdrawals in progress, resale proceeds owed); params {amount} in yuan. */
  ACCOUNT_HOLDS_MONEY: 5000236,
  /** deleteAccount while I have open orders (unpaid, or a paid physical reward not yet shipped; decision 060) or resale listings; params {count}. */
  ACCOUNT_HAS_OPEN_ORDERS: 5000237,
  /**
   * A feature whose outside provider this deployment has not configured (the wallet until a wallet provider is
   * contracted, DID login without a partner; issue 28): the storefront hides it, and its calls answer this.
   */
  SERVICE_NOT_CONFIGURED: 5000240,
  /** The SMS provider's own flow control for this number refused the message (issue 28). */
  SMS_PROVIDER_RATE_LIMITED: 5000241,
  /** The SMS provider says this number cannot receive text messages (issue 28). */
  SMS_PHONE_UNREACHABLE: 5000242,
  /** The SMS provider could not send (template not approved, provider unavailable); nothing was used up (issue 28). */
  SMS_SEND_FAILED: 5000243,
  /** createPayment with channel 2012 (JSAPI, inside WeChat) before WeChat told us the buyer's openid: authorize first (getWechatOauthUrl). */
  WECHAT_AUTH_REQUIRED: 5000244,
  // 5000250-5000259: the tenant's settings the console edits and the server reads (issue 32, decision 064).
  /** The brand's default hold after acquiring is not a whole number of hours from 0 to 8 760. */
  DEFAULT_HOLD_INVALID: 5000250,
  /** The brand's default per-user limit is not a whole number from 1 to 10 000. */
  DEFAULT_LIMIT_INVALID: 5000251,
  /** The brand's default resale ceiling is not a multiple of the issue price from 1 to 1 000 (steps of 0.1). */
  CEILING_MULTIPLE_INVALID: 5000252,
  /** The brand's days before a shipped order completes by itself are not a whole number from 1 to 90. */
  AUTO_COMPLETE_DAYS_INVALID: 5000253,
  /** A hidden account-menu entry or chain-info row the storefront does not have, or one named twice. */
  HIDDEN_ENTRY_UNKNOWN: 5000254,
  /** The offered phone area codes are empty, name one the product cannot check, or name one twice. */
  PHONE_AREAS_INVALID: 5000255,
  /** Signing up with a phone area code the tenant does not offer. */
  PHONE_AREA_NOT_OFFERED: 5000256,
  // 5000260-5000269: the dashboard's period and the creators' payouts (issue 32 items 3 and 5, decision 065).
  /** A creator payout larger than what the creator is owed (accrued royalties minus payouts): nothing recorded; params {owed}. */
  CREATOR_PAYOUT_OVER_OWED: 5000260,
  /** The dashboard's period: a start after its end, a day that does not exist, or more than 366 days. */
  DASHBOARD_PERIOD_INVALID: 5000261,
  // 5000270-5000279: refunds of activity and resale orders (issue 32 item 4, decision 066).
  /** Refunding an activity order whose items were burned for it (spend mode): they cannot be given back. */
  REFUND_ITEMS_SPENT: 5000270,
  /** Refunding a coupon activity's order: the coupon it granted is the user's; there is nothing paid to give back. */
  REFUND_COUPON_REWARD: 5000271,
  // The market's operator view: take-downs and suspended users (issue 32 item 6, decision 067).
  /** A suspended user placed an order, paid one, consigned, or gifted; params {reason} (the operator's). */
  ACCOUNT_SUSPENDED: 5000280,
  /** consoleTakeDownListing of a listing a buyer's unpaid order holds: it can be taken down once that order ends. */
  LISTING_HELD_BY_ORDER: 5000281,
  /** consoleTakeDownListing of a listing that is no longer on sale (sold, withdrawn, taken down). */
  LISTING_NOT_ON_SALE: 5000282,
  /** A take-down or a suspension without a reason (2 to 200 characters, one line). */
  CONDUCT_REASON_INVALID: 5000283,
  /** consoleSuspendUser of a user already suspended. */
  USER_ALREADY_SUSPENDED: 5000284,
  /** consoleLiftSuspension of a user who is not suspended. */
  USER_NOT_SUSPENDED: 5000285,
  // Sharing a collection, a listing or a held item (issue 32 item 12, decision 070).
  /** createShareLink of an item I do not hold (another's, burned, another tenant's, unknown). */
  SHARE_ITEM_NOT_HELD: 5000290,
  /** createShareLink of a listing that is no longer on sale (sold, taken off the shelf). */
  SHARE_LISTING_CLOSED: 5000291,
  /** getSharedItem with a token that is not one of this tenant's share links (changed, forged, another tenant's). */
  SHARE_LINK_INVALID: 5000292,
  /** getSharedItem of an item its sharer no longer holds (given, sold, burned); data {collectionId}. */
  SHARE_ITEM_GONE: 5000293,
  /** The help page's contact phone is not a phone number (digits, spaces, +, -, parentheses; 3 to 30). */
  HELP_PHONE_INVALID: 5000294,
  /** The help page's contact email is not an email address. */
  HELP_EMAIL_INVALID: 5000295,
} as const;

export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

export const ERROR_CODE_NAMES = /* @__PURE__ */ Object.keys(ErrorCode) as ErrorCodeName[];

const knownCodes: ReadonlySet<number> = /* @__PURE__ */ new Set(/* @__PURE__ */ Object.values(ErrorCode));

export function isErrorCode(code: number): code is ErrorCodeValue {
  return knownCodes.has(code);
}

/** Replaces each `{name}` with params[name]; placeholders without a value are left as they are. */
export function interpolate(template: string, params?: Record<string, string | number>): string {
  if (params === undefined) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = Object.prototype.hasOwnProperty.call(params, key) ? params[key] : undefined;
    return value === undefined ? whole : String(value);
  });
}
