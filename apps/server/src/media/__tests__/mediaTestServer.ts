import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Envelope } from '@tessera/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { signIn } from '../../__tests__/signIn.js';
import { multipartBody, type FormPart } from '../../__tests__/testFiles.js';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  type SignedRequest,
  type TestDatabase,
  type TestServerOptions,
} from '../../__tests__/testDatabases.js';

/** A request of {@link MediaTestServer.as}: method, URL and payload, with no caller yet. */
export type CallerRequest = Omit<SignedRequest, 'headers' | 'anonymous'> & {
  headers?: Record<string, string>;
};

/**
 * A test server whose media live in a temporary folder of their own, and the calls the media
 * tests make: signed calls as the test administrator (`post`, `postForm`), or as someone else
 * (`as`, `null` for an anonymous caller).
 */
export interface MediaTestServer {
  readonly app: FastifyInstance;
  /** The media folder (`media.dir`). */
  readonly dir: string;
  /** A signed JSON POST to `/api/{path}` as the administrator; the envelope. */
  post<T>(path: string, payload?: unknown): Promise<Envelope<T>>;
  /** A signed multipart POST to `/api/{path}` as the administrator; the envelope. */
  postForm<T>(path: string, parts: readonly FormPart[]): Promise<Envelope<T>>;
  /** A signed request with `token` as the caller (`null`: anonymous); the raw answer. */
  as(token: string | null, request: CallerRequest): Promise<LightMyRequestResponse>;
  /** Signs a user in; their access token. */
  tokenOf(user: { phone: string; password: string }): Promise<string>;
  /** The names of the files in the media folder, sorted. */
  files(): Promise<string[]>;
  /** Closes the server and removes the media folder. */
  close(): Promise<void>;
}

/** `/api/{path}`: the media paths are built without the prefix. */
export const api = (path: string) => `/api/${path}`;

/**
 * Starts a server on `database` with its media in a new temporary folder.
 *
 * @example
 * let media: MediaTestServer;
 * beforeAll(async () => void (media = await startMediaServer(database)));
 * afterAll(() => media?.close());
 */
export async function startMediaServer(
  database: TestDatabase,
  options: TestServerOptions = {},
): Promise<MediaTestServer> {
  const dir = await mkdtemp(join(tmpdir(), 'tessera-media-test-'));
  const app = await startServer(database, { ...options, media: { ...options.media, dir } });
  return {
    app,
    dir,
    post: (path, payload = {}) => sendEnvelope(app, { method: 'POST', url: api(path), payload }),
    postForm: (path, parts) => {
      const { payload, headers } = multipartBody(parts);
      return sendEnvelope(app, { method: 'POST', url: api(path), payload, headers });
    },
    as: (token, { headers, ...request }) =>
      token === null
        ? injectSigned(app, { ...request, ...(headers ? { headers } : {}), anonymous: true })
        : injectSigned(app, {
            ...request,
            headers: { ...headers, authorization: `Bearer ${token}` },
          }),
    tokenOf: async (user) => (await signIn(app, user)).accessToken,
    files: async () =>
      (await readdir(dir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
        .sort(),
    close: async () => {
      await app.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}
