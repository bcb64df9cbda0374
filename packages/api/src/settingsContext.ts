import type { Settings } from '@tessera/protocol';
import type { RequestContext } from '@tessera/request';

/** The request-context fields that come from the settings. */
export type SettingsRequestContext = Required<
  Pick<RequestContext, 'appId' | 'subAppId' | 'subAppType' | 'envType' | 'currentPublishVersion'>
> &
  Pick<RequestContext, 'accessKey' | 'secretKey' | 'publicKey' | 'bodyIsSecret'>;

/**
 * What the request client needs from the settings (spec 1 §3, §7): the ids and types for the
 * shared headers, the access and secret key for signing, and the public key plus
 * `thisSiteGraphqlBodyIsSecret` for body encryption. Spread it into `getContext()`.
 *
 * @example
 * ```ts
 * getContext: () => ({ ...settingsContext(settings), pageId, accessToken: auth.accessToken() })
 * ```
 */
export function settingsContext(settings: Settings): SettingsRequestContext {
  return {
    appId: settings.appId,
    subAppId: settings.subAppId,
    subAppType: settings.subAppType,
    envType: settings.envType,
    currentPublishVersion: settings.currentPublishVersion,
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    publicKey: settings.publicKey,
    bodyIsSecret: settings.thisSiteGraphqlBodyIsSecret,
  };
}
