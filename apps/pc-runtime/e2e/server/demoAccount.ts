/**
 * The demo account of the end-to-end run (`DEMO.demoLogin`) through the server's real calls,
 * signed with the demo site's keys: `ensureDemoAccount` registers it when the seed has no such
 * user (password only, as anyone can), and `signInByApi` answers its tokens.
 */
import { IDENTITY_PATHS, LOGIN_ACTION_TYPES } from '@tessera/protocol';
import type { LoginTokens } from '@tessera/protocol';
import { withSignatureHeaders } from '@tessera/protocol/signing';
import { DEMO, demoRequestHeaders } from '@tessera/server/demo';
import type { createServer } from '@tessera/server';

/** The server as `createServer` answers it (Fastify is the server's own dependency). */
type TesseraServer = Awaited<ReturnType<typeof createServer>>;

/** The seeded demo account the tests sign in with. */
export const DEMO_ACCOUNT = DEMO.demoLogin;

/** The body and the signed headers of a call (spec 1 §7 shared headers, demo keys). */
function signed(body: object): { text: string; headers: Record<string, string> } {
  const text = JSON.stringify(body);
  const keys = { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey };
  return {
    text,
    headers: {
      'content-type': 'application/json',
      ...withSignatureHeaders(demoRequestHeaders(), keys, text),
    },
  };
}

type Answer = { rspCd: string; rspInf: string; data: unknown };

async function post(origin: string, path: string, body: object): Promise<unknown> {
  const { text, headers } = signed(body);
  const response = await fetch(`${origin}${path}`, { method: 'POST', headers, body: text });
  const answer = (await response.json()) as Answer;
  if (answer.rspCd !== '00000') throw new Error(`${path}: ${answer.rspCd} ${answer.rspInf}`);
  return answer.data;
}

/**
 * Registers the demo account unless it exists (an existing account answers a refusal, which is
 * fine), in-process before the server listens, so the run never sees the server without it.
 */
export async function ensureDemoAccount(app: TesseraServer): Promise<void> {
  const { text, headers } = signed({
    phoneNumber: DEMO_ACCOUNT.phone,
    password: DEMO_ACCOUNT.password,
    actionType: LOGIN_ACTION_TYPES.password,
  });
  const response = await app.inject({
    method: 'POST',
    url: IDENTITY_PATHS.register.build({}),
    headers,
    payload: text,
  });
  const answer = response.json() as Answer;
  if (answer.rspCd !== '00000') throw new Error(`register: ${answer.rspCd} ${answer.rspInf}`);
}

/** Signs the demo account in through the password login call. */
export async function signInByApi(origin: string): Promise<LoginTokens> {
  const data = (await post(origin, IDENTITY_PATHS.loginExpand.build({}), {
    PhoneNumber: DEMO_ACCOUNT.phone,
    Password: DEMO_ACCOUNT.password,
    ActionType: LOGIN_ACTION_TYPES.password,
  })) as LoginTokens & { error?: { message: string } };
  if (data.error) throw new Error(`login refused: ${data.error.message}`);
  return data;
}

/** Whether the server still accepts `accessToken`'s session (GET checksession, signed). */
export async function isSessionActive(origin: string, accessToken: string): Promise<boolean> {
  const keys = { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey };
  const response = await fetch(`${origin}${IDENTITY_PATHS.checkSession.build({ accessToken })}`, {
    headers: withSignatureHeaders(demoRequestHeaders(), keys, ''),
  });
  const answer = (await response.json()) as Answer;
  if (answer.rspCd !== '00000') throw new Error(`checksession: ${answer.rspCd} ${answer.rspInf}`);
  return (answer.data as { active: boolean }).active;
}

/** Ends `accessToken`'s session on the server, as a sign-out elsewhere would (POST /Account/Logout). */
export async function logoutByApi(origin: string, accessToken: string): Promise<void> {
  const keys = { accessKey: DEMO.accessKey, secretKey: DEMO.secretKey };
  const headers = { ...demoRequestHeaders(), authorization: `Bearer ${accessToken}` };
  const response = await fetch(`${origin}${IDENTITY_PATHS.logout.build({})}`, {
    method: 'POST',
    headers: withSignatureHeaders(headers, keys, ''),
  });
  const answer = (await response.json()) as Answer;
  if (answer.rspCd !== '00000') throw new Error(`logout: ${answer.rspCd} ${answer.rspInf}`);
}
