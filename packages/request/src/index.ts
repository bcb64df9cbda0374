export { createRequestClient, resolveUrl, DEFAULT_TIMEOUT_MS } from './createRequestClient.js';
export type { RequestClientOptions } from './createRequestClient.js';
export { RequestError, isRequestError, REQUEST_ERROR_TEXTS } from './RequestError.js';
export type { RequestErrorKind, RequestErrorDetails } from './RequestError.js';
export {
  headersStep,
  sharedHeaders,
  defaultRequestIds,
  SOURCE_BY_SUB_APP_TYPE,
} from './headersStep.js';
export type { RequestIds } from './headersStep.js';
export { createNonce, NONCE_LENGTH } from '@tessera/protocol/signing';
export { LOGIN_PATH, DENY_PATH } from '@tessera/protocol';
export { xsrfStep, showHiddenFieldStep } from './xsrfStep.js';
export { signingStep, signedBodyText } from './signingStep.js';
export { encryptBodyStep, decryptAnswerStep } from './bodyEncryptionStep.js';
export {
  unauthorizedStep,
  CONCURRENT_LOGIN_TEXT,
  LOGIN_REDIRECT_THROTTLE_MS,
} from './unauthorizedStep.js';
export type { UnauthorizedPorts } from './unauthorizedStep.js';
export { denyStep } from './denyStep.js';
export { httpStatusStep, requestErrorForStatus } from './httpStatusStep.js';
export { readEnvelope, unwrapEnvelope } from './readEnvelope.js';
export type { BinaryAs } from './readEnvelope.js';
export { reportError, toRequestError, silentMessages } from './reportError.js';
export { createCallState, createPendingCalls } from './callState.js';
export type { CallState, PendingCalls } from './callState.js';
export type { SessionPort, TokenData } from './ports.js';
// The environment ports are @tessera/ports' (one definition); re-exported as types only, for
// callers that name them next to the client.
export type { Clock, CookiePort, MessagesPort, NavigationPort, StoragePort } from '@tessera/ports';
export { RETRY } from './types.js';
export type {
  CallOptions,
  OutgoingRequest,
  RequestClient,
  RequestContext,
  RequestStep,
} from './types.js';
