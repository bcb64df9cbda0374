import { ORGANISATION_PATHS as P, type Envelope } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import {
  auditCount,
  auditTotal,
  expectRefusal,
  tableSnapshot,
} from './__tests__/organisationTestSupport.js';
import { addRole } from './roles.js';
import { batchUsers, signOutUser } from './userBatch.js';

const [ADMIN, APPLICANT, APPROVER1, APPROVER2] = DEMO_USERS as [
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
];
const actor = { actorId: ADMIN.id, ip: '10.0.0.2' };
const appId = DEMO.appId;
/** The path a client calls (`/api/` + the built path). */
const url = (built: string) => (built.startsWith('/') ? built : `/api/${built}`);

describe.each(TEST_DATABASES)('bulk user actions and signing out on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    app = await startServer(database);
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  const user = (id: string) =>
    db
      .selectFrom('users')
      .select(['enabled', 'deleted'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('disables and enables a selection in one call, each with its audit entry', async () => {
    const ids = [APPROVER1.id, APPROVER2.id];
    expect(await batchUsers({ db, actor, appId }, { ids, action: 'disable' })).toEqual({
      changed: 2,
    });
    expect((await user(APPROVER1.id)).enabled).toBe(false);
    expect((await user(APPROVER2.id)).enabled).toBe(false);
    expect(await auditCount(db, 'user_disabled')).toBe(2);
    // Already enabled users are left as they are and not counted.
    await batchUsers({ db, actor, appId }, { ids: [APPROVER1.id], action: 'enable' });
    expect(await batchUsers({ db, actor, appId }, { ids, action: 'enable' })).toEqual({
      changed: 1,
    });
    expect((await user(APPROVER2.id)).enabled).toBe(true);
  });

  it('gives a selection a role, keeping the roles they hold', async () => {
    const role = await addRole({ db, actor, appId }, { name: '批量角色', code: 'batch_role' });
    const ids = [APPLICANT.id, APPROVER1.id];
    const held = await db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', APPLICANT.id)
      .execute();
    expect(
      await batchUsers({ db, actor, appId }, { ids, action: 'assignRole', roleId: role.id }),
    ).toEqual({ changed: 2 });
    const after = await db
      .selectFrom('user_roles')
      .select('role_id')
      .where('user_id', '=', APPLICANT.id)
      .execute();
    expect(after.map((r) => r.role_id).sort()).toEqual(
      [...held.map((r) => r.role_id), role.id].sort(),
    );
    expect(
      await batchUsers({ db, actor, appId }, { ids, action: 'assignRole', roleId: role.id }),
    ).toEqual({ changed: 0 });
    expect(await auditCount(db, 'user_role_added')).toBe(2);
  });

  it('refuses the whole selection at the first refusal, naming the user, and changes nothing', async () => {
    await batchUsers({ db, actor, appId }, { ids: [APPROVER2.id], action: 'delete' });
    const before = await tableSnapshot(db, 'users');
    const audits = await auditTotal(db);
    // 李四 would be disabled first; the deleted 王五 refuses, so 李四 stays enabled.
    await expectRefusal(
      batchUsers({ db, actor, appId }, { ids: [APPROVER1.id, APPROVER2.id], action: 'disable' }),
      '40000',
      `用户「${APPROVER2.userName}」：用户已删除，请先恢复`,
    );
    await expectRefusal(
      batchUsers({ db, actor, appId }, { ids: [APPROVER1.id, ADMIN.id], action: 'delete' }),
      '40000',
      '不能删除自己的账号',
    );
    await expectRefusal(
      batchUsers({ db, actor, appId }, { ids: [], action: 'enable' }),
      '40000',
      '请先选择用户',
    );
    await expectRefusal(
      batchUsers({ db, actor, appId }, { ids: [APPROVER1.id], action: 'explode' }),
      '40000',
      '参数 action 无效：应为 enable、disable、delete、recover、unlock、assignRole 之一',
    );
    await expectRefusal(
      batchUsers({ db, actor, appId }, { ids: ['nope'], action: 'enable' }),
      '40000',
      '参数 ids 无效：应为 GUID',
    );
    await expectRefusal(
      batchUsers({ db, actor, appId }, { ids: [APPROVER1.id], action: 'assignRole' }),
      '40000',
      '参数 roleId 无效：应为 GUID',
    );
    expect(await tableSnapshot(db, 'users')).toEqual(before);
    expect(await auditTotal(db)).toBe(audits);
    await batchUsers({ db, actor, appId }, { ids: [APPROVER2.id], action: 'recover' });
    expect((await user(APPROVER2.id)).deleted).toBe(false);
  });

  it('signs a user out of every session: their token answers 401 at the next call', async () => {
    const { accessToken } = await signIn(app, {
      phone: APPLICANT.phone,
      password: APPLICANT.password,
    });
    const me = (token: string) =>
      injectSigned(app, {
        method: 'GET',
        url: `/api/${appId}/user/getdepartsbyuserid/${APPLICANT.id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await me(accessToken)).statusCode).toBe(200);
    const { ended } = await signOutUser({ db, actor, appId }, APPLICANT.id);
    expect(ended).toBeGreaterThanOrEqual(1);
    expect((await me(accessToken)).statusCode).toBe(401);
    expect(await auditCount(db, 'user_signed_out')).toBe(1);
  });

  it('answers the two calls to administrators only (401 anonymous, 403 others)', async () => {
    const admin = await signIn(app, { phone: ADMIN.phone, password: ADMIN.password });
    const member = await signIn(app, { phone: APPROVER1.phone, password: APPROVER1.password });
    const calls = [
      { url: url(P.signOutUser.build({ appId, id: APPROVER2.id })), payload: undefined },
      {
        url: url(P.batchUsers.build({ appId })),
        payload: { ids: [APPROVER2.id], action: 'disable' },
      },
    ];
    for (const { url: path, payload } of calls) {
      const anonymous = await injectSigned(app, {
        method: 'POST',
        url: path,
        payload,
        anonymous: true,
      });
      expect(anonymous.statusCode).toBe(401);
      const refused = await injectSigned(app, {
        method: 'POST',
        url: path,
        payload,
        headers: { authorization: `Bearer ${member.accessToken}` },
      });
      expect(refused.statusCode).toBe(403);
    }
    expect((await user(APPROVER2.id)).enabled).toBe(true);
    const done = await injectSigned(app, {
      method: 'POST',
      url: url(P.batchUsers.build({ appId })),
      payload: { ids: [APPROVER2.id], action: 'disable' },
      headers: { authorization: `Bearer ${admin.accessToken}` },
    });
    expect(done.json<Envelope>()).toEqual({
      rspCd: '00000',
      rspInf: expect.any(String),
      data: { changed: 1 },
    });
  });
});
