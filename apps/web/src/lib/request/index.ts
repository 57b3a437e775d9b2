// The one request client of the app (spec sections 7 and 8).
export { RequestError, isRequestError, type RequestKind, type RequestErrorDetails } from './request-error';
export {
  configureRequest,
  resetRequestEnvironment,
  type RequestEnvironment,
  type RequestEnvironmentPatch,
  type RequestUi,
} from './environment';
export { request, requestEndpoint, loadRequestClient } from './client';
// Types only: the client's code loads with the first call (./client).
export type { RequestOptions, RequestFlags, CallOptions, CallArgs, EndpointTarget } from './request';
// Files (upload, download): import them from './transfer' directly. Re-exported here, they would join the
// first load with this module.
