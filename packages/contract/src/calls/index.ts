import type { CallDefinition } from './define-call';
import type * as schemas from './schemas';

export * from './define-call';
export * from './endpoints';
export * from './schemas';

type AllExports = typeof schemas;

/** Every call by operationId: `Calls['themeMobile']` is the call's definition type. */
export type Calls = {
  [K in keyof AllExports as AllExports[K] extends CallDefinition ? AllExports[K]['operationId'] : never]: AllExports[K];
};
