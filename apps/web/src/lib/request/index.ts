// The one request client of the app (spec sections 7 and 8).
export { RequestError, isRequestError, type RequestKind, type RequestErrorDetails } from './request-error';
export {
  configureRequest,
  resetRequestEnvironment,
  type RequestEnvironment,
  type RequestEnvironmentPatch,
  type RequestUi,
} from './environment';
export {
  request,
  requestEndpoint,
  upload,
  download,
  type RequestOptions,
  type RequestFlags,
  type CallOptions,
  type CallArgs,
  type EndpointTarget,
  type UploadOptions,
  type DownloadOptions,
} from './request';
