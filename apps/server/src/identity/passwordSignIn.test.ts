import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, IDENTITY_PATHS, type Envelope } from '@tessera/protocol';
import { signIn } from '../__tests__/signIn.js';
import {
  sendEnvelope,
  signedRequest,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import { issueCaptcha } from './captchas.js';
import { insertTestUser } from './identityFixtures.js';

type LoginAnswer = Envelope<{ accessToken?: string; error?: { code: number; message: string } }>;

const PASSWORD = 'Tessera2026a';
const WRONG = '手机号或密码错误';
const LOCKED = /^登录失败次数过多，账号已锁定，请\d+分钟后再试$/;
const ADDRESS_LIMITED = /^登录失败次数过多，请\d+分钟后再试$/;
const CAPTCHA_REQUIRED = '请输入图形验证码';
/** The tests' own user scope: the demo seed's policies (its captcha) do not apply to it. */
const SCOPE = 'limits';

const loginBody = (phone: string, password: string, extra: Record<string, unknown> = {}) => ({
  PhoneNumber: phone,
  Password: password,
  ActionType: 2,
  userType: SCOPE,
  ...extra,
});

/** One login call through `inject`, from the given client address. */
async function login(
  app: FastifyInstance,
  payload: Record<string, unknown>,
  remoteAddress = '127.0.0.1',
): Promise<LoginAnswer> {
  const request = { method: 'POST' as const, url: IDENTITY_PATHS.loginExpand.pattern, payload };
  const { headers, payload: body } = await signedRequest(app, { ...request, anonymous: true });
  const response = await app.inject({
    ...request,
    headers,
    payload: body as string,
    remoteAddress,
  });
  return response.json<LoginAnswer>();
}

/**
 * Login calls sent at once over real HTTP to the listening server. Answers the refusal texts
 * of the 00000 answers, and the codes of the others: a saturated connection pool may refuse
 * some calls outright (40000, before any check), never with 50000.
 */
async function loginsAtOnce(
  app: FastifyInstance,
  origin: string,
  payloads: Record<string, unknown>[],
): Promise<{ texts: string[]; otherCodes: string[] }> {
  const requests = await Promise.all(
    payloads.map((payload) =>
      signedRequest(app, {
        method: 'POST',
        url: IDENTITY_PATHS.loginExpand.pattern,
        payload,
        anonymous: true,
      }),
    ),
  );
  const answers = await Promise.all(
    requests.map(async ({ headers, payload }) => {
      const response = await fetch(`${origin}${IDENTITY_PATHS.loginExpand.pattern}`, {
        method: 'POST',
        headers,
        body: payload as string,
      });
      return (await response.json()) as LoginAnswer;
    }),
  );
  const answered = answers.filter((a) => a.rspCd === '00000');
  return {
    texts: answered.map((a) => a.data?.error?.message ?? (a.data?.accessToken ? 'signed in' : '')),
    otherCodes: answers.filter((a) => a.rspCd !== '00000').map((a) => a.rspCd),
  };
}

const matches = (text: string, match: string | RegExp) =>
  typeof match === 'string' ? text === match : match.test(text);
const count = (texts: string[], match: string | RegExp) =>
  texts.filter((t) => matches(t, match)).length;
/** The answers that are neither of the expected ones (none expected). */
const others = (texts: string[], ...expected: (string | RegExp)[]) =>
  texts.filter((t) => !expected.some((match) => matches(t, match)));

async function savePolicy(
  app: FastifyInstance,
  type: 'password' | 'account',
  policy: Record<string, unknown>,
) {
  await app.tessera.db
    .insertInto('security_policies')
    .values({ user_scope: SCOPE, type, policy: toJson(policy) })
    .onConflict((oc) => oc.columns(['user_scope', 'type']).doUpdateSet({ policy: toJson(policy) }))
    .execute();
}

// scrypt checks are slow on a loaded machine: these tests make a few dozen.
describe.each(TEST_DATABASES)(
  'password sign-in limits on $name',
  { timeout: 240_000 },
  (database) => {
    let app: FastifyInstance;
    let origin: string;

    beforeAll(async () => {
      app = await startServer(database);
      await app.listen({ port: 0, host: '127.0.0.1' });
      const address = app.server.address();
      origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    });
    afterAll(() => app?.close());

    const clearAddressFailures = () => app.tessera.db.deleteFrom('sign_in_failures').execute();

    it.runIf(database.name === 'PostgreSQL')(
      'checks at most 5 of 100 password guesses sent at once; the right password is then locked out',
      async () => {
        await clearAddressFailures();
        await insertTestUser(app.tessera.db, {
          phone: '13922220001',
          password: PASSWORD,
          userScope: SCOPE,
        });
        const { texts, otherCodes } = await loginsAtOnce(
          app,
          origin,
          Array.from({ length: 100 }, (_, i) => loginBody('13922220001', `guess-${i}a`)),
        );
        expect(count(texts, WRONG)).toBeLessThanOrEqual(5);
        expect(others(texts, WRONG, LOCKED)).toEqual([]);
        expect(count(texts, LOCKED)).toBeGreaterThan(0);
        expect(otherCodes.filter((code) => code !== '40000')).toEqual([]);
        const right = await login(app, loginBody('13922220001', PASSWORD));
        expect(right.data?.accessToken).toBeUndefined();
        expect(right.data?.error?.message).toMatch(LOCKED);
      },
    );

    it.runIf(database.name === 'PostgreSQL')(
      'past the captcha threshold, 30 logins at once without a captcha are refused unchecked',
      async () => {
        await clearAddressFailures();
        await savePolicy(app, 'password', {
          imageCodeEnable: true,
          loginFailCountShowImageCode: 3,
        });
        await savePolicy(app, 'account', { lockoutThreshold: 0 });
        try {
          await insertTestUser(app.tessera.db, {
            phone: '13922220002',
            password: PASSWORD,
            userScope: SCOPE,
          });
          const { texts, otherCodes } = await loginsAtOnce(
            app,
            origin,
            Array.from({ length: 30 }, (_, i) => loginBody('13922220002', `guess-${i}a`)),
          );
          expect(count(texts, WRONG)).toBeLessThanOrEqual(3);
          expect(others(texts, WRONG, CAPTCHA_REQUIRED)).toEqual([]);
          expect(count(texts, CAPTCHA_REQUIRED)).toBeGreaterThan(0);
          expect(otherCodes.filter((code) => code !== '40000')).toEqual([]);
          // The right password without a captcha is refused too; with a right captcha it signs in.
          const bare = await login(app, loginBody('13922220002', PASSWORD));
          expect(bare.data?.error?.message).toBe(CAPTCHA_REQUIRED);
          const { captcha, answer } = await issueCaptcha(app.tessera.db, new Date());
          const withCaptcha = await login(
            app,
            loginBody('13922220002', PASSWORD, {
              imgCode: answer,
              imgTimestamp: captcha.imgTimestamp,
            }),
          );
          expect(withCaptcha.data?.accessToken).toBeTruthy();
        } finally {
          await app.tessera.db
            .deleteFrom('security_policies')
            .where('user_scope', '=', SCOPE)
            .execute();
        }
      },
    );

    /** `n` failed checks of a client address in the last minutes, written straight to the table. */
    const earlierFailures = (ip: string, n: number) =>
      app.tessera.db
        .insertInto('sign_in_failures')
        .values(
          Array.from({ length: n }, (_, i) => ({ ip, failed_at: new Date(Date.now() - i * 1000) })),
        )
        .execute();

    it('refuses a client address after 30 failed checks in 15 minutes, every account together', async () => {
      await clearAddressFailures();
      await insertTestUser(app.tessera.db, {
        phone: '13922220003',
        password: PASSWORD,
        userScope: SCOPE,
      });
      const attacker = '198.51.100.7';
      await earlierFailures(attacker, 29);
      // The 30th failure (an unknown number) is counted…
      const thirtieth = await login(app, loginBody('13700000001', 'nope1a'), attacker);
      expect(thirtieth.data?.error?.message).toBe(WRONG);
      // …and then even the right password of another account is refused, unchecked.
      const blocked = await login(app, loginBody('13922220003', PASSWORD), attacker);
      expect(blocked.data?.accessToken).toBeUndefined();
      expect(blocked.data?.error?.message).toMatch(ADDRESS_LIMITED);
      // Another address is not affected, and the account itself is not locked.
      const other = await login(app, loginBody('13922220003', PASSWORD), '198.51.100.8');
      expect(other.data?.accessToken).toBeTruthy();
    });

    it('a successful sign-in does not count towards its address', async () => {
      await clearAddressFailures();
      await insertTestUser(app.tessera.db, {
        phone: '13922220006',
        password: PASSWORD,
        userScope: SCOPE,
      });
      await earlierFailures('198.51.100.9', 29);
      for (let i = 0; i < 2; i++) {
        const answer = await login(app, loginBody('13922220006', PASSWORD), '198.51.100.9');
        expect(answer.data?.accessToken).toBeTruthy();
      }
    });

    it('signs in every colleague sending the right password at once from one address', async () => {
      await clearAddressFailures();
      const office = '198.51.100.20';
      const phones = Array.from({ length: 8 }, (_, i) => `1392223${String(i).padStart(4, '0')}`);
      for (const phone of phones) {
        await insertTestUser(app.tessera.db, { phone, password: PASSWORD, userScope: SCOPE });
      }
      // Room for 4 more failures: checks still running must not count as failures.
      await earlierFailures(office, 26);
      const answers = await Promise.all(
        phones.map((phone) => login(app, loginBody(phone, PASSWORD), office)),
      );
      expect(answers.map((a) => a.data?.error?.message ?? 'signed in')).toEqual(
        phones.map(() => 'signed in'),
      );
      // The limit still holds for wrong passwords sent at once from there.
      const guesses = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          login(app, loginBody(`1370000${String(i).padStart(4, '0')}`, 'nope1a'), office),
        ),
      );
      const texts = guesses.map((a) => a.data?.error?.message ?? '');
      expect(count(texts, WRONG)).toBe(4);
      expect(count(texts, ADDRESS_LIMITED)).toBe(4);
      await clearAddressFailures();
    });

    it("answers a fault of the sign-in provider's storage as the server's, never as 会话已失效", async () => {
      await insertTestUser(app.tessera.db, {
        phone: '13922220009',
        password: PASSWORD,
        userScope: SCOPE,
      });
      // The provider stores the new grant in oidc_payloads: without it the token request fails
      // after the password was checked (as it did when new connections timed out under a burst).
      await sql`alter table oidc_payloads rename to oidc_payloads_away`.execute(app.tessera.db);
      let answer: LoginAnswer;
      try {
        answer = await login(app, loginBody('13922220009', PASSWORD));
      } finally {
        await sql`alter table oidc_payloads_away rename to oidc_payloads`.execute(app.tessera.db);
      }
      expect([answer.rspCd, answer.rspInf]).toEqual(['50000', '服务器错误']);
      const again = await login(app, loginBody('13922220009', PASSWORD));
      expect(again.data?.accessToken).toEqual(expect.any(String));
    });

    it.runIf(database.name === 'PostgreSQL')(
      'checks at most 30 of the guesses at different accounts sent at once from one address',
      async () => {
        await clearAddressFailures();
        // 25 failures already: of 100 guesses at once, at most 5 more are checked.
        await earlierFailures('127.0.0.1', 25);
        const { texts, otherCodes } = await loginsAtOnce(
          app,
          origin,
          Array.from({ length: 100 }, (_, i) =>
            loginBody(`1360000${String(i).padStart(4, '0')}`, 'nope1a'),
          ),
        );
        expect(count(texts, WRONG)).toBeLessThanOrEqual(5);
        expect(others(texts, WRONG, ADDRESS_LIMITED)).toEqual([]);
        expect(count(texts, ADDRESS_LIMITED)).toBeGreaterThan(0);
        expect(otherCodes.filter((code) => code !== '40000')).toEqual([]);
        await clearAddressFailures();
      },
    );

    it('counts wrong old passwords (checkoldpwd, changepwd) towards the lockout', async () => {
      await insertTestUser(app.tessera.db, {
        phone: '13922220004',
        password: PASSWORD,
        userScope: SCOPE,
      });
      const { accessToken } = await signIn(app, {
        phone: '13922220004',
        password: PASSWORD,
        userType: SCOPE,
      });
      const headers = { authorization: `Bearer ${accessToken}` };
      for (let i = 0; i < 3; i++) {
        const check = await sendEnvelope<{ error?: { message: string } }>(app, {
          method: 'POST',
          url: IDENTITY_PATHS.checkOldPassword.pattern,
          payload: { oldPassword: `guess-${i}a` },
          headers,
        });
        expectAnswer(IDENTITY_PATHS.checkOldPassword, check.data);
        expect(check.data?.error?.message).toBe('密码错误');
      }
      for (let i = 3; i < 5; i++) {
        const change = await sendEnvelope<{ error?: { message: string } }>(app, {
          method: 'POST',
          url: IDENTITY_PATHS.changePassword.pattern,
          payload: { flag: 'password', oldPassword: `guess-${i}a`, password: 'Newpass2026a' },
          headers,
        });
        expectAnswer(IDENTITY_PATHS.changePassword, change.data);
        expect(change.data?.error?.message).toBe('密码错误');
      }
      const right = await sendEnvelope<{ error?: { message: string } }>(app, {
        method: 'POST',
        url: IDENTITY_PATHS.checkOldPassword.pattern,
        payload: { oldPassword: PASSWORD },
        headers,
      });
      expect(right.data?.error?.message).toMatch(LOCKED);
      const signInAgain = await login(app, loginBody('13922220004', PASSWORD), '192.0.2.10');
      expect(signInAgain.data?.error?.message).toMatch(LOCKED);
    });

    it('a right old password clears the count of earlier wrong ones', async () => {
      await insertTestUser(app.tessera.db, {
        phone: '13922220005',
        password: PASSWORD,
        userScope: SCOPE,
      });
      const { accessToken } = await signIn(app, {
        phone: '13922220005',
        password: PASSWORD,
        userType: SCOPE,
      });
      const headers = { authorization: `Bearer ${accessToken}` };
      const check = (oldPassword: string) =>
        sendEnvelope<{ error?: { message: string } }>(app, {
          method: 'POST',
          url: IDENTITY_PATHS.checkOldPassword.pattern,
          payload: { oldPassword },
          headers,
        });
      for (let i = 0; i < 4; i++) await check(`guess-${i}a`);
      expect((await check(PASSWORD)).data?.error).toBeUndefined();
      // Without the clearing, this would be the fifth failure in a row and lock the account.
      await check('guess-4a');
      expect((await check(PASSWORD)).data?.error).toBeUndefined();
    });
  },
);
