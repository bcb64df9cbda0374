import type { FastifyInstance } from 'fastify';
import type { Envelope } from '@tessera/protocol';
import { injectSigned } from './testDatabases.js';
import { tokenFor } from './signIn.js';
import { DEMO_USERS, type DemoUser } from '../demoOrganisation.js';

/** Who calls in the definition tests: a demo account or nobody. */
export type Who = DemoUser['key'] | 'anonymous';

/** The envelope of a call with its HTTP status. */
export type Answer<T = unknown> = Envelope<T> & { status: number };

const tokens = new WeakMap<FastifyInstance, Map<string, Promise<string>>>();

/** One session per server and account (opening one costs a write). */
function tokenOf(app: FastifyInstance, key: DemoUser['key']): Promise<string> {
  const mine = tokens.get(app) ?? new Map<string, Promise<string>>();
  tokens.set(app, mine);
  let token = mine.get(key);
  if (!token) {
    token = tokenFor(app, demoUserId(key));
    mine.set(key, token);
  }
  return token;
}

/** A demo account's user id. */
export function demoUserId(key: DemoUser['key']): string {
  return DEMO_USERS.find((user) => user.key === key)!.id;
}

/**
 * Calls the server as a demo account (a direct session, no password check) or anonymously,
 * signed like the clients; answers the envelope and the HTTP status (test helper).
 */
export async function callAs<T = unknown>(
  app: FastifyInstance,
  who: Who,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Answer<T>> {
  const headers =
    who === 'anonymous' ? undefined : { authorization: `Bearer ${await tokenOf(app, who)}` };
  const response = await injectSigned(app, {
    method,
    // Route.build answers paths under /api/ without the prefix (the client adds it).
    url: url.startsWith('/') ? url : `/api/${url}`,
    payload,
    headers,
    anonymous: who === 'anonymous',
  });
  return { ...response.json<Envelope<T>>(), status: response.statusCode };
}
