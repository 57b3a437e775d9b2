import { catalogueEndpoints } from './catalogue/endpoints';
import { categoryEndpoints } from './category/endpoints';
import { fileEndpoints } from './file/endpoints';
import { identityEndpoints } from './identity/endpoints';
import { saleEndpoints } from './sale/endpoints';
import { shareUrlEndpoints } from './share-url/endpoints';
import { systemEndpoints } from './system/endpoints';
import { tenantEndpoints } from './tenant/endpoints';
import { userEndpoints } from './user/endpoints';

export type { Endpoint } from './define-endpoints';

/** The areas' endpoints, one line per area (a test fails if two areas declare the same operationId). */
export const endpointAreas = {
  tenant: tenantEndpoints,
  system: systemEndpoints,
  category: categoryEndpoints,
  catalogue: catalogueEndpoints,
  user: userEndpoints,
  identity: identityEndpoints,
  sale: saleEndpoints,
  shareUrl: shareUrlEndpoints,
  file: fileEndpoints,
};

type Joined<T> = (T extends unknown ? (x: T) => void : never) extends (x: infer I) => void ? I : never;

/**
 * Every endpoint of the API by operationId, joined from the areas' `calls/<area>/endpoints.ts` (zod-free:
 * the web app's request client looks calls up here). A new area adds its folder, one line above and one
 * in `calls/schemas.ts`.
 */
export const endpoints = Object.assign({}, ...Object.values(endpointAreas)) as Joined<
  (typeof endpointAreas)[keyof typeof endpointAreas]
>;

export type OperationId = keyof typeof endpoints;
