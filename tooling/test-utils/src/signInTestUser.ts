import { IDENTITY_PATHS, LOGIN_ACTION_TYPES } from '@tessera/protocol';
import type { LoginTokens } from '@tessera/protocol';
import { DEMO } from '@tessera/server/demo';
import { signedHeaders } from './signedHeaders.js';

/** A phone and password to sign in with. */
export interface TestCredentials {
  phone: string;
  password: string;
}

/** The demo account (`DEMO.demoLogin`): the seeded user every client test signs in as. */
export const DEMO_CREDENTIALS: TestCredentials = DEMO.demoLogin;

type Answer = { rspCd: string; rspInf: string; data: unknown };

async function post(url: string, body: object): Promise<Answer> {
  const text = JSON.stringify(body);
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signedHeaders({ body: text }) },
    body: text,
  });
  return (await response.json()) as Answer;
}

function tokensOf(answer: Answer): LoginTokens | string {
  if (answer.rspCd !== '00000') return `${answer.rspCd} ${answer.rspInf}`;
  const data = answer.data as Partial<LoginTokens> & { error?: { message?: string } };
  if (data.error) return data.error.message ?? 'refused';
  return data as LoginTokens;
}

/**
 * Signs in through the real password login call (`login/expand`, ActionType 2), signed with the
 * demo keys, and answers the tokens. When the account does not exist yet (a seed without
 * users), it is created through the real register call (with the SMS code of the development
outbox) — which signs in too —
 * so client tests never depend on the seed's users and never write the server's tables.
 *
 * @throws {Error} naming both refusals when neither call answers tokens.
 */
export async function signInTestUser(
  origin: string,
  credentials: TestCredentials = DEMO_CREDENTIALS,
): Promise<LoginTokens> {
  const login = tokensOf(
    await post(`${origin}${IDENTITY_PATHS.loginExpand.build({})}`, {
      PhoneNumber: credentials.phone,
      Password: credentials.password,
      ActionType: LOGIN_ACTION_TYPES.password,
    }),
  );
  if (typeof login !== 'string') return login;
  // Registration needs a verification code (server README "Registration rules"): the test
  // server is in development mode, so its outbox answers the code it "sent".
  await post(`${origin}${IDENTITY_PATHS.sendPhoneCode.build({})}`, {
    phone: credentials.phone,
    purpose: 'SysRegister',
  });
  const outbox = (await (
    await fetch(`${origin}/api/${IDENTITY_PATHS.devSmsOutbox.build({ phone: credentials.phone })}`)
  ).json()) as { data?: { codes?: { code: string }[] } };
  const registered = tokensOf(
    await post(`${origin}${IDENTITY_PATHS.register.build({})}`, {
      phoneNumber: credentials.phone,
      password: credentials.password,
      verCode: outbox.data?.codes?.[0]?.code,
      actionType: LOGIN_ACTION_TYPES.codeAndPassword,
    }),
  );
  if (typeof registered !== 'string') return registered;
  throw new Error(
    `signIn(${credentials.phone}) failed: login answered "${login}", register "${registered}"`,
  );
}
