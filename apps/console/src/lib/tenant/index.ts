// What several console areas read of the tenant: its collections to pick from and its time zone.
export { COLLECTIONS_KEY, useCollectionOptions } from './collections';
export { useTenantTimeZone } from './time-zone';
