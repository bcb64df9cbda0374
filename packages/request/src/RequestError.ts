/**
 * The one error type of the request client. Every failed call — an envelope code other than
 * `00000`, an HTTP status other than 200/201, a timeout, a network failure — rejects with a
 * `RequestError` whose `message` is the exact text of spec 1 §8 (or the server's `rspInf`).
 *
 * Spec 1 §8 says a failed call "returns nothing"; we reject instead, so a caller that does not
 * care can ignore the rejection (the user has already been told through the messages port) and a
 * caller that does care can branch on `kind` without parsing text.
 */

/** Why a call failed. */
export type RequestErrorKind =
  /** HTTP 200 with an envelope whose `rspCd` is not `00000` (including `30002`). */
  | 'envelope'
  /** An HTTP status other than 200/201, 401 and 403. */
  | 'http'
  /** No answer within the timeout (spec 1 §8: 请求超时). */
  | 'timeout'
  /** The request never got an HTTP answer (connection refused, DNS, CORS, reset). */
  | 'network'
  /** HTTP 403: the caller navigates to the deny page (spec 1 §4). */
  | 'deny'
  /** HTTP 401: the session rules of spec 1 §4 apply. */
  | 'unauthorized';

/** The exact user-facing texts of spec 1 §8 that the client itself produces. */
export const REQUEST_ERROR_TEXTS = {
  /** rspCd 30002 (shown as a warning, not an error). */
  notSignedIn: '请先登录',
  /** HTTP 502 */
  badGateway: '服务器内部错误',
  /** HTTP 401 */
  unauthorized: '会话已失效, 请重新登录',
  /** HTTP 404 */
  notFound: '请求地址错误',
  /** HTTP 405 */
  methodNotAllowed: '请求方式错误',
  /** any other HTTP error, and (our decision) a request that got no HTTP answer at all */
  busy: '服务器繁忙',
  /** timeout */
  timeout: '请求超时',
} as const;

/** Details a {@link RequestError} can carry besides its kind and message. */
export interface RequestErrorDetails {
  /** HTTP status, when there was an HTTP answer. */
  status?: number;
  /** Envelope code, for `kind: 'envelope'`. */
  rspCd?: string;
  /** The error that caused this one (a ky `TimeoutError`, a fetch `TypeError`, ...). */
  cause?: unknown;
  /** True when a step already showed the message (the 401 step does, before its rules run). */
  shown?: boolean;
}

/**
 * A failed call. `message` is what the user was shown (or, for `deny`, what a log should say).
 *
 * @example
 * ```ts
 * try {
 *   await client.get('missing/path');
 * } catch (error) {
 *   if (isRequestError(error) && error.kind === 'deny') navigate('/deny');
 * }
 * ```
 */
export class RequestError extends Error {
  override readonly name = 'RequestError';
  readonly kind: RequestErrorKind;
  readonly status?: number;
  readonly rspCd?: string;
  /** The message was already shown; the client does not show it again. */
  readonly shown: boolean;

  constructor(kind: RequestErrorKind, message: string, details: RequestErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.kind = kind;
    this.status = details.status;
    this.rspCd = details.rspCd;
    this.shown = details.shown ?? false;
  }
}

/** True when `value` is a {@link RequestError} (also across duplicated module copies). */
export function isRequestError(value: unknown): value is RequestError {
  return (
    value instanceof RequestError ||
    (value instanceof Error &&
      value.name === 'RequestError' &&
      typeof (value as RequestError).kind === 'string')
  );
}
