/**
 * `returnUrl` when it is a path of this site (`/…`), else null. A protocol-relative `//host…` (or
 * `/\host…`: browsers read the backslash as a slash) and any absolute URL would take the visitor
 * to another site once they have signed in or registered.
 */
export function sameSitePath(returnUrl: string | null | undefined): string | null {
  return returnUrl && /^\/(?![/\\])/.test(returnUrl) ? returnUrl : null;
}
