import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { OIDC } from '@tessera/protocol';

/** The redirect URI of the tests' browser: an app origin of `APP_ORIGIN`. */
export const APP_ORIGIN = 'http://app.example';

/**
 * A browser of the provider's pages through `inject`: keeps cookies, follows nothing by itself.
 * `authorize()` starts an authorization code + PKCE request and answers the sign-in page's path.
 */
export class TestBrowser {
  readonly cookies = new Map<string, string>();
  readonly verifier = randomBytes(32).toString('base64url');
  readonly redirectUri = `${APP_ORIGIN}/callback`;

  constructor(private readonly app: FastifyInstance) {}

  private keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const line of [response.headers['set-cookie'] ?? []].flat()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      this.cookies.set(name!, value ?? '');
    }
    return response;
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', cookie: this.cookieHeader(), ...headers },
      }),
    );
  }

  async post(url: string, form: Record<string, string>): Promise<LightMyRequestResponse> {
    return this.keep(
      await this.app.inject({
        method: 'POST',
        url,
        headers: {
          accept: 'text/html',
          cookie: this.cookieHeader(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(form).toString(),
      }),
    );
  }

  /** The authorization request's URL (spec 1 §6: code + PKCE, the runtimes' scope). */
  authorizeUrl(extra: Record<string, string> = {}): string {
    return `${OIDC.path}/auth?${new URLSearchParams({
      client_id: OIDC.clientId,
      response_type: 'code',
      redirect_uri: this.redirectUri,
      scope: OIDC.scope,
      code_challenge: createHash('sha256').update(this.verifier).digest('base64url'),
      code_challenge_method: 'S256',
      state: 'xyz',
      ...extra,
    })}`;
  }

  /** Starts an authorization: the sign-in page's path (`/oidc/interaction/{uid}`). */
  async authorize(): Promise<string> {
    const answer = await this.get(this.authorizeUrl());
    if (answer.statusCode !== 303) throw new Error(`authorize answered ${answer.statusCode}`);
    return pathOf(answer.headers.location as string);
  }

  /** After a successful sign-in post: follows the redirects to the app and redeems the code. */
  async finish(login: LightMyRequestResponse): Promise<{ access_token: string }> {
    let next = login;
    while (next.statusCode === 303 && !(next.headers.location as string).startsWith(APP_ORIGIN)) {
      next = await this.get(pathOf(next.headers.location as string));
    }
    const callback = new URL(next.headers.location as string);
    const token = await this.app.inject({
      method: 'POST',
      url: `${OIDC.path}/token`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: OIDC.clientId,
        code: callback.searchParams.get('code')!,
        code_verifier: this.verifier,
        redirect_uri: this.redirectUri,
      }).toString(),
    });
    if (token.statusCode !== 200) throw new Error(`token answered ${token.statusCode}`);
    return token.json();
  }
}

/** The path and query of a location. */
export function pathOf(location: string): string {
  const url = new URL(location, 'http://127.0.0.1');
  return url.pathname + url.search;
}
