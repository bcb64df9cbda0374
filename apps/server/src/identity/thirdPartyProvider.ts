/** Who a third-party provider says signed in: its stable id of the person and a name to show. */
export interface ThirdPartyProfile {
  /** Stable per person at this provider (OpenID Connect `sub`, WeChat `unionid`, …). */
  subject: string;
  displayName: string;
}

/** What {@link ThirdPartyIdentityProvider.authorizeUrl} is given. */
export interface AuthorizeUrlRequest {
  /** Where the provider sends the browser back with `code` and `state` (an app origin's page). */
  redirectUri: string;
  state: string;
  /** This server's public origin (the development provider's page lives here). */
  serverOrigin: string;
}

/**
 * A third-party identity provider (README "Third-party sign-in"; spec 2 §2.1 /third-auth,
 * /third-auth-bind, §7.3 "bind phone"): where to send the browser, and the exchange of the
 * authorization code it sends back for the person's stable subject. A deployment plugs its
 * providers (WeChat, an enterprise OpenID Connect issuer, …) in as
 * `ServerOptions.thirdPartyProviders`; the server only keeps the binding of a subject to a
 * user, so a provider needs no table of its own.
 */
export interface ThirdPartyIdentityProvider {
  /** The name the calls take as `provider`: lower-case letters, digits and `-`. */
  readonly name: string;
  /** What a sign-in button says. */
  readonly displayName: string;
  /** The provider's authorization URL for this sign-in. */
  authorizeUrl(request: AuthorizeUrlRequest): string;
  /**
   * Exchanges the authorization code for the person. Answers undefined when the code is
   * unknown, used, expired or was sent to another `redirectUri`; rejects when the provider
   * cannot be reached.
   */
  exchangeCode(request: {
    code: string;
    redirectUri: string;
  }): Promise<ThirdPartyProfile | undefined>;
}
