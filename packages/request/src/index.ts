export { createRequestClient, resolveUrl, DEFAULT_TIMEOUT_MS } from './createRequestClient.js';
export type { RequestClientOptions } from './createRequestClient.js';
export { RequestError, isRequestError, REQUEST_ERROR_TEXTS } from './RequestError.js';
export type { RequestErrorKind, RequestErrorDetails } from './RequestError.js';
export {
  headersStep,
  sharedHeaders,
  defaultHeadersEnvironment,
  SOURCE_BY_SUB_APP_TYPE,
} from './headersStep.js';
export type { HeadersEnvironment } from './headersStep.js';
export { createNonce, NONCE_LENGTH } from '@tessera/protocol/signing';
export { xsrfStep, showHiddenFieldStep } from './xsrfStep.js';
export { signingStep, signedBodyText } from './signingStep.js';
export { encryptBodyStep, decryptAnswerStep } from './bodyEncryptionStep.js';
export {
  unauthorizedStep,
  CONCURRENT_LOGIN_TEXT,
  LOGIN_REDIRECT_THROTTLE_MS,
  LOGIN_PATH,
} from './unauthorizedStep.js';
export type { UnauthorizedPorts } from './unauthorizedStep.js';
export { denyStep, DENY_PATH } from './denyStep.js';
export { httpStatusStep, requestErrorForStatus } from './httpStatusStep.js';
export { readEnvelope, unwrapEnvelope } from './readEnvelope.js';
export type { BinaryAs } from './readEnvelope.js';
export { reportError, toRequestError, silentMessages } from './reportError.js';
export { createCallState, createPendingCalls, platformTimeoutTimer } from './callState.js';
export type { CallState, PendingCalls, TimeoutTimer } from './callState.js';
export { browserPorts, documentCookies } from './browserPorts.js';
export type { BrowserRequestPorts } from './browserPorts.js';
export type {
  Clock,
  CookiesPort,
  NavigationPort,
  SessionPort,
  StoragePort,
  TokenData,
} from './ports.js';
export { RETRY } from './types.js';
export type {
  CallOptions,
  MessagesPort,
  OutgoingRequest,
  RequestClient,
  RequestContext,
  RequestStep,
} from './types.js';
