// Enumerations of spec §4 ("States and transitions"). Numeric values are exactly the spec's.
// Pattern: `export const X = {...} as const; export type X = ...; export const xSchema = ...`.

/** Spec §4 "Payment channel type: 2010 APP, 2011 NATIVE, 2012 MP, 2013 H5, 2020 CREDIT_CARD, 2015 POLYMERIC, 2022 WALLET." */
export const PayChannelType = {
  APP: 2010,
  NATIVE: 2011,
  MP: 2012,
  H5: 2013,
  CREDIT_CARD: 2020,
  POLYMERIC: 2015,
  WALLET: 2022,
} as const;
export type PayChannelType = (typeof PayChannelType)[keyof typeof PayChannelType];

/** Spec §4 "Payment method: 0 WX, 1 ALI, 2 DCEP, 3 BANK_CARD, 4 YEE, 6 LIANLIAN." (5 is unused.) */
export const PayMethod = {
  WX: 0,
  ALI: 1,
  DCEP: 2,
  BANK_CARD: 3,
  YEE: 4,
  LIANLIAN: 6,
} as const;
export type PayMethod = (typeof PayMethod)[keyof typeof PayMethod];

/** Spec §4 "Payment progress: 1 WAIT, 2 ROUTE, 3 CONNECTED, 4 DEALING, 5 TIMEOUT, 6 FAIL, 7 SUCCESS." */
export const PayProgress = {
  WAIT: 1,
  ROUTE: 2,
  CONNECTED: 3,
  DEALING: 4,
  TIMEOUT: 5,
  FAIL: 6,
  SUCCESS: 7,
} as const;
export type PayProgress = (typeof PayProgress)[keyof typeof PayProgress];

/** Spec §4 "Sale kind: 1 IPO (primary), 2 C2C_GIVE, 3 C2C_MARKET." */
export const SaleKind = {
  IPO: 1,
  C2C_GIVE: 2,
  C2C_MARKET: 3,
} as const;
export type SaleKind = (typeof SaleKind)[keyof typeof SaleKind];

/**
 * Spec §4 "Business type: 3 B2C_BOX, 4 B2C_COLLECTION, 6 SEND, 7 C2C."
 * Curio (issue 19, decision 044): 5 ACTIVITY — an activity order (a coupon activity or a physical reward,
 * the number the spec's list leaves free).
 */
export const BusinessType = {
  B2C_BOX: 3,
  B2C_COLLECTION: 4,
  ACTIVITY: 5,
  SEND: 6,
  C2C: 7,
} as const;
export type BusinessType = (typeof BusinessType)[keyof typeof BusinessType];

/** Spec §4 "Market type: 1 B2C, 2 C2C." */
export const MarketType = {
  B2C: 1,
  C2C: 2,
} as const;
export type MarketType = (typeof MarketType)[keyof typeof MarketType];

/**
 * Spec §4 "Order states: pending payment (with countdown to pay), paid, cancelled, closed
 * (automatically when unpaid past the time limit ...), shipping, completed."
 */
export const OrderStatus = {
  PENDING_PAYMENT: 'pending_payment',
  PAID: 'paid',
  CANCELLED: 'cancelled',
  CLOSED: 'closed',
  SHIPPING: 'shipping',
  COMPLETED: 'completed',
  /** Curio (issue 17, decision 039): a paid order an operator refunded — its items taken back, its money returned. */
  REFUNDED: 'refunded',
} as const;
export type OrderStatus = (typeof OrderStatus)[keyof typeof OrderStatus];

/** Spec §4 "Synthesis statuses: ing, done, finish, cancel (labels: in progress, done, finished, cancelled)." */
export const SynthesisStatus = {
  ING: 'ing',
  DONE: 'done',
  FINISH: 'finish',
  CANCEL: 'cancel',
} as const;
export type SynthesisStatus = (typeof SynthesisStatus)[keyof typeof SynthesisStatus];

/** Spec §4 "Airdrop: receivable, finished, expired." */
export const AirdropStatus = {
  RECEIVABLE: 'receivable',
  FINISHED: 'finished',
  EXPIRED: 'expired',
} as const;
export type AirdropStatus = (typeof AirdropStatus)[keyof typeof AirdropStatus];

/**
 * Where a held collectible is in its life — exactly one at a time.
 * Spec §4 "Collectible: pledged (frozen with countdown; cannot be operated, edited or used in
 * activities until the pledge time passes ...); ... on consignment or off shelf. ... Consignment,
 * casting and synthesis consume or destroy collectibles after confirmation."
 * PRODUCT.md §5 "the app shows 'minting' until the chain confirms"; §6 "While the chain transfer
 * is pending the item is frozen."
 * - held: in the owner's collection, free to use (off shelf);
 * - minting: bought or received, the chain has not confirmed yet;
 * - pledged: locked by a synthesis recipe until the pledge ends;
 * - frozen: a gift/transfer is pending on chain;
 * - on_consignment: listed on the C2C market;
 * - consumed: burned by synthesis or casting (kept for history).
 */
export const CollectibleHoldStatus = {
  HELD: 'held',
  MINTING: 'minting',
  PLEDGED: 'pledged',
  FROZEN: 'frozen',
  ON_CONSIGNMENT: 'on_consignment',
  CONSUMED: 'consumed',
} as const;
export type CollectibleHoldStatus = (typeof CollectibleHoldStatus)[keyof typeof CollectibleHoldStatus];

/**
 * Flags the app shows on a held collectible; several may apply at once (e.g. displayed and
 * cooling). Spec §4 "pledged ...; cooling period before transfer; displayed or not displayed;
 * on consignment or off shelf." `cooling` and `pledged` come with a countdown (an end time).
 */
export const CollectibleFlag = {
  PLEDGED: 'pledged',
  COOLING: 'cooling',
  DISPLAYED: 'displayed',
  ON_CONSIGNMENT: 'on_consignment',
  FROZEN: 'frozen',
  MINTING: 'minting',
} as const;
export type CollectibleFlag = (typeof CollectibleFlag)[keyof typeof CollectibleFlag];

/** Spec §3 "Resource kinds: image, video, glb (3D model)." */
export const ResourceKind = {
  IMAGE: 'image',
  VIDEO: 'video',
  GLB: 'glb',
} as const;
export type ResourceKind = (typeof ResourceKind)[keyof typeof ResourceKind];

/**
 * Menu entry link type. Spec §2 "The tab bar links come from a server menu; a menu entry of link
 * type 2 marks the market page and its index." 1 (an in-app page) and 3 (an external URL) are
 * the product's choice.
 */
export const MenuLinkType = {
  PAGE: 1,
  MARKET: 2,
  EXTERNAL: 3,
} as const;
export type MenuLinkType = (typeof MenuLinkType)[keyof typeof MenuLinkType];

/**
 * Spec §3 "Normal config: classification (1 chain-info display, 2 account menu enable) with a
 * disableContent list."
 */
export const ConfigClassification = {
  CHAIN_INFO: 1,
  ACCOUNT_MENU: 2,
} as const;
export type ConfigClassification = (typeof ConfigClassification)[keyof typeof ConfigClassification];
