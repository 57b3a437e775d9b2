import type { OrderItemKind } from './calls/sale/constants';
import type { RecordSource } from './calls/transfer/constants';
import { BusinessType, CollectibleHoldStatus, OrderStatus, PayMethod, PayProgress } from './enums';
import type { Language } from './languages';

// The names of enum values as people read them, in the five languages, next to the enums: the server
// (the cashier's methods, the payment sandbox) and the web app (orders, cashier, my collectibles) show
// the same words from here. Zod-free: exported from both entries.

type Labels<V extends string | number> = Record<V, Record<Language, string>>;

/** Spec §4 payment methods, as the cashier shows them. */
export const payMethodLabels = {
  [PayMethod.WX]: { 'zh-CN': '微信支付', 'zh-TW': '微信支付', en: 'WeChat Pay', es: 'WeChat Pay', fr: 'WeChat Pay' },
  [PayMethod.ALI]: { 'zh-CN': '支付宝', 'zh-TW': '支付寶', en: 'Alipay', es: 'Alipay', fr: 'Alipay' },
  [PayMethod.DCEP]: { 'zh-CN': '数字人民币', 'zh-TW': '數位人民幣', en: 'e-CNY', es: 'e-CNY', fr: 'e-CNY' },
  [PayMethod.BANK_CARD]: {
    'zh-CN': '银行卡',
    'zh-TW': '銀行卡',
    en: 'Bank card',
    es: 'Tarjeta bancaria',
    fr: 'Carte bancaire',
  },
  [PayMethod.YEE]: { 'zh-CN': '易宝支付', 'zh-TW': '易寶支付', en: 'YeePay', es: 'YeePay', fr: 'YeePay' },
  [PayMethod.LIANLIAN]: {
    'zh-CN': '连连钱包',
    'zh-TW': '連連錢包',
    en: 'LianLian wallet',
    es: 'Monedero LianLian',
    fr: 'Portefeuille LianLian',
  },
} as const satisfies Labels<PayMethod>;

/** Spec §4 payment progress, as the cashier's status line shows it. */
export const payProgressLabels = {
  [PayProgress.WAIT]: {
    'zh-CN': '等待收银台',
    'zh-TW': '等待收銀台',
    en: 'Waiting for the cashier',
    es: 'Esperando la caja de pago',
    fr: 'En attente de la caisse',
  },
  [PayProgress.ROUTE]: {
    'zh-CN': '已选择支付方式',
    'zh-TW': '已選擇付款方式',
    en: 'Payment method chosen',
    es: 'Método de pago elegido',
    fr: 'Moyen de paiement choisi',
  },
  [PayProgress.CONNECTED]: {
    'zh-CN': '已连接支付服务商',
    'zh-TW': '已連線支付服務商',
    en: 'Connected to the payment provider',
    es: 'Conectado con el proveedor de pagos',
    fr: 'Connecté au prestataire de paiement',
  },
  [PayProgress.DEALING]: {
    'zh-CN': '支付处理中',
    'zh-TW': '付款處理中',
    en: 'The provider is processing the payment',
    es: 'El proveedor está procesando el pago',
    fr: 'Le prestataire traite le paiement',
  },
  [PayProgress.TIMEOUT]: {
    'zh-CN': '支付超时',
    'zh-TW': '付款逾時',
    en: 'The payment timed out',
    es: 'El pago ha caducado',
    fr: 'Le paiement a expiré',
  },
  [PayProgress.FAIL]: {
    'zh-CN': '支付失败',
    'zh-TW': '付款失敗',
    en: 'The payment failed',
    es: 'El pago ha fallado',
    fr: 'Le paiement a échoué',
  },
  [PayProgress.SUCCESS]: { 'zh-CN': '支付成功', 'zh-TW': '付款成功', en: 'Paid', es: 'Pagado', fr: 'Payé' },
} as const satisfies Labels<PayProgress>;

