// Every call's schemas, area by area (`calls/<area>/schemas.ts`). A new area adds one line here and one in
// `calls/endpoints.ts`.
export * from './tenant/schemas';
export * from './system/schemas';
export * from './category/schemas';
export * from './catalogue/schemas';
export * from './share-url/schemas';
export * from './file/schemas';
export * from './user/schemas';
export * from './identity/schemas';
export * from './sale/schemas';
export * from './operator/schemas';
export * from './airdrop/schemas';
export * from './inbox/schemas';
export * from './social/schemas';
export * from './transfer/schemas';
export * from './wallet/schemas';
export * from './favourites/schemas';
export * from './market/schemas';
export * from './console-auth/schemas';
export * from './console-admin/schemas';
export * from './console-brand/schemas';
export * from './console-catalogue/schemas';
export * from './console-ops/schemas';
export * from './coupon/schemas';
export * from './console-coupons/schemas';
