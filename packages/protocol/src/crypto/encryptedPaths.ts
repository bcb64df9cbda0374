import { HEADERS } from '../headers.js';

/**
 * spec 1 §7: the calls whose body is encrypted when the site setting
 * `thisSiteGraphqlBodyIsSecret` is on. Matched as whole path segments anywhere in the path, so
 * `/api/querygraphqls?app=` and `/apps/v1/{appId}/dataflows/run/{flowId}` both match.
 */
export const ENCRYPTED_PATHS: readonly string[] = [
  'querygraphqls',
  'login/expand',
  'sendphonecode',
  'checkphonevercode',
  'applet',
  'changepwd',
  'dataflows/run',
];

const patterns = ENCRYPTED_PATHS.map(
  (path) => new RegExp(`/${path.replace('/', '\\/')}(?:/|$)`, 'i'),
);

/**
 * True when the body of a call to `pathname` (no query) is encrypted on a site that asks for it.
 *
 * @example
 * ```ts
 * isEncryptedPath('/api/querygraphqls'); // true
 * isEncryptedPath('/api/home/configuration'); // false
 * ```
 */
export function isEncryptedPath(pathname: string): boolean {
  return patterns.some((pattern) => pattern.test(pathname));
}

/**
 * The header an encrypted answer carries its key in: `graphqkey` for the content GraphQL
 * (`querygraphqls`), `contentkey` for every other call. The client accepts either on any call.
 */
export function answerKeyHeader(pathname: string): string {
  return /\/querygraphqls(?:\/|$)/i.test(pathname) ? HEADERS.graphqKey : HEADERS.contentKey;
}
