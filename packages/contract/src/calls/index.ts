import type * as catalogue from './catalogue';
import type * as category from './category';
import type { CallDefinition } from './define-call';
import type * as file from './file';
import type * as identity from './identity';
import type * as operator from './operator';
import type * as sale from './sale';
import type * as shareUrl from './share-url';
import type * as system from './system';
import type * as tenant from './tenant';
import type * as user from './user';

export * from './define-call';
export * from './endpoints';
export * from './tenant';
export * from './system';
export * from './category';
export * from './catalogue';
export * from './share-url';
export * from './file';
export * from './user';
export * from './identity';
export * from './sale';
export * from './operator';

type AllExports = typeof tenant &
  typeof system &
  typeof category &
  typeof catalogue &
  typeof shareUrl &
  typeof file &
  typeof user &
  typeof identity &
  typeof sale &
  typeof operator;

/** Every call by operationId: `Calls['themeMobile']` is the call's definition type. */
export type Calls = {
  [K in keyof AllExports as AllExports[K] extends CallDefinition ? AllExports[K]['operationId'] : never]: AllExports[K];
};
