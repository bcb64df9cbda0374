import type { Settings } from '@tessera/protocol';

/**
 * Where the identity calls go (spec 2 §7: "Paths sit under an account or schema base"): the
 * settings' `accountUrl`, the account service's base URL. The OIDC provider itself lives under
 * the settings' `identityUrl` (`{identityUrl}/oidc`, `@tessera/session`'s user manager); both
 * hold the server's origin on the reference server (protocol README "Base URLs and prefixes").
 * An empty `accountUrl` means "the origin the client calls" (apps served by the API's host).
 */
export interface AccountRef {
  readonly accountUrl: string;
}

/**
 * The account reference of the settings, written once instead of at every call.
 *
 * @example
 * ```ts
 * const account = accountRef(settings);
 * const tokens = await loginExpand(client, account, { PhoneNumber, Password, ActionType: 2 });
 * ```
 */
export function accountRef(settings: Pick<Settings, 'accountUrl'>): AccountRef {
  return { accountUrl: settings.accountUrl ?? '' };
}
