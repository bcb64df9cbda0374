import { API_PREFIX } from '@tessera/protocol';
import type { AnyRoute, IdentityRefusal, RouteAnswer } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import type { AccountRef } from '../accountRef.js';
import { call } from '../call.js';
import type { CallInput, CallRouteOptions } from '../call.js';
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

/** {@link call} of an identity entry under the account base URL ({@link accountUrl}). */
export function callAccount<TRoute extends AnyRoute>(
  client: RequestClient,
  account: AccountRef,
  entry: TRoute,
  input: CallInput<TRoute>,
  options: CallRouteOptions = {},
): Promise<RouteAnswer<TRoute>> {
  return call(client, entry, input, { ...options, url: (path) => accountUrl(account, path) });
}

/** The answer's data, or an {@link IdentityRefusedError} when it carries `error`. */
export function withoutRefusal<TAnswer>(
  answer: TAnswer,
): Exclude<TAnswer, { error: IdentityRefusal }> {
  if (typeof answer === 'object' && answer !== null && 'error' in answer && answer.error) {
    throw new IdentityRefusedError(answer.error as IdentityRefusal);
  }
  return answer as Exclude<TAnswer, { error: IdentityRefusal }>;
}
