// What the designer benchmarks share (designer.ts, flowDesigner.ts): pc-runtime's production build
// served by `vite preview` on a free port, the real server on a fresh PGlite folder (demo seed,
// the demo account signed in) and a signed call to it as the demo administrator.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { finished, freePort, reachable, run, stop } from '@tessera/test-utils/bench';
import { DESIGNER_PAGE_PATHS, type LoginTokens, type PageSummary } from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { createServer, DEMO, demoRequestHeaders } from '@tessera/server';
import { ensureDemoAccount, signInByApi } from '../e2e/server/demoAccount.js';

/** pc-runtime's folder. */
export const root = new URL('..', import.meta.url).pathname;

/** The 95th percentile of some timings. */
export const p95 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.ceil(values.length * 0.95) - 1)
  ]!;

/** A running bench runtime: the app's origin, the server's URL, the administrator's tokens. */
export interface BenchRuntime {
  origin: string;
  serverUrl: string;
  tokens: LoginTokens;
  /** A call to the server's `/api/{path}`, signed with the demo keys, as the demo administrator. */
  call<T>(method: string, path: string, body: object): Promise<T>;
  /** Stops the preview server and closes the server. */
  stop(): Promise<void>;
}

/** The server as `createServer` answers it. */
export type BenchServer = Awaited<ReturnType<typeof createServer>>;

/** How {@link startBenchRuntime} starts. */
export interface BenchRuntimeOptions {
  /** Build pc-runtime first (default true; false reuses the build of an earlier start). */
  build?: boolean;
  /** Fills the database before the server listens (e.g. thousands of users by SQL). */
  prepare?: (server: BenchServer) => Promise<void>;
  /** The preview's and the server's ports (default: free ones the system picks). */
  ports?: { app: number; server: number };
}

/** Builds the runtime and starts it over a fresh server (`name` names its data folder). */
export async function startBenchRuntime(
  name: string,
  options: BenchRuntimeOptions = {},
): Promise<BenchRuntime> {
  if (options.build ?? true) await finished(run(root, ['exec', 'vite', 'build']));
  const port = options.ports?.app ?? (await freePort());
  const origin = `http://127.0.0.1:${port}`;
  const server = await createServer({
    database: { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), `tessera-${name}-bench-`)) },
    seed: true,
    development: true,
    appOrigins: [origin],
  });
  await ensureDemoAccount(server);
  await options.prepare?.(server);
  await server.listen({ port: options.ports?.server ?? 0, host: '127.0.0.1' });
  const serverUrl = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const preview = run(root, ['exec', 'vite', 'preview'], {
    PORT: String(port),
    TESSERA_SERVER_URL: serverUrl,
  });
  process.on('exit', () => stop(preview));
  await reachable(`${origin}/`);
  const tokens = await signInByApi(serverUrl);

  async function call<T>(method: string, path: string, body: object): Promise<T> {
    const text = JSON.stringify(body);
    const keys = { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey };
    // The signature covers the authorization header, so it is signed with the others.
    const headers = {
      'content-type': 'application/json',
      ...withSignatureHeaders(
        { ...demoRequestHeaders(), authorization: `Bearer ${tokens.accessToken}` },
        keys,
        text,
      ),
    };
    const response = await fetch(`${serverUrl}/api/${path}`, { method, headers, body: text });
    const answer = (await response.json()) as { rspCd: string; rspInf: string; data: T };
    if (answer.rspCd !== '00000') throw new Error(`${path}: ${answer.rspCd} ${answer.rspInf}`);
    return answer.data;
  }
  return {
    origin,
    serverUrl,
    tokens,
    call,
    stop: async () => {
      stop(preview);
      await server.close();
    },
  };
}

/**
 * A new page of the demo Pc sub-app holding `count` Buttons on the runtime grid (24 columns,
 * 12 a row, two columns each), saved through the real SavePage; answers its page id.
 */
export async function saveButtonsPage(
  call: BenchRuntime['call'],
  page: { title: string; url: string; count: number },
): Promise<string> {
  const subApp = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
  const created = await call<PageSummary>('POST', DESIGNER_PAGE_PATHS.createPage.build(subApp), {
    title: page.title,
    url: page.url,
  });
  const controls = Array.from({ length: page.count }, (_, i) => ({
    id: `c${i}`,
    parentId: null,
    typeName: 'Button',
    layout: { x: (i % 12) * 2, y: Math.floor(i / 12), w: 2, h: 1, zIndex: 1 },
    props: { label: `按钮 ${i}` },
  }));
  await call('POST', DESIGNER_PAGE_PATHS.savePage.build(subApp), {
    pageId: created.pageId,
    version: created.version,
    data: JSON.stringify({ controls }),
    dataSource: '[]',
  });
  return created.pageId;
}