/** Spec §4 order states. */
export const orderStatusLabels = {
  [OrderStatus.PENDING_PAYMENT]: {
    'zh-CN': '待支付',
    'zh-TW': '待付款',
    en: 'Awaiting payment',
    es: 'Pendiente de pago',
    fr: 'En attente de paiement',
  },
  [OrderStatus.PAID]: { 'zh-CN': '已支付', 'zh-TW': '已付款', en: 'Paid', es: 'Pagado', fr: 'Payée' },
  [OrderStatus.CANCELLED]: { 'zh-CN': '已取消', 'zh-TW': '已取消', en: 'Cancelled', es: 'Cancelado', fr: 'Annulée' },
  [OrderStatus.CLOSED]: { 'zh-CN': '已关闭', 'zh-TW': '已關閉', en: 'Closed', es: 'Cerrado', fr: 'Fermée' },
  [OrderStatus.SHIPPING]: {
    'zh-CN': '配送中',
    'zh-TW': '配送中',
    en: 'Shipping',
    es: 'En envío',
    fr: 'En cours de livraison',
  },
  [OrderStatus.COMPLETED]: { 'zh-CN': '已完成', 'zh-TW': '已完成', en: 'Completed', es: 'Completado', fr: 'Terminée' },
  [OrderStatus.REFUNDED]: { 'zh-CN': '已退款', 'zh-TW': '已退款', en: 'Refunded', es: 'Reembolsado', fr: 'Remboursée' },
} as const satisfies Labels<OrderStatus>;

/** Where a held collectible is in its life. */
export const collectibleHoldStatusLabels = {
  [CollectibleHoldStatus.HELD]: { 'zh-CN': '已持有', 'zh-TW': '已持有', en: 'Held', es: 'En posesión', fr: 'Détenu' },
  [CollectibleHoldStatus.MINTING]: {
    'zh-CN': '铸造中',
    'zh-TW': '鑄造中',
    en: 'Minting',
    es: 'Acuñándose',
    fr: 'En cours de frappe',
  },
  [CollectibleHoldStatus.PLEDGED]: { 'zh-CN': '质押中', 'zh-TW': '質押中', en: 'Pledged', es: 'Pignorado', fr: 'Mis en gage' },
  [CollectibleHoldStatus.FROZEN]: { 'zh-CN': '冻结中', 'zh-TW': '凍結中', en: 'Frozen', es: 'Congelado', fr: 'Gelé' },
  [CollectibleHoldStatus.ON_CONSIGNMENT]: {
    'zh-CN': '寄售中',
    'zh-TW': '寄售中',
    en: 'On consignment',
    es: 'En consignación',
    fr: 'En dépôt-vente',
  },
  [CollectibleHoldStatus.CONSUMED]: { 'zh-CN': '已消耗', 'zh-TW': '已消耗', en: 'Consumed', es: 'Consumido', fr: 'Consommé' },
} as const satisfies Labels<CollectibleHoldStatus>;

/** What an order is for. */
export const orderItemKindLabels = {
  collection: { 'zh-CN': '藏品', 'zh-TW': '藏品', en: 'Collection', es: 'Colección', fr: 'Collection' },
  blindBox: { 'zh-CN': '盲盒', 'zh-TW': '盲盒', en: 'Blind box', es: 'Caja sorpresa', fr: 'Boîte mystère' },
  listing: { 'zh-CN': '寄售藏品', 'zh-TW': '寄售藏品', en: 'Resale item', es: 'Reventa', fr: 'Revente' },
  activity: {
    'zh-CN': '活动奖励',
    'zh-TW': '活動獎勵',
    en: 'Activity reward',
    es: 'Premio de actividad',
    fr: "Récompense d'activité",
  },
} as const satisfies Labels<OrderItemKind>;

/** Spec §4 business types, as circulation records name a move (a SEND from the platform reads as an airdrop: `airdropLabels`). */
export const businessTypeLabels = {
  [BusinessType.B2C_BOX]: { 'zh-CN': '盲盒开启', 'zh-TW': '盲盒開啟', en: 'Blind box', es: 'Caja sorpresa', fr: 'Boîte mystère' },
  [BusinessType.B2C_COLLECTION]: { 'zh-CN': '首发购买', 'zh-TW': '首發購買', en: 'Purchase', es: 'Compra', fr: 'Achat' },
  [BusinessType.ACTIVITY]: {
    'zh-CN': '活动订单',
    'zh-TW': '活動訂單',
    en: 'Activity order',
    es: 'Pedido de actividad',
    fr: "Commande d'activité",
  },
  [BusinessType.SEND]: { 'zh-CN': '转赠', 'zh-TW': '轉贈', en: 'Gift', es: 'Regalo', fr: 'Cadeau' },
  [BusinessType.C2C]: {
    'zh-CN': '寄售交易',
    'zh-TW': '寄售交易',
    en: 'Market trade',
    es: 'Venta en mercado',
    fr: 'Vente sur le marché',
  },
} as const satisfies Labels<BusinessType>;

