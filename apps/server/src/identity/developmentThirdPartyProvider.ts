import { randomBytes } from 'node:crypto';
import { DEV_THIRD_PARTY_PROVIDER, THIRD_PARTY_PATHS } from '@tessera/protocol';
import type { ThirdPartyIdentityProvider, ThirdPartyProfile } from './thirdPartyProvider.js';

/** The development provider's codes: single use, 5 minutes, at most 1000 outstanding. */
export const DEV_THIRD_PARTY_CODE_RULES = { validForMs: 5 * 60_000, outstanding: 1000 } as const;

/** The development provider: its authorize page issues the codes it later exchanges. */
export interface DevelopmentThirdPartyProvider extends ThirdPartyIdentityProvider {
  /** A code for the person the tester typed, good once for `redirectUri`. */
  issueCode(person: ThirdPartyProfile & { redirectUri: string }): string;
}

/** Options of {@link createDevelopmentThirdPartyProvider}. */
export interface DevelopmentThirdPartyProviderOptions {
  /** The clock of the codes' lifetime (default `Date.now`). */
  now?: () => number;
}

const developmentProviders = new WeakSet<ThirdPartyIdentityProvider>();

/**
 * A third-party provider that works on a developer's machine and in tests (README "Third-party
 * sign-in"): its authorize URL is this server's page `GET /api/dev/third-party/authorize`, where
 * the tester types an external id and a display name; the page's form redirects back to
 * `redirect_uri` with a `code` (single use, 5 minutes, bound to that `redirect_uri`) and the
 * `state`. Codes live in memory. Registered by default only on development servers.
 */
export function createDevelopmentThirdPartyProvider(
  options: DevelopmentThirdPartyProviderOptions = {},
): DevelopmentThirdPartyProvider {
  const now = options.now ?? (() => Date.now());
  const codes = new Map<string, ThirdPartyProfile & { redirectUri: string; expiresAt: number }>();
  const provider: DevelopmentThirdPartyProvider = {
    name: DEV_THIRD_PARTY_PROVIDER,
    displayName: '开发测试账号',
    authorizeUrl({ redirectUri, state, serverOrigin }) {
      const query = new URLSearchParams({ redirect_uri: redirectUri, state });
      return `${serverOrigin}${THIRD_PARTY_PATHS.devAuthorize.pattern}?${query.toString()}`;
    },
    async exchangeCode({ code, redirectUri }) {
      const issued = codes.get(code);
      if (!issued) return undefined;
      codes.delete(code);
      if (issued.expiresAt <= now() || issued.redirectUri !== redirectUri) return undefined;
      return { subject: issued.subject, displayName: issued.displayName };
    },
    issueCode({ subject, displayName, redirectUri }) {
      for (const [key, entry] of codes) if (entry.expiresAt <= now()) codes.delete(key);
      if (codes.size >= DEV_THIRD_PARTY_CODE_RULES.outstanding) {
        codes.delete(codes.keys().next().value as string);
      }
      const code = randomBytes(24).toString('base64url');
      const expiresAt = now() + DEV_THIRD_PARTY_CODE_RULES.validForMs;
      codes.set(code, { subject, displayName, redirectUri, expiresAt });
      return code;
    },
  };
  developmentProviders.add(provider);
  return provider;
}

/** True for a provider made by {@link createDevelopmentThirdPartyProvider}. */
export function isDevelopmentThirdPartyProvider(
  provider: ThirdPartyIdentityProvider,
): provider is DevelopmentThirdPartyProvider {
  return developmentProviders.has(provider);
}
