// The error catalogue: codes (error-codes.ts) and their texts in five languages (error-catalogue.ts).
export * from './error-codes';
export * from './error-catalogue';
