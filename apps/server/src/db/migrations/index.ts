import type { Kysely, Migration, MigrationProvider } from 'kysely';
import type { Dialect } from '../database';
import type { MigrationContext } from './context';
import * as m0001 from './0001-foundation';
import * as m0002 from './0002-identity';
import * as m0003 from './0003-chain';
import * as m0004 from './0004-catalogue';
import * as m0005 from './0005-sale';
import * as m0006 from './0006-sandbox-paid-at';
import * as m0007 from './0007-transfers';
import * as m0008 from './0008-social';
import * as m0009 from './0009-inbox';
import * as m0010 from './0010-airdrops';
import * as m0011 from './0011-wallet';
import * as m0012 from './0012-payment-channel';
import * as m0013 from './0013-listings';
import * as m0014 from './0014-favourites';
import * as m0015 from './0015-operators';
import * as m0016 from './0016-console-drafts';
import * as m0018 from './0018-order-refunds';
import * as m0019 from './0019-synthesis';
import * as m0020 from './0020-activities';
import * as m0022 from './0022-home-ticker';
import * as m0023 from './0023-recipe-keys';
import * as m0021 from './0021-coupons';
import * as m0024 from './0024-shipping';
import * as m0025 from './0025-albums';
import * as m0026 from './0026-account-data';
import * as m0027 from './0027-provider-settings';
import * as m0028 from './0028-preview-tokens';
import * as m0029 from './0029-cast-per-holder';
import * as m0030 from './0030-record-sources';
import * as m0031 from './0031-payment-claims';
import * as m0032 from './0032-menu-link-misses';
import * as m0033 from './0033-creator-payouts';
import * as m0034 from './0034-market-conduct';
import * as m0037 from './0037-listings-by-seller';
import * as m0038 from './0038-help-contact';
import * as m0039 from './0039-drop-stock-shards';
import * as m0040 from './0040-take-free-shard';
import * as m0041 from './0041-orders-one-user-index';
import * as m0042 from './0042-sessions-by-token';
import * as m0043 from './0043-payment-claims-by-number';

type MigrationModule = { up(db: Kysely<unknown>, ctx: MigrationContext): Promise<void> };

// Listed statically (not read from a folder) so the bundled server carries its migrations.
const modules: Record<string, MigrationModule> = {
  '0001-foundation': m0001,
  '0002-identity': m0002,
  '0003-chain': m0003,
  '0004-catalogue': m0004,
  '0005-sale': m0005,
  '0006-sandbox-paid-at': m0006,
  '0007-transfers': m0007,
  '0008-social': m0008,
  '0009-inbox': m0009,
  '0010-airdrops': m0010,
  '0011-wallet': m0011,
  '0012-payment-channel': m0012,
  '0013-listings': m0013,
  '0014-favourites': m0014,
  '0015-operators': m0015,
  '0016-console-drafts': m0016,
  '0018-order-refunds': m0018,
  '0019-synthesis': m0019,
  '0020-activities': m0020,
  '0022-home-ticker': m0022,
  '0023-recipe-keys': m0023,
  '0021-coupons': m0021,
  '0024-shipping': m0024,
  '0025-albums': m0025,
  '0026-account-data': m0026,
  '0027-provider-settings': m0027,
  '0028-preview-tokens': m0028,
  '0029-cast-per-holder': m0029,
  '0030-record-sources': m0030,
  '0031-payment-claims': m0031,
  '0032-menu-link-misses': m0032,
  '0033-creator-payouts': m0033,
  '0034-market-conduct': m0034,
  '0037-listings-by-seller': m0037,
  '0038-help-contact': m0038,
  '0039-drop-stock-shards': m0039,
  '0040-take-free-shard': m0040,
  '0041-orders-one-user-index': m0041,
  '0042-sessions-by-token': m0042,
  '0043-payment-claims-by-number': m0043,
};

/** Every migration this build knows, by name. */
export const migrationNames = (): string[] => Object.keys(modules);

export function migrationProvider(dialect: Dialect): MigrationProvider {
  const ctx: MigrationContext = {
    dialect,
    id:
      dialect === 'postgres'
        ? { type: 'serial', build: (c) => c.primaryKey() }
        : { type: 'integer', build: (c) => c.primaryKey().autoIncrement() },
  };
  return {
    getMigrations: () =>
      Promise.resolve(
        Object.fromEntries(
          Object.entries(modules).map(([name, mod]): [string, Migration] => [name, { up: (db) => mod.up(db, ctx) }]),
        ),
      ),
  };
}
