export { createRequestClient, resolveUrl, DEFAULT_TIMEOUT_MS } from './createRequestClient.js';
export type { RequestClientOptions } from './createRequestClient.js';
export { RequestError, isRequestError, REQUEST_ERROR_TEXTS } from './RequestError.js';
export type { RequestErrorKind, RequestErrorDetails } from './RequestError.js';
export {
  headersStep,
  sharedHeaders,
  createNonce,
  defaultHeadersEnvironment,
  SOURCE_BY_SUB_APP_TYPE,
  NONCE_LENGTH,
  EXPLICIT_HEADERS_CONTEXT_KEY,
} from './headersStep.js';
export type { HeadersEnvironment } from './headersStep.js';
export { httpStatusStep, requestErrorForStatus } from './httpStatusStep.js';
export { readEnvelope, unwrapEnvelope } from './readEnvelope.js';
export type { BinaryAs } from './readEnvelope.js';
export { reportError, toRequestError, silentMessages } from './reportError.js';
export type {
  CallOptions,
  MessagesPort,
  RequestClient,
  RequestContext,
  RequestStep,
} from './types.js';
