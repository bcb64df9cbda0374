import type { FastifyInstance } from 'fastify';
import { IDENTITY_PATHS, type Envelope } from '@tessera/protocol';
import type { LoginTokens } from '../identity/installIdentity.js';

/** The role code every test administrator holds (src/authorization/caller.ts ADMIN_ROLE). */
const ADMIN_ROLE_CODE = 'admin';
const TEST_ADMIN_PHONE = '19900000000';

const adminTokens = new WeakMap<FastifyInstance, Promise<string>>();

/** The user id of the test administrator (the `createdBy` of what tests write). */
export async function testAdminId(app: FastifyInstance): Promise<string> {
  await testAdminToken(app);
  const user = await app.tessera.db
    .selectFrom('users')
    .select('id')
    .where('mobile_phone', '=', TEST_ADMIN_PHONE)
    .executeTakeFirstOrThrow();
  return user.id;
}

/**
 * Signs a user in through the password login call (spec 2 §7.1 Login form), as the account
 * portal does, and answers the tokens; throws with the refusal's text when refused.
 */
export async function signIn(
  app: FastifyInstance,
  credentials: { phone: string; password: string; userType?: string },
): Promise<LoginTokens> {
  // Imported here: testDatabases reads Vitest's injected values when loaded, and this module is
  // also loaded outside Vitest (the crash test's server process, `collaborationProcess.ts`).
  const { sendEnvelope } = await import('./testDatabases.js');
  const answer: Envelope<LoginTokens & { error?: { code: number; message: string } }> =
    await sendEnvelope(app, {
      method: 'POST',
      url: IDENTITY_PATHS.loginExpand.pattern,
      payload: {
        PhoneNumber: credentials.phone,
        Password: credentials.password,
        ActionType: 2,
        ...(credentials.userType ? { userType: credentials.userType } : {}),
      },
      anonymous: true,
    });
  if (answer.rspCd !== '00000' || !answer.data || answer.data.error) {
    throw new Error(`sign-in refused: ${answer.data?.error?.message ?? answer.rspInf}`);
  }
  return answer.data;
}

/** A session of an existing user, opened directly (no password check): its access token. */
export async function tokenFor(app: FastifyInstance, userId: string): Promise<string> {
  return (await app.tesseraIdentity.signIn(userId)).accessToken;
}

/**
 * The access token of a test administrator (created on first use, holding the `admin` role):
 * what `sendEnvelope` sends on writes unless a test says `anonymous` or its own authorization.
 */
export function testAdminToken(app: FastifyInstance): Promise<string> {
  let token = adminTokens.get(app);
  if (!token) {
    token = (async () => {
      const db = app.tessera.db;
      await db
        .insertInto('roles')
        .values({
          app_id: '*',
          name: '测试管理员',
          code: ADMIN_ROLE_CODE,
          is_system_built_in: true,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const role = await db
        .selectFrom('roles')
        .select('id')
        .where('code', '=', ADMIN_ROLE_CODE)
        .orderBy('created')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('users')
        .values({
          user_name: 'test-admin',
          nick_name: '测试管理员',
          mobile_phone: TEST_ADMIN_PHONE,
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('mobile_phone', '=', TEST_ADMIN_PHONE)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('user_roles')
        .values({ user_id: user.id, role_id: role.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return tokenFor(app, user.id);
    })();
    adminTokens.set(app, token);
  }
  return token;
}
