/**
 * The server's acceptance rules for signed requests (protocol README "Signing"). Shared so the
 * client can explain a refusal and tests can place timestamps just inside or outside the window.
 */

/** A timestamp more than 15 minutes from the server clock (either way) is refused. */
export const SKEW_WINDOW_MS = 15 * 60 * 1000;

/**
 * How long a seen nonce is remembered: twice the skew window. A request stamped `t` is accepted
 * while the server clock is within `t ± 15 min`, i.e. for at most 30 minutes after the server
 * first saw it, so a remembered nonce outlives every moment its request could be replayed.
 */
export const NONCE_LIFETIME_MS = 2 * SKEW_WINDOW_MS;

/** What a nonce may look like on the wire: spec 1 §7 sends 4 characters; up to 64 accepted. */
export const NONCE_PATTERN = /^[A-Za-z0-9]{4,64}$/;

/** A timestamp header: milliseconds since the epoch, decimal digits only. */
export const TIMESTAMP_PATTERN = /^\d{1,16}$/;

/**
 * Calls answered without signature checks, as `METHOD path` (path without query). GET
 * home/configuration delivers the access key, secret key and public key: a client cannot sign
 * before it has them. CORS preflights (OPTIONS) and websocket upgrades carry no custom headers.
 */
export const UNSIGNED_CALLS: readonly string[] = ['GET /api/home/configuration'];

/** True when the timestamp text is acceptable at server time `now` (ms). */
export function isWithinSkew(timestamp: string, now: number, windowMs = SKEW_WINDOW_MS): boolean {
  if (!TIMESTAMP_PATTERN.test(timestamp)) return false;
  return Math.abs(now - Number(timestamp)) <= windowMs;
}
