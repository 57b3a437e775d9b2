// The contract without zod: what the web app's first load needs (signing, endpoints, enums, error
// catalogue, texts, constants, theme maths, masking, languages). Call types come along as types only.
// A test bundles this entry and fails if zod gets in.
export * from './languages';
export * from './enums';
export * from './errors';
export * from './texts';
export * from './enum-labels';
export * from './masking';
export * from './constants';
export * from './wall-clock';
export * from './tab-icons';
export * from './theme';
export * from './signing';
export * from './calls/endpoints';
export * from './calls/storefront-endpoints';
export * from './calls/catalogue/enums';
export * from './calls/sale/constants';
export * from './calls/inbox/constants';
export * from './calls/transfer/constants';
export * from './calls/wallet/constants';
export * from './calls/favourite/constants';
export * from './calls/market/constants';
export * from './calls/invite/constants';
export * from './calls/share-url/constants';
export * from './calls/console-market/constants';
export * from './calls/tenant/webview-hosts';
export * from './calls/console-brand/settings';
export type * from './calls/index';
export type { Envelope } from './envelope';
