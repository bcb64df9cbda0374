// What the designer benchmarks share (designer.ts, flowDesigner.ts): pc-runtime's production build
// served by `vite preview` on a free port, the real server on a fresh PGlite folder (demo seed,
// the demo account signed in) and a signed call to it as the demo administrator.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { finished, freePort, reachable, run, stop } from '@tessera/test-utils/bench';
import type { LoginTokens } from '@tessera/protocol';
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

/** Builds the runtime and starts it over a fresh server (`name` names its data folder). */
export async function startBenchRuntime(name: string): Promise<BenchRuntime> {
  await finished(run(root, ['exec', 'vite', 'build']));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await createServer({
    database: { kind: 'pglite', dataDir: mkdtempSync(join(tmpdir(), `tessera-${name}-bench-`)) },
    seed: true,
    development: true,
    appOrigins: [origin],
  });
  await ensureDemoAccount(server);
  await server.listen({ port: 0, host: '127.0.0.1' });
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
