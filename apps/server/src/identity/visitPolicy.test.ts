import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_PATHS, type Envelope } from '@tessera/protocol';
import { signedRequest, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { toJson } from '../db/database.js';
import { insertTestUser } from './identityFixtures.js';
import { sendSmsCode } from './smsCodes.js';
import { createDevelopmentSmsSender } from './smsSender.js';

type LoginAnswer = Envelope<{ accessToken?: string; error?: { message: string } }>;

const PASSWORD = 'Tessera2026a';
/** The tests' own user scope, so the demo's policies do not apply. */
const SCOPE = 'visits';
const PHONE = '13944440001';
// The visit policy's texts (organisation/policyFields.ts VISIT_MESSAGES; spec 2 shows none).
const OUTSIDE_RANGES = '当前网络地址不允许登录，请联系管理员';
const OUTSIDE_TIMES = '当前时间不允许登录，请在允许的时段内登录';

// The visit policy is one rule for every sign-in path: a password sign-in and an SMS-code
// sign-in from the same address are refused and allowed alike.
describe.each(TEST_DATABASES)('visit policy on every sign-in path on $name', (database) => {
  let app: FastifyInstance;
  const sender = createDevelopmentSmsSender({ info: () => undefined });
  beforeAll(async () => {
    app = await startServer(database, { smsSender: sender });
    await insertTestUser(app.tessera.db, { phone: PHONE, password: PASSWORD, userScope: SCOPE });
  });
  afterAll(() => app?.close());

  const saveVisit = (policy: Record<string, unknown>) =>
    app.tessera.db
      .insertInto('security_policies')
      .values({ user_scope: SCOPE, type: 'visit', policy: toJson(policy) })
      .onConflict((oc) =>
        oc.columns(['user_scope', 'type']).doUpdateSet({ policy: toJson(policy) }),
      )
      .execute();

  /** One login call from `remoteAddress`. */
  async function login(payload: Record<string, unknown>, remoteAddress: string) {
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
  const byPassword = (ip: string) =>
    login({ PhoneNumber: PHONE, Password: PASSWORD, ActionType: 2, userType: SCOPE }, ip);
  let smsUsers = 0;
  /** An SMS-code sign-in of a user of the scope (a new one each time: codes wait 60 s). */
  async function bySms(ip: string) {
    const phone = `1394444${String(100 + ++smsUsers).padStart(4, '0')}`;
    await insertTestUser(app.tessera.db, { phone, password: PASSWORD, userScope: SCOPE });
    const sent = await sendSmsCode(app.tessera.db, sender, {
      phone,
      purpose: 'SysLogin',
      ip: null,
      now: new Date(),
    });
    expect(sent.ok).toBe(true);
    const code = sender.outbox(phone)[0]!.code;
    return login({ PhoneNumber: phone, VerCode: code, ActionType: 1, userType: SCOPE }, ip);
  }
  const outcome = (answer: LoginAnswer) =>
    answer.data?.accessToken ? 'signed in' : (answer.data?.error?.message ?? answer.rspInf);

  it('refuses a sign-in from outside the address ranges by password and by SMS code', async () => {
    await saveVisit({ ipRanges: ['10.0.0.0/8'] });
    expect(outcome(await byPassword('192.0.2.1'))).toBe(OUTSIDE_RANGES);
    expect(outcome(await bySms('192.0.2.2'))).toBe(OUTSIDE_RANGES);
    expect(outcome(await byPassword('10.1.2.3'))).toBe('signed in');
    expect(outcome(await bySms('10.1.2.4'))).toBe('signed in');
  });

  it('refuses a sign-in outside the allowed times by password and by SMS code', async () => {
    // A one-minute window twelve hours from now: now is outside it.
    const later = new Date(Date.now() + 12 * 3600_000);
    const hhmm = (d: Date) => d.toISOString().slice(11, 16);
    const begin = hhmm(later);
    const end = hhmm(new Date(later.getTime() + 60_000));
    // An end at 00:00 would not be after its begin: move the window a few minutes.
    const window = begin < end ? { begin, end } : { begin: '00:00', end: '00:01' };
    await saveVisit({ allowedTimes: [window], timeZone: 'UTC' });
    expect(outcome(await byPassword('10.1.2.5'))).toBe(OUTSIDE_TIMES);
    expect(outcome(await bySms('10.1.2.6'))).toBe(OUTSIDE_TIMES);
    await saveVisit({ allowedTimes: [{ begin: '00:00', end: '23:59' }], timeZone: 'UTC' });
    const lastMinute = new Date().toISOString().slice(11, 16) === '23:59';
    if (!lastMinute) expect(outcome(await bySms('10.1.2.7'))).toBe('signed in');
  });
});
