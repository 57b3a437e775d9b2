import type { ColumnDefinitionBuilder } from 'kysely';
import type { Dialect } from '../database';

/** What a migration needs to know to write one schema for both databases. */
export interface MigrationContext {
  dialect: Dialect;
  /** An auto-incrementing integer primary key: `.addColumn('id', id.type, id.build)`. */
  id: { type: 'integer' | 'serial'; build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder };
}