/** A SEND whose sender is the platform. */
export const airdropLabel = { 'zh-CN': '空投', 'zh-TW': '空投', en: 'Airdrop', es: 'Airdrop', fr: 'Airdrop' } as const;

/**
 * What a move was (decision 062), as circulation records and claims name it: each source its own words, in
 * or out (the record's direction says which way).
 */
export const recordSourceLabels = {
  purchase: { 'zh-CN': '首发购买', 'zh-TW': '首發購買', en: 'Purchase', es: 'Compra', fr: 'Achat' },
  box: { 'zh-CN': '盲盒开启', 'zh-TW': '盲盒開啟', en: 'Blind box', es: 'Caja sorpresa', fr: 'Boîte mystère' },
  airdrop: { 'zh-CN': '空投', 'zh-TW': '空投', en: 'Airdrop', es: 'Airdrop', fr: 'Airdrop' },
  redemption: {
    'zh-CN': '兑换码兑换',
    'zh-TW': '兌換碼兌換',
    en: 'Code redeemed',
    es: 'Código canjeado',
    fr: 'Code échangé',
  },
  gift: { 'zh-CN': '转赠', 'zh-TW': '轉贈', en: 'Gift', es: 'Regalo', fr: 'Cadeau' },
  resale: {
    'zh-CN': '寄售交易',
    'zh-TW': '寄售交易',
    en: 'Market trade',
    es: 'Venta en mercado',
    fr: 'Vente sur le marché',
  },
  synthesis: { 'zh-CN': '合成获得', 'zh-TW': '合成獲得', en: 'Synthesis', es: 'Síntesis', fr: 'Synthèse' },
  synthesis_burn: {
    'zh-CN': '合成消耗',
    'zh-TW': '合成消耗',
    en: 'Burned in a synthesis',
    es: 'Quemado en una síntesis',
    fr: 'Brûlé par une synthèse',
  },
  cast: {
    'zh-CN': '活动铸造',
    'zh-TW': '活動鑄造',
    en: 'Cast in an activity',
    es: 'Acuñado en una actividad',
    fr: 'Frappé lors d’une activité',
  },
  cast_spend: {
    'zh-CN': '铸造消耗',
    'zh-TW': '鑄造消耗',
    en: 'Spent in a cast',
    es: 'Gastado en una acuñación',
    fr: 'Utilisé pour une frappe',
  },
  other: { 'zh-CN': '其他', 'zh-TW': '其他', en: 'Other', es: 'Otro', fr: 'Autre' },
} as const satisfies Labels<RecordSource>;

/** The label of `value` in `lang` (else English); a value outside the enum reads as itself. */
function labelOf<V extends string | number>(labels: Labels<V>, value: V | (number & {}) | (string & {}), lang: Language) {
  const texts = (labels as Partial<Record<string | number, Record<Language, string>>>)[value];
  return texts === undefined ? String(value) : texts[lang] || texts.en;
}

/** "WeChat Pay", "支付宝" ... : the name of a spec §4 payment method. */
export const payMethodLabel = (method: PayMethod | number, lang: Language): string => labelOf(payMethodLabels, method, lang);
/** The cashier's line for a payment's progress. */
export const payProgressLabel = (progress: PayProgress | number, lang: Language): string =>
  labelOf(payProgressLabels, progress, lang);
export const orderStatusLabel = (status: OrderStatus, lang: Language): string => labelOf(orderStatusLabels, status, lang);
export const collectibleHoldStatusLabel = (status: CollectibleHoldStatus, lang: Language): string =>
  labelOf(collectibleHoldStatusLabels, status, lang);
export const orderItemKindLabel = (kind: OrderItemKind, lang: Language): string => labelOf(orderItemKindLabels, kind, lang);
/** "Synthesis", "合成获得" ...: what a circulation record's or a claim's move was (decision 062). */
export const recordSourceLabel = (source: RecordSource, lang: Language): string => labelOf(recordSourceLabels, source, lang);
/** "Gift", "转赠" ...: the name of a spec §4 business type. */
export const businessTypeLabel = (type: BusinessType | number, lang: Language): string => labelOf(businessTypeLabels, type, lang);
