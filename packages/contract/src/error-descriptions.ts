import type { ErrorCodeName } from './error-codes';

// What each code of the error catalogue means and when it is used: for docs/error-codes.md
// (error-codes-doc.ts) and the contract's own tests. Apart from the messages (error-catalogue.ts), so that the
// web app, which shows the messages, never carries these.

export const errorDescriptions: { [K in ErrorCodeName]: string } = {
  OK: 'Success. Every call answers code 0 when it worked.',
  MAINTENANCE:
    'Spec: the service is in maintenance. The app goes to the maintenance page unless the call opted out (unresponseMaintain).',
  VERIFIED_NO_CHAIN:
    "Spec: the user is real-name verified but has no chain account. Kept for the specification; the storefront's calls answer 7020078 for every missing chain account (PRODUCT.md §5).",
  NO_TENANT: 'Spec: no tenant for this request (unknown host name). The app goes to the no-tenant page.',
  PLATFORM_CLOSED:
    "The tenant exists but its enable flag is not 1. The app shows the closure page (spec text 'the platform is closed').",
  SESSION_EXPIRED:
    'Spec: the token is expired, revoked, unknown or belongs to another tenant. The app clears openid, signs out and goes to login unless tokenInvalidNotToLogin.',
  LOGIN_REQUIRED: 'The call needs a logged-in user and no token was sent.',
  SOLD_OUT: 'Spec: the item is sold out (no stock left at all).',
  INVENTORY_SHORTAGE: 'Spec: fewer items left than the quantity asked for.',
  ORDER_EXISTS:
    "Spec: the user already has an order. PRODUCT.md §5: an unpaid order blocks a new order. data {orderNo}: the caller's own unpaid order that blocks (decision 071).",
  LOCKED:
    'Spec: locked. The drop is not on sale yet (or has ended), or a listing is locked while another order for it is unpaid.',
  ORDER_LIMIT: 'Spec: order count limit. The per-user limit of the collection is reached.',
  VERIFIED_INFO_FAILED: 'Spec: failed to get verified info (the KYC record could not be read).',
  NOT_REAL_NAME: 'Spec: not real-name verified. Buying, transferring and opening a wallet need real-name verification.',
  CHAIN_ACCOUNT_INFO_FAILED:
    'Spec: failed to get chain account info. The spec says the same number also means an unpaid order; Curio sends ORDER_EXISTS (7020072) for that, but clients should accept either.',
  NO_CHAIN_ACCOUNT:
    'Spec: no chain account info. The user (buyer, recipient, caster or synthesizer) has no chain account, or not one on every chain the tenant uses: ordering, receiving an airdrop, synthesizing, casting, opening a box and redeeming a code answer it (PRODUCT.md §5).',
  CHAIN_NOT_OPENED:
    "Spec: chain account not opened (not every chain the tenant uses is opened). Kept for the specification; the storefront's calls answer 7020078 for every missing chain account (PRODUCT.md §5).",
  QUIET:
    'Spec: a business error the page handles itself; the generic handler never shows it as a toast. data carries what the page needs.',
  VALIDATION_FAILED: 'The request body or query failed validation and no more precise field code applies.',
  SIGNATURE_MISSING: 'One of the signed headers (platform, timestamp, nonce, sign) is missing.',
  SIGNATURE_INVALID: 'The HMAC-SHA256 signature does not match the canonical string of platform, timestamp, nonce and token.',
  REQUEST_EXPIRED: "The signed timestamp is more than 300 s (SIGNATURE_MAX_SKEW_MS) away from the server's clock.",
  NONCE_REPLAYED: 'The nonce was already used within the signature window (replay).',
  NOT_FOUND: "No such resource on this tenant (also answered for another tenant's resources, never revealing them).",
  RATE_LIMITED:
    'A rate limit was hit (e.g. more than 20 verification codes per client address per hour, too many logins or uploads from one address). The 60 s resend gap and the daily limit per phone have their own codes (SMS_TOO_FREQUENT, SMS_DAILY_LIMIT).',
  FILE_TOO_LARGE: 'Spec §5: an uploaded image is larger than the limit. Params: size (MB).',
  FILE_TYPE_NOT_ALLOWED: 'An uploaded file is not one of the accepted types (by content, not by name).',
  OPERATOR_UNAUTHORIZED: 'An operator API call (under /api/operator) without a valid operator key in `Authorization: Bearer`.',
  REQUEST_TOO_LARGE:
    'The request body is larger than the server reads (1 MiB), whatever the call; nothing was read or changed. Image uploads answer FILE_TOO_LARGE with their own limit. Decision 022.',
  BODY_UNREADABLE:
    'The body cannot be read: malformed or empty JSON, or a content type that is neither application/json nor application/x-www-form-urlencoded (multipart only for uploads). data.reason says which. Decision 022.',
  PHONE_INVALID:
    'Spec §5 "phone format must be correct": +86 is 11 digits 1[3-9]…, +852 is 8 digits; or the area code is not offered.',
  PASSWORD_LENGTH: 'Spec §5: password 6 to 20 characters.',
  CODE_INVALID:
    'Spec §5 "verification code must be correct": not 6 digits, wrong, expired (5 minutes), already used, voided after 5 wrong entries, or for another purpose.',
  ID_CARD_INVALID: 'Spec §5: not a valid 18-character mainland ID number (GB 11643 check digit, real birth date).',
  PAY_PASSWORD_FORMAT: 'Spec §5: the pay (secondary) password is exactly 6 digits and must be entered in full.',
  PASSWORDS_MISMATCH: 'Spec §5: the password and its confirmation differ.',
  FIELD_REQUIRED: 'Spec §5 "fields cannot be empty": a required field is missing or blank.',
  INVITE_CODE_INVALID: 'Spec §5: the (optional) invitation code is not 7 characters of the invite alphabet, or no user has it.',
  PRICE_RANGE_INVALID: 'Spec §5: a market price filter is not a non-negative amount in fen, or min is above max.',
  GIFT_TO_SELF: 'Spec §5: a gift cannot go to oneself.',
  RECIPIENT_INVALID: 'Spec §5: the gift recipient is not a registered, real-name-verified user with a chain account.',
  CAST_ONCE:
    'Spec §5: a collectible can be cast once per holder (decision 062): a selected item was used for a cast in this activity by its present holder already. Another item, or the same item with a new owner, may cast again (within the stock and the per-user limit).',
  AGREEMENT_REQUIRED: 'Spec §5: the real-name service agreement or the consignment transfer note was not ticked.',
  REDEEM_CODE_REQUIRED: 'Spec §5: the redemption code must be filled in.',
  SELECT_REQUIRED: 'Spec §5: quantity, NFT, address or synthesis fragments (all of them) must be selected.',
  CONSIGN_PRICE_INVALID: 'Spec §5: the consignment amount is missing, below ¥1.00 or above the price ceiling of the collection.',
  TEXT_TOO_LONG: 'A text field is longer than allowed (nickname 20, text input 140 characters).',
  TEXT_CHARACTERS_INVALID:
    'A typed text (nickname, intro, real name, search keyword, short link) holds a control character: C0 (U+0000-U+001F) other than the newline of a multi-line field or its tab, DEL, C1 (U+0080-U+009F), the separators U+2028/U+2029, or a lone surrogate. Decision 022.',
  INTERNAL_ERROR: 'An unexpected server failure. Also the text shown for any code missing from this catalogue.',
  AUTH_FAILED: 'Spec §8 "authentication failed": the real-name (KYC) or DID authentication refused the person.',
  IDENTITY_PHONE_MISMATCH:
    'Spec §8: the KYC provider says the ID and the phone number belong to different people (the sandbox answers this for its mismatch list).',
  REAL_NAME_DAILY_LIMIT: "Spec §5: real-name verification, 5 attempts per day (per user, in the tenant's time zone).",
  MINOR_NOT_ALLOWED: "PRODUCT.md §4: minors (under 18 by the ID's birth date) are refused.",
  LOGIN_FAILED: 'Password login failed (unknown phone or wrong password; the two are not told apart).',
  PASSWORD_LOGIN_LOCKED:
    'PRODUCT.md §4: 10 failed password logins within 15 minutes lock password login for 30 minutes. Params: minutes.',
  PHONE_REGISTERED: 'Registration with a phone number that already has an account on this tenant.',
  PHONE_NOT_REGISTERED:
    'A code for login or password reset, a code login, a password reset or a gift lookup for a phone number with no account on this tenant.',
  SMS_TOO_FREQUENT:
    'PRODUCT.md §4: a new code for the same phone can be sent 60 s after the last one. Params: seconds (left to wait); data {retryAfterSeconds}.',
  SMS_DAILY_LIMIT: "PRODUCT.md §4: at most 10 codes per phone per day (the tenant's time zone).",
  PAYMENT_FAILED: 'Spec §8 "payment failed": the provider declined or failed the payment.',
  ORDER_EXCEPTION:
    'Spec §8 "order exception": the order is in a state that does not allow the action (closed, cancelled, already paid, amount mismatch).',
  PAY_METHOD_UNAVAILABLE: 'Spec §8: the chosen payment method is temporarily unavailable.',
  NO_PAY_CHANNEL: 'Spec §8 "no payment channel": no channel type serves the chosen method.',
  NO_PLATFORM_PAY_METHOD: 'Spec §8: the tenant has not enabled any payment method.',
  CHAT_APP_PAYMENT: "Spec §6/§8: a payment was started inside the chat app's in-app browser (client-type H5-WX).",
  PAY_PASSWORD_WRONG:
    'The pay password does not match (PRODUCT.md §4: 5 wrong entries in a row lock paying for 30 minutes). data {attemptsLeft}.',
  PAY_PASSWORD_LOCKED: 'PRODUCT.md §4: 5 wrong pay passwords in a row lock paying for 30 minutes. Params: minutes.',
  PAY_PASSWORD_NOT_SET: 'An action needs the pay password and the user has not set one.',
  WALLET_NOT_OPENED: 'PRODUCT.md §7/§8: consigning or a wallet action needs an opened wallet at the payment provider.',
  ACTIVITY_NOT_FOUND: 'Spec §8 "activity does not exist": unknown, deleted or not yet published activity.',
  INSUFFICIENT_MATERIALS: 'Spec §8: the user does not hold the fragments or collectibles a synthesis or casting needs.',
  CLAIMS_EXHAUSTED: 'Spec §8 "claims exhausted": the airdrop receive count (or synthesis count) is used up.',
  COOLING_PERIOD: 'Spec §4 cooling period: holdHoursBeforeTransfer has not passed since the collectible was acquired.',
  PLEDGED: 'Spec §4: a pledged collectible cannot be operated, edited or used in activities until the pledge time passes.',
  REDEEM_CODE_INVALID: 'PRODUCT.md §9: redemption codes are one-time; unknown, used or expired code.',
  BOX_ALREADY_OPENED: 'Opening a blind box that was opened before (another tab or device got there first); nothing changes.',
  TRANSFER_PENDING:
    'Decision 025: the collectible is frozen while its gift is pending on chain; it cannot be gifted, consigned or used until the transfer confirms.',
  ON_CONSIGNMENT:
    'Decision 025: a collectible listed on the consignment market cannot be gifted until it is taken off the market.',
  SUPPLY_EXHAUSTED:
    "Decision 062: the collection's supply is a hard limit for every source. Receiving an airdrop, casting, redeeming a collectible code, synthesizing or opening a blind box whose item would be numbered past the collection's supply is refused before anything changes (a purchase answers 7020064 sold out).",
  FILE_UPLOAD_FAILED: 'Spec §8 "file upload failed": the server could not store an upload.',
  AIRDROP_NOT_STARTED: 'Receiving an airdrop before its window opens; the page counts down to the start.',
  AIRDROP_EXPIRED: 'Spec §4 airdrop "expired": receiving after the window closed.',
  AIRDROP_RECEIVED: 'Each user receives an airdrop once; a second try (another tab, a double tap) changes nothing.',
  PAYMENT_IN_PROGRESS:
    'Decision 060: payWithWallet or createPayment while another payment of the order is in flight (a wallet debit under way, or a cashier payment its provider would not close); one order has at most one payment in flight, across every process, and the refused attempt moves no money. A cashier payment the provider closes is ended (TIMEOUT) and the new attempt goes on; an attempt nothing is known of for 30 s is asked about at its provider, then no longer blocks.',
  OLD_PASSWORD_WRONG:
    'Changing the password: the old password does not match. Counts towards the password lockout (10 in 15 minutes).',
  PAY_PASSWORD_ALREADY_SET: 'setPayPassword when one is set already (changing needs the old one, forgetting needs a code).',
  REAL_NAME_ALREADY_VERIFIED: 'Real-name verification (ID card or DID) for a user who is verified already.',
  ID_CARD_ALREADY_USED: 'One person, one account per tenant: the ID number is verified on another account of this tenant.',
  DID_ALREADY_BOUND:
    'DID: the partner identity is bound to another account of this tenant, or this account is bound to another identity of the same channel.',
  DISPLAY_FROZEN: 'Display on/off (setDisplay) while the item is frozen for a transfer on chain; nothing changes.',
  DISPLAY_BURNED: 'Display on/off (setDisplay) of an item of mine that was burned (used up); nothing changes.',
  FOLLOW_SELF: "follow with one's own user id; nothing changes.",
  WALLET_ALREADY_OPENED: 'Wallet (decision 030): openWallet when the wallet is already open.',
  WALLET_PASSWORD_WRONG: 'Wallet (decision 030): a wrong wallet password. Params: remaining (attempts before the lock).',
  WALLET_PASSWORD_LOCKED:
    'Wallet (decision 030): 5 wrong wallet passwords in a row lock it for 30 minutes (a reset by SMS code lifts it). Params: minutes.',
  WALLET_PASSWORD_NOT_SET: 'Wallet (decision 030): an operation needing the wallet password before one is set.',
  WALLET_PASSWORD_ALREADY_SET: 'Wallet (decision 030): setWalletPassword when one is set (change or reset it instead).',
  WALLET_BALANCE_INSUFFICIENT: 'Wallet (decisions 030, 031): a withdrawal or a payment larger than the balance; nothing changes.',
  WALLET_AMOUNT_INVALID:
    'Wallet (decision 030): an amount that is not a positive whole number of fen or is above the per-operation maximum (50 000.00 yuan).',
  BANK_CARD_INVALID: 'Wallet (decision 030): a card number that is not 12-19 digits or fails the Luhn check.',
  BANK_CARD_UNSUPPORTED: 'Wallet (decision 030): the bank is not found from the card number’s prefix.',
  BANK_CARD_DECLINED: 'Wallet (decision 030): the bank declined the card (the sandbox’s declining card numbers).',
  BANK_CARD_ALREADY_BOUND: 'Wallet (decision 030): the card is already bound to this wallet.',
  BANK_CARD_NOT_FOUND: 'Wallet (decision 030): no such bound card in this wallet.',
  BANK_CARD_LIMIT: 'Wallet (decision 030): at most 5 cards per wallet.',
  WALLET_REQUEST_REUSED: 'Wallet (decision 030): a client request id already used for a different operation or amount.',
  WALLET_PROVIDER_FAILED: 'Wallet (decision 030): the provider did not answer or failed.',
  BANK_CARD_BIND_EXPIRED:
    'Wallet (decision 030): confirmBankCard for an unknown, finished or expired bind (or after 5 wrong codes).',
  LISTING_ENDED:
    'Resale market (decision 033): the seller takes off the shelf a listing that was sold or taken off already. A buyer ordering such a listing is answered 7020064 (sold out).',
  OWN_LISTING: 'Resale market (decision 033): placeOrder for a listing whose seller is the buyer.',
  NOT_LISTABLE:
    "Resale market (PRODUCT.md §7, decision 061): consign (and previewConsignment's blockedBy) for an item whose collection's price ceiling is below ¥1.00, so no price is allowed: typically a collection given away free (issue price 0) without its own ceiling while the tenant's ceiling for free collections is 0. data: minPrice, ceiling.",
  CONSOLE_LOGIN_REQUIRED: 'A console call without a console session cookie (or one that does not belong to this host).',
  CONSOLE_SESSION_EXPIRED:
    'The console session ended: idle for longer than the idle timeout, past its absolute lifetime, signed out, or the operator was disabled.',
  CONSOLE_CSRF_INVALID: "A console write without the session's CSRF token in the x-csrf-token header.",
  CONSOLE_FORBIDDEN: "The signed-in operator's role is not among the roles of the call.",
  CONSOLE_WRONG_TENANT: "An operator of one tenant asking for another tenant's data.",
  CONSOLE_LOGIN_FAILED:
    'Console sign-in: no such operator on this host, a wrong password, or a disabled operator (the answer does not say which).',
  CONSOLE_LOCKED: 'Console sign-in locked after 10 failed passwords or codes within 15 minutes, for 30 minutes (PRODUCT.md §4).',
  CONSOLE_2FA_REQUIRED: 'A console call made with a session that has passed only the password step.',
  CONSOLE_TOTP_INVALID: 'A wrong, old or already used authenticator code.',
  CONSOLE_TOTP_NOT_ENROLLED: 'A code sent before the operator enrolled (or confirmed the enrolment of) an authenticator.',
  CONSOLE_RECOVERY_INVALID: "A recovery code that is not one of the operator's unused codes.",
  CONSOLE_PLATFORM_HOST_ONLY: "A platform call (tenants, operators of any tenant) made on a tenant's host.",
  CONSOLE_TENANT_HOST_ONLY: "A tenant call made on the platform host: open the console on the tenant's own host.",
  OPERATOR_EMAIL_TAKEN: 'Creating an operator with an email another operator of the same tenant (or platform) has.',
  TENANT_CODE_TAKEN: 'Creating a tenant with a code another tenant has.',
  TENANT_HOST_TAKEN: 'Adding a domain another tenant (or the platform console) already answers on.',
  CONSOLE_TOTP_ALREADY_ENROLLED: 'Enrolling an authenticator when one is set up: an owner (or platform admin) resets it first.',
  CONSOLE_SELF_CHANGE: 'An operator changing their own role, or disabling themselves.',
  BRAND_PREVIEW_INVALID:
    'A preview page asked for a brand draft with a token that is not the current draft’s (published, discarded or wrong).',
  BRAND_NO_DRAFT: 'Publishing the brand when no draft has been saved.',
  FREE_CEILING_INVALID:
    'Console brand settings (decision 061): freeResaleCeiling is not 0 and not a whole number of fen from 100 to 100 000 000 (a value between 1 and 99 would make free collections unlistable while looking like a price).',
  CATALOGUE_ENTRY_REFUSED:
    "Console catalogue (decision 038): a saved entry or an imported file breaks the importer's rules (shape, references, stock already sold); data.issues lists each problem with its path, and nothing was written.",
  ORDER_NOT_REFUNDABLE: 'Console (decision 039): consoleRefundOrder on an order that is not paid.',
  ORDER_ALREADY_REFUNDED:
    'Console (decision 039): consoleRefundOrder on an order refunded before (also the loser of two at once).',
  ORDER_ITEMS_MOVED: 'Console (decision 039): consoleRefundOrder when an item of the order is not held by its buyer any more.',
  ORDER_PAYMENT_MISSING: 'Console (decision 039): consoleRefundOrder on a paid order with no successful payment that paid it.',
  REFUND_SELLER_BALANCE_SHORT:
    "Console (decision 066): consoleRefundOrder of a resale order whose seller's wallet holds less than the proceeds the sale credited; nothing was changed.",
  REFUND_ITEM_GIFTED:
    'Console (decision 066): consoleRefundOrder of a resale order whose item the buyer gifted (pending or done).',
  REFUND_ITEM_CONSIGNED:
    'Console (decision 066): consoleRefundOrder of a resale order whose item the buyer consigned again (on sale, locked or sold on).',
  REFUND_ITEM_USED: 'Console (decision 066): consoleRefundOrder of a resale order whose item is burned or pledged.',
  REFUND_ITEM_CAST:
    'Console (decision 066): consoleRefundOrder of a resale order whose item the buyer cast with or holds in an activity order.',
  ACTIVITY_NOT_STARTED: 'Casting (decision 042): cast before the activity window opens.',
  ACTIVITY_ENDED: 'Casting (decision 042): cast after the activity window, or in a withdrawn activity.',
  CAST_ITEM_USED:
    'Activity orders (decision 044): an item held by a live order of this activity already; it may serve other activities. Casting answers 4000031 for an item its holder has cast with (decision 062).',
  CAST_ITEM_MINTING: 'Casting (decision 042): spending an item whose mint is not yet confirmed on chain.',
  SYNTHESIS_LIMIT_REACHED: 'Synthesis (decision 041): the user has made perUserLimit syntheses with this recipe already.',
  RECIPE_NOT_STARTED: 'Synthesis (decision 041): synthesizing before the recipe window opens; the page counts down to the start.',
  RECIPE_ENDED: 'Synthesis (decision 041): synthesizing after the recipe window.',
  RECIPE_LOCKED:
    'Console (decision 041): consoleSaveRecipe changing a locked field of a recipe that has syntheses; data.fields names them.',
  RECIPE_STOCK_BELOW_USED: 'Console (decision 041): consoleSaveRecipe with a stock below the syntheses made.',
  RECIPE_WITHDRAWN: 'Console (decision 041): consoleSaveRecipe on a withdrawn recipe.',
  RECIPE_STOCK_OVER_SUPPLY:
    'Console (decision 041): consoleSaveRecipe with a stock above the result collection supply not yet issued.',
  COUPON_NOT_USABLE: 'Decision 043: placeOrder with a coupon that is not the buyer’s, used, expired or not valid yet.',
  COUPON_MIN_SPEND: 'Decision 043: placeOrder with a coupon whose minimum spend is above the order total (before the discount).',
  COUPON_NOT_APPLICABLE: 'Decision 043: placeOrder with a coupon limited to other business types or collections.',
  COUPON_CLAIM_LIMIT: 'Decision 043: claimCoupon over the campaign’s per-user limit.',
  REDEEM_TOO_MANY_ATTEMPTS: 'Decision 043: redeemCode attempts over the limit per user or per address (against guessing codes).',
  ADDRESS_LIMIT: 'Decision 044: saveAddress without an id when the user has 20 addresses already.',
  ADDRESS_NOT_FOUND: "Decision 044: an address id that is not one of the caller's (another user's or tenant's, or deleted).",
  ORDER_NOT_CONFIRMABLE:
    'Decision 044: confirmReceipt on an order that is not in the shipping state (a completed one answers the order).',
  ORDER_NOT_SHIPPABLE: 'Decision 044: shipOrder on an order that is not a paid physical-reward activity order awaiting shipment.',
  ACTIVITY_ORDER_LIMIT:
    "Decision 044: confirmActivityOrder when the user's non-ended orders of the activity reach its per-user limit. Decision 062: cast when the user's casts in the activity reach its per-user limit.",
  ACTIVITY_KIND_MISMATCH: 'Decision 044: cast on a coupon or physical activity, or confirmActivityOrder on a casting activity.',
  ALBUM_NOT_FOUND:
    "Decision 047: getAlbum/listTrends/console calls on an album that is unknown, a draft (storefront), deleted or another tenant's.",
  ALBUM_TREND_NOT_FOUND:
    "Decision 047: getTrend/console calls on a post that is unknown, a draft or in a draft album (storefront), or another tenant's.",
  ALBUM_PREVIEW_INVALID: 'Decision 047: getAlbumPreview with a token that is unknown, expired (30 minutes) or of another tenant.',
  ALBUM_COLLECTION_INVALID: "Decision 047: consoleSaveAlbum with a collection id that is not one of the tenant's collections.",
  ALBUM_TREND_EMPTY: 'Decision 047: consoleSaveTrend with neither text nor an image.',
  ALBUM_TREND_TOO_MANY_IMAGES: 'Decision 047: consoleSaveTrend with more than nine images.',
  ALBUM_MEDIA_INVALID:
    "Decision 047: an album cover, post image or post video that is not one of the tenant's uploads of that kind.",
  DATA_EXPORT_TOO_SOON: 'Decision 046: requestDataExport within an hour of the last request; params {minutes}.',
  DATA_EXPORT_PREPARING: 'Decision 046: requestDataExport while an export of the user is still preparing.',
  DATA_EXPORT_NOT_FOUND: "Decision 046: getDataExport of another user's or tenant's export, or an unknown id.",
  DATA_EXPORT_EXPIRED: 'Decision 046: getDataExport 24 hours after the export was ready (its document is deleted).',
  DATA_EXPORT_NOT_READY: 'Decision 046: getDataExport while the export is still preparing.',
  ACCOUNT_HOLDS_COLLECTIBLES: 'Decision 046: deleteAccount while the user holds collectibles (any not consumed); params {count}.',
  ACCOUNT_HOLDS_MONEY:
    'Decision 046: deleteAccount while the wallet has a balance, a withdrawal in progress or resale proceeds owed; params {amount} in yuan.',
  ACCOUNT_HAS_OPEN_ORDERS:
    'Decisions 046, 060: deleteAccount while the user has unpaid orders, paid physical rewards not yet shipped, or resale listings on sale or locked (a paid drop, blind box or resale order is delivered at payment); params {count}.',
  SERVICE_NOT_CONFIGURED:
    'PRODUCT.md §13: the deployment has no provider for this feature (the wallet until a wallet provider is contracted, DID login without a partner). The storefront hides the feature; its calls answer this code, never a 404 or a 500.',
  SMS_PROVIDER_RATE_LIMITED:
    "The SMS provider's own flow control refused the message (e.g. Alibaba Cloud isv.BUSINESS_LIMIT_CONTROL, Tencent Cloud LimitExceeded.PhoneNumberDailyLimit). No code was issued.",
  SMS_PHONE_UNREACHABLE: 'The SMS provider says the number cannot receive (invalid, unassigned or barred). No code was issued.',
  SMS_SEND_FAILED:
    'The SMS provider refused the template or sign name, or could not be reached. No code was issued (it counts for nothing); a new one can be asked for after the resend gap. The operator sees the provider failing in the console health check.',
  WECHAT_AUTH_REQUIRED:
    "A JSAPI payment (channel 2012, inside WeChat's in-app browser) needs the buyer's openid, learnt through WeChat's web authorization (getWechatOauthUrl); the cashier goes there and comes back.",
  DEFAULT_HOLD_INVALID:
    'Console brand settings (decision 064): defaultHoldHours, the hold of a collection created without its own holdHoursBeforeTransfer, is not a whole number from 0 to 8 760.',
  DEFAULT_LIMIT_INVALID:
    'Console brand settings (decision 064): defaultPerUserLimit, the limit of a drop created without its own perUserLimit, is not a whole number from 1 to 10 000 (a drop always has a limit).',
  CEILING_MULTIPLE_INVALID:
    'Console brand settings (decision 064): resaleCeilingMultiple, the ceiling of a priced collection without its own, is not a multiple of its issue price from 1 to 1 000 in steps of 0.1.',
  AUTO_COMPLETE_DAYS_INVALID:
    'Console brand settings (decision 064): orderAutoCompleteDays (PRODUCT.md §12, default 10) is not a whole number from 1 to 90.',
  HIDDEN_ENTRY_UNKNOWN:
    "Console brand settings (decision 064): hiddenAccountMenu or hiddenChainInfo (spec §3's config lists, classifications 2 and 1) names an entry outside the contract's ACCOUNT_MENU_KEYS or CHAIN_INFO_KEYS, or one twice.",
  PHONE_AREAS_INVALID:
    'Console brand settings (decision 064): phoneAreas is empty, names a code the product has no phone rule for (PHONE_AREAS), or names one twice.',
  PHONE_AREA_NOT_OFFERED:
    "Registering, or asking for a sign-up code, with an area code the tenant's phone areas do not offer (decision 064). Members who signed up before a code was withdrawn still sign in.",
  CREATOR_PAYOUT_OVER_OWED:
    'Decision 065: consoleRecordCreatorPayout for more than the creator is owed (royalties accrued in the ledger minus payouts recorded); nothing is recorded. {owed} is the amount owed, in yuan.',
  DASHBOARD_PERIOD_INVALID:
    "Decision 065: consoleDashboard's from/to (calendar days of the tenant's time zone) with a start after the end, a date that does not exist, or more than 366 days.",
  REFUND_ITEMS_SPENT: 'Console (decision 066): consoleRefundOrder of an activity order (type 5) that burned items (spend mode).',
  REFUND_COUPON_REWARD: "Console (decision 066): consoleRefundOrder of a coupon activity's order (free, its coupon granted).",
  ACCOUNT_SUSPENDED:
    'Decision 067: the operator suspended the user (console, user page). placeOrder, confirmActivityOrder, createPayment, payWithWallet, consign and giftCollectible refuse; nothing changes. Signing in, browsing and the data export still work. params {reason}: the reason the operator gave.',
  LISTING_HELD_BY_ORDER:
    "Decision 067: consoleTakeDownListing of a listing locked by a buyer's unpaid order. Nothing changes; the order ends within the tenant's payment time (paid: the listing is sold; closed or cancelled: on sale again and can be taken down).",
  LISTING_NOT_ON_SALE:
    'Decision 067: consoleTakeDownListing of a listing that has ended (sold, cancelled by its seller, taken down). Nothing changes.',
  CONDUCT_REASON_INVALID:
    'Decision 067: consoleTakeDownListing or consoleSuspendUser without a reason, or with one shorter than 2 characters (longer than 200: TEXT_TOO_LONG 4000036; several lines: TEXT_CHARACTERS_INVALID). The reason is shown to the user in their inbox.',
  USER_ALREADY_SUSPENDED:
    'Decision 067: consoleSuspendUser of a suspended user (two operators at once: one wins, the other gets this). Nothing changes.',
  USER_NOT_SUSPENDED: 'Decision 067: consoleLiftSuspension of a user who is not suspended. Nothing changes.',
  SHARE_ITEM_NOT_HELD:
    'Decision 070: createShareLink of an item the user does not hold (another holder’s, burned, unknown or another tenant’s). Nothing is stored.',
  SHARE_LISTING_CLOSED:
    'Decision 070: createShareLink of a resale listing that was sold or taken off the shelf. Nothing is stored.',
  SHARE_LINK_INVALID:
    'Decision 070: getSharedItem with a token that is not a share link of this tenant: changed, forged, cut short, or made on another tenant.',
  SHARE_ITEM_GONE:
    'Decision 070: getSharedItem of an item its sharer has since given, sold or burned; data.collectionId lets the page offer the collection instead.',
  HELP_PHONE_INVALID:
    'Decision 070: consoleSaveTenantDocuments with a help contact phone other than digits, spaces, +, - and parentheses (3 to 30 characters). Nothing is saved.',
  HELP_EMAIL_INVALID:
    'Decision 070: consoleSaveTenantDocuments with a help contact email that is not an address. Nothing is saved.',
};
