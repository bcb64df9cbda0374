// Test helper: a tiny node:http server on 127.0.0.1 for answers the reference server does not
// produce yet (timeouts, 405, 502, octet-stream, 30002) and to read back the headers a request
// carried. Not exported from the package.
import { createServer } from 'node:http';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Loopback {
  /** `http://127.0.0.1:{port}`, no trailing slash. */
  url: string;
  close(): Promise<void>;
}

/** Starts `handler` on a random loopback port. */
export async function startLoopback(handler: RequestListener): Promise<Loopback> {
  const server = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        // A delayed answer may still hold its socket open; it must not keep the test alive.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Reads a request body as text. */
export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Answers JSON with the given status. */
export function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** A port on which nothing listens (bound once, then released). */
export async function closedPort(): Promise<string> {
  const loopback = await startLoopback(() => undefined);
  await loopback.close();
  return loopback.url;
}

/** Records what the client told the user. */
export function recordMessages() {
  const shown: Array<{ level: 'error' | 'warning'; text: string }> = [];
  return {
    shown,
    port: {
      error: (text: string) => void shown.push({ level: 'error', text }),
      warning: (text: string) => void shown.push({ level: 'warning', text }),
    },
  };
}
