import type { FastifyInstance } from 'fastify';
import { IDENTITY_PATHS, type Envelope } from '@tessera/protocol';
import { signedRequest } from './testDatabases.js';

let addresses = 0;

/**
 * A client address no other call of the test run uses: the code limits count per client
 * address (20 codes an hour), and a test file sends more than that from one machine.
 */
export function newClientIp(): string {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
}

/** One signed call as a caller: `token` (none: anonymous) from a fresh client address. */
export async function callAs<TData = unknown>(
  app: FastifyInstance,
  request: {
    method: 'GET' | 'POST';
    url: string;
    payload?: unknown;
    token?: string | null;
    ip?: string;
  },
): Promise<{ status: number; body: Envelope<TData> }> {
  const { headers, payload } = await signedRequest(app, {
    method: request.method,
    url: request.url,
    ...(request.payload === undefined ? {} : { payload: request.payload }),
    ...(request.token ? { headers: { authorization: `Bearer ${request.token}` } } : {}),
    anonymous: !request.token,
  });
  const response = await app.inject({
    method: request.method,
    url: request.url,
    headers,
    remoteAddress: request.ip ?? newClientIp(),
    ...(payload === undefined ? {} : { payload: payload as string }),
  });
  let body: Envelope<TData>;
  try {
    body = response.json<Envelope<TData>>();
  } catch {
    body = { rspCd: String(response.statusCode), rspInf: response.body, data: null } as never;
  }
  return { status: response.statusCode, body };
}

/** The newest development SMS code sent to a phone for a purpose. */
export async function lastSmsCode(
  app: FastifyInstance,
  phone: string,
  purpose: string,
): Promise<string> {
  const { body } = await callAs<{ codes: { purpose: string; code: string }[] }>(app, {
    method: 'GET',
    url: `${IDENTITY_PATHS.devSmsOutbox.pattern}?phone=${encodeURIComponent(phone)}`,
  });
  const entry = body.data?.codes.find((c) => c.purpose === purpose);
  if (!entry) throw new Error(`no ${purpose} code was sent to ${phone}`);
  return entry.code;
}

/** The newest development e-mail code sent to an address for a purpose. */
export async function lastEmailCode(
  app: FastifyInstance,
  email: string,
  purpose: string,
): Promise<string> {
  const { body } = await callAs<{ codes: { purpose: string; code: string }[] }>(app, {
    method: 'GET',
    url: `${IDENTITY_PATHS.devEmailOutbox.pattern}?email=${encodeURIComponent(email)}`,
  });
  const entry = body.data?.codes.find((c) => c.purpose === purpose);
  if (!entry) throw new Error(`no ${purpose} code was e-mailed to ${email}`);
  return entry.code;
}

/** Sends a code through the real call and answers it from the development outbox. */
export async function sendSmsCodeFor(
  app: FastifyInstance,
  phone: string,
  purpose: string,
): Promise<string> {
  const { body } = await callAs<{ isSuccess: boolean; message?: string }>(app, {
    method: 'POST',
    url: IDENTITY_PATHS.sendPhoneCode.pattern,
    payload: { phone, purpose },
  });
  if (!body.data?.isSuccess) throw new Error(`SMS code refused: ${body.data?.message}`);
  return lastSmsCode(app, phone, purpose);
}

/** Sends an e-mail code through the real call and answers it from the development outbox. */
export async function sendEmailCodeFor(
  app: FastifyInstance,
  email: string,
  purpose: string,
): Promise<string> {
  const { body } = await callAs<{ isSuccess: boolean; message?: string }>(app, {
    method: 'POST',
    url: IDENTITY_PATHS.sendEmailCode.pattern,
    payload: { email, purpose },
  });
  if (!body.data?.isSuccess) throw new Error(`e-mail code refused: ${body.data?.message}`);
  return lastEmailCode(app, email, purpose);
}

/** The claims of a JWT access token. */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}
