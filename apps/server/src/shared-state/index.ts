import type { Clock } from '../clock';
import type { Db } from '../db/database';
import { DatabaseSharedState } from './database-shared-state';
import { MemorySharedState } from './memory-shared-state';
import type { SharedState } from './shared-state';

export type { SharedState } from './shared-state';
export { MemorySharedState, DatabaseSharedState };

export function createSharedState(kind: 'memory' | 'database', db: Db, clock: Clock = Date.now): SharedState {
  return kind === 'database' ? new DatabaseSharedState(db.kysely, clock) : new MemorySharedState(clock);
}
