export * from './languages';
export * from './envelope';
export * from './openapi';
export * from './enums';
export * from './enum-schemas';
export * from './language-schemas';
export * from './errors';
export * from './texts';
export * from './enum-labels';
export * from './validation';
export * from './masking';
export * from './constants';
export * from './wall-clock';
export * from './tab-icons';
export * from './theme';
export * from './signing';
// calls
export * from './calls/index';
