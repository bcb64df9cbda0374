/**
 * The response envelope every service call answers with (spec 1 §7 "Shared request rules").
 * `data` is meaningful only when `rspCd` is {@link RSP_CD.success}.
 */
export interface Envelope<TData = unknown> {
  rspCd: string;
  rspInf: string;
  data: TData | null;
}

/** Response codes. Only `success` and `notSignedIn` are fixed by the spec; the rest are ours. */
export const RSP_CD = {
  /** spec 1 §7: data is returned when rspCd is 00000 */
  success: '00000',
  /** spec 1 §8: warning 请先登录 */
  notSignedIn: '30002',
  /** Bad input: a missing or malformed parameter, a filter that does not parse. */
  badRequest: '40000',
  /** A missing or wrong `ak`, `token`, `sign`, `hashtoken` or `permissionsign` (protocol README "Signing"). */
  signatureInvalid: '40100',
  /** A nonce seen before within its lifetime: the request is a replay. */
  replayed: '40101',
  /** The timestamp is more than 15 minutes from the server clock. */
  clockSkew: '40102',
  /** An encrypted body that does not decrypt, or a plain body where the site requires encryption. */
  bodyEncryption: '40103',
  /** The X-XSRF-TOKEN header does not match the XSRF-TOKEN cookie. */
  xsrfMismatch: '40104',
  /** Signed in, but the user lacks the page, the operation or the role the call needs (HTTP 403). */
  forbidden: '40300',
  /** The addressed record (app, page, schema, item) does not exist. */
  notFound: '40400',
  /** Optimistic concurrency: the version sent is stale; nothing was written. */
  versionConflict: '40900',
  /** An unexpected server failure; rspInf never carries database error text. */
  serverError: '50000',
} as const;

export type RspCd = (typeof RSP_CD)[keyof typeof RSP_CD];

/** Builds a success envelope. */
export function ok<TData>(data: TData, rspInf = 'success'): Envelope<TData> {
  return { rspCd: RSP_CD.success, rspInf, data };
}

/** Builds a failure envelope carrying a clear message and no data. */
export function fail(rspCd: string, rspInf: string): Envelope<never> {
  return { rspCd, rspInf, data: null };
}

/** True when the value has the envelope's shape. */
export function isEnvelope(value: unknown): value is Envelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Envelope).rspCd === 'string' &&
    'data' in value
  );
}
