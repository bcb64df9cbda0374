import { API_PREFIX } from '@tessera/protocol';
import type { OrRefusal } from '@tessera/protocol';
import type { AccountRef } from '../accountRef.js';
import { IdentityRefusedError } from '../IdentityRefusedError.js';

/**
 * The URL of an identity path under the account base URL. A built path under `/api/` comes
 * without its prefix (protocol "Path tables"), so it is put back; an empty base URL leaves the
 * path to the client, which resolves it against its own origin.
 */
export function accountUrl(account: AccountRef, path: string): string {
  const base = account.accountUrl.replace(/\/+$/, '');
  if (!base) return path;
  return path.startsWith('/') ? `${base}${path}` : `${base}${API_PREFIX}${path}`;
}

/** The answer's data, or an {@link IdentityRefusedError} when it carries `error`. */
export function withoutRefusal<TData>(answer: OrRefusal<TData>): TData {
  if (typeof answer === 'object' && answer !== null && 'error' in answer && answer.error) {
    throw new IdentityRefusedError(answer.error);
  }
  return answer as TData;
}
