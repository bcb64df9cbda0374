// Test harness: one real reference server per test file (PGlite, loopback) whose fault injection
// each test sets, plus in-memory ports. Not exported from the package.
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import type { IncomingHttpHeaders } from 'node:http';
import { CONTENT_PATHS, PAGE_PATHS } from '@tessera/protocol';
import { DEMO, DEMO_REQUEST_CONTEXT, startTestServer } from '@tessera/test-utils';
import type { TestFault, TestServer } from '@tessera/test-utils';
import { createRequestClient, isRequestError } from '../index.js';
import type {
  CookiePort,
  NavigationPort,
  RequestClientOptions,
  RequestContext,
  RequestError,
  StoragePort,
} from '../index.js';

/** The demo Pc home page, signed with the demo site's keys. */
export const demoContext: RequestContext = DEMO_REQUEST_CONTEXT;

/** The demo Pc sub-app's page routers: a signed GET every test file calls. */
export const pageRouters = PAGE_PATHS.pageRouters.build({
  appId: DEMO.appId,
  subAppId: DEMO.pcSubAppId,
  appType: 'Pc',
  envType: 'Runtime',
});
/** The demo app's GraphQL endpoint (a signed POST, encrypted on a `bodyIsSecret` site). */
export const graphql = CONTENT_PATHS.queryGraphqls.build({ app: DEMO.appId });
/** A small query the demo seed answers. */
export const articlesQuery = '{ queryArticleContentsWithTotal(top: 1) { total } }';

/** A call the server saw (after its signature checks). */
export interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: unknown;
  rawBody: string | undefined;
}

/**
 * The access token each running test server handed out (`server.signIn()`), by origin: the
 * default client of {@link client} is signed in, since writes and reads of schemas no public
 * page binds need a caller.
 */
const signedInTokens = new Map<string, string>();

/** A running server whose faults the test decides per request. */
export interface FaultyServer extends TestServer {
  /** A real access token of the demo account on this server. */
  accessToken: string;
  /** {@link demoContext} signed in with {@link FaultyServer.accessToken}. */
  context: RequestContext;
  /** Every request that passed the signature checks, in order. */
  seen: SeenRequest[];
  /** Sets the fault decision for the next requests (undefined = none). */
  faults(decide: ((request: SeenRequest) => TestFault | undefined) | undefined): void;
}

/** Starts the reference server with fault injection on a random loopback port. */
export async function startFaultyServer(): Promise<FaultyServer> {
  const seen: SeenRequest[] = [];
  let decide: ((request: SeenRequest) => TestFault | undefined) | undefined;
  const server = await startTestServer({
    serverOptions: {
      testFaults: (request) => {
        const entry: SeenRequest = {
          method: request.method,
          url: request.url,
          headers: request.headers,
          body: request.body,
          rawBody: request.rawBody,
        };
        seen.push(entry);
        return decide?.(entry);
      },
    },
  });
  const { accessToken } = await server.signIn();
  signedInTokens.set(server.url, accessToken);
  return {
    ...server,
    close: () => {
      signedInTokens.delete(server.url);
      return server.close();
    },
    accessToken,
    context: { ...demoContext, accessToken },
    seen,
    faults: (next) => {
      decide = next;
      seen.length = 0;
    },
  };
}

/** Records what the client told the user. */
export function recordMessages() {
  const shown: Array<{ level: 'info' | 'error' | 'warning'; text: string }> = [];
  return {
    shown,
    port: {
      info: (text: string) => void shown.push({ level: 'info', text }),
      error: (text: string) => void shown.push({ level: 'error', text }),
      warning: (text: string) => void shown.push({ level: 'warning', text }),
    },
  };
}

/**
 * A client on `baseUrl` with the demo context (signed in when `baseUrl` is a running
 * {@link startFaultyServer}) and recorded messages.
 */
export function client(baseUrl: string, overrides: Partial<RequestClientOptions> = {}) {
  const messages = recordMessages();
  const accessToken = signedInTokens.get(baseUrl) ?? null;
  return {
    messages,
    client: createRequestClient({
      baseUrl,
      getContext: () => ({ ...demoContext, accessToken }),
      messages: messages.port,
      ...overrides,
    }),
  };
}

/** The RequestError a call rejects with (fails the test when it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<RequestError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (reason: unknown) => reason,
  );
  if (!isRequestError(error)) throw error;
  return error;
}

/** A loopback port on which nothing listens (bound once, then released). */
export async function closedPort(): Promise<string> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** In-memory cookies over a `Map` the test can look into. */
export function memoryCookies(initial: Record<string, string> = {}): CookiePort & {
  jar: Map<string, string>;
} {
  const jar = new Map(Object.entries(initial));
  return {
    jar,
    getItem: (name) => jar.get(name) ?? null,
    setItem: (name, value) => void jar.set(name, value),
    removeItem: (name) => void jar.delete(name),
    clear: () => jar.clear(),
  };
}

/** In-memory Web-Storage-shaped storage. */
export function memoryStorage(initial: Record<string, string> = {}): StoragePort & {
  items: Map<string, string>;
} {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

/** A navigation port that records where the app went (`go:` in-app, `redirect:` a full page). */
export function memoryNavigation(path = '/home'): NavigationPort & {
  path: string;
  visits: string[];
} {
  const nav = {
    path,
    visits: [] as string[],
    currentPath: () => nav.path,
    navigate: (to: string, options?: { fullPage?: boolean }) => {
      if (options?.fullPage) {
        nav.visits.push(`redirect:${to}`);
        return;
      }
      nav.visits.push(`go:${to}`);
      nav.path = to;
    },
  };
  return nav;
}
