import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import type { SubAppRef } from '@tessera/api';
import type { MessagesPort } from '@tessera/ports';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  createDesignerSession,
  type DesignerSession,
  type DesignerSessionInput,
} from '../model/designerSession.js';

// The set-up the designer session's tests share (designerSession.test, coEditing.test): the
// reference server on loopback (PGlite, or PostgreSQL where DATABASE_URL is set), the demo
// administrator signed in (they hold the designer operation), and sessions opened on its pages.

/** The demo app's Pc sub-app, as the designer opens it. */
export const PC_DESIGN: SubAppRef = {
  appId: DEMO.appId,
  subAppId: DEMO.pcSubAppId,
  appType: 'Pc',
  envType: 'Design',
};

/** Resolves once `check` holds (polled every 10 ms); rejects after `timeout` ms. */
export function until(check: () => boolean, timeout = 15_000): Promise<void> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > timeout) reject(new Error('timed out'));
      else setTimeout(tick, 10);
    };
    tick();
  });
}

/** The running server, the administrator's client and the sessions opened through it. */
export interface DesignerServer {
  server: TestServer;
  /** The demo administrator's request client. */
  client: RequestClient;
  /** The demo administrator's access token. */
  accessToken: string;
  /** Opens a session on a page of {@link PC_DESIGN}, starts it and waits until it is ready. */
  open(input: Omit<DesignerSessionInput, 'client' | 'subApp'>): Promise<DesignerSession>;
  /** Stops a session opened here, as when its designer leaves the page. */
  leave(session: DesignerSession): void;
  /** Stops every session still open, then the server. */
  close(): Promise<void>;
}

/**
 * Starts the reference server and signs the demo administrator in; `messages` is what their
 * request client tells (default: nothing).
 */
export async function startDesignerServer(
  messages: MessagesPort = { info: () => {}, warning: () => {}, error: () => {} },
): Promise<DesignerServer> {
  const server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
  const { phone, password } = DEMO_USERS.find((each) => each.key === 'admin')!;
  const { accessToken } = await server.signIn({ phone, password });
  const client = createRequestClient({
    baseUrl: server.url,
    getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
    messages,
  });
  const stops = new Map<DesignerSession, () => void>();
  return {
    server,
    client,
    accessToken,
    async open(input) {
      const session = createDesignerSession({ client, subApp: PC_DESIGN, ...input });
      stops.set(session, session.start());
      await until(() => session.getSnapshot().state === 'ready');
      return session;
    },
    leave(session) {
      stops.get(session)?.();
      stops.delete(session);
    },
    async close() {
      for (const stop of stops.values()) stop();
      stops.clear();
      await server.close();
    },
  };
}
