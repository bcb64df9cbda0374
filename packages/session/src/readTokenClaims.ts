import { decodeBase64UrlBytes } from '@tessera/protocol';

/**
 * Token claims (spec 1 §3 User info: "Token claims read: email, preferred_username, nickname,
 * phone_number, role (string or list), exp, sub") and the "token is current" rule of spec 1 §4.
 */

/**
 * The payload of a JWT as an object: base64url, then UTF-8 (so Chinese names survive), then JSON.
 * Throws for a token without three parts, bad base64url (`Base64Error` 'Illegal base64url
 * string!', spec 1 §5, from protocol's one base64url), or a payload that is not a JSON object.
 *
 * @example
 * ```ts
 * parseJwtPayload(token).sub; // 'a0f1…'
 * ```
 */
export function parseJwtPayload(token: string): Record<string, unknown> {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') throw new Error('Not a JWT');
  const json = new TextDecoder('utf-8', { fatal: true }).decode(decodeBase64UrlBytes(parts[1]));
  const payload: unknown = JSON.parse(json);
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) {
    throw new Error('JWT payload is not an object');
  }
  return payload as Record<string, unknown>;
}

/** The claims the runtime reads from an access token. */
export interface TokenClaims {
  /** `sub`: the user id. */
  sub?: string;
  email?: string;
  /** `preferred_username`. */
  preferredUsername?: string;
  nickname?: string;
  /** `phone_number`. */
  phoneNumber?: string;
  /** `role`, given as one string or a list; always a list here. */
  roles: string[];
  /** `exp`: expiry in seconds since the epoch (JWT NumericDate). */
  exp?: number;
}

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;

/**
 * The claims of spec 1 §3 from a decoded payload (a JWT payload or an OIDC profile): `role` as
 * one string or a list becomes a list; non-text values of text claims are left out.
 *
 * @example
 * ```ts
 * claimsFromPayload({ sub: 'u1', role: 'admin' }).roles; // ['admin']
 * ```
 */
export function claimsFromPayload(payload: Record<string, unknown>): TokenClaims {
  const role = payload.role;
  const roles = (Array.isArray(role) ? role : role === undefined || role === null ? [] : [role])
    .map(text)
    .filter((entry): entry is string => entry !== undefined && entry !== '');
  const claims: TokenClaims = { roles };
  const assign = (key: keyof Omit<TokenClaims, 'roles' | 'exp'>, value: unknown): void => {
    const read = text(value);
    if (read !== undefined) claims[key] = read;
  };
  assign('sub', payload.sub);
  assign('email', payload.email);
  assign('preferredUsername', payload.preferred_username);
  assign('nickname', payload.nickname);
  assign('phoneNumber', payload.phone_number);
  const exp =
    typeof payload.exp === 'number'
      ? payload.exp
      : typeof payload.exp === 'string' && payload.exp.trim()
        ? Number(payload.exp)
        : NaN;
  if (Number.isFinite(exp)) claims.exp = exp;
  return claims;
}

/**
 * Reads the claims of spec 1 §3 from a JWT; `null` when the token cannot be read (an opaque
 * token is not an error: the server may issue reference tokens).
 *
 * @example
 * ```ts
 * readTokenClaims(accessToken)?.roles; // ['admin'] whether `role` was 'admin' or ['admin']
 * ```
 */
export function readTokenClaims(token: string | null | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    return claimsFromPayload(parseJwtPayload(token));
  } catch {
    return null;
  }
}

/**
 * spec 1 §4: "A token is current if its expiry is later than now." `exp` is in seconds (the JWT
 * `exp` claim), `nowMs` in milliseconds (`clock.now()`); a missing expiry is not current.
 *
 * @example
 * ```ts
 * isTokenCurrent(1_700_000_060, 1_700_000_000_000); // true: 60 s left
 * isTokenCurrent(1_700_000_000, 1_700_000_000_000); // false: expiry equals now
 * ```
 */
export function isTokenCurrent(exp: number | null | undefined, nowMs: number): boolean {
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > nowMs;
}
