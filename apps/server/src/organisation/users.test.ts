import { EMPTY_GUID } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../demoOrganisation.js';
import { verifyPassword } from '../directory/passwordHash.js';
import {
  auditCount,
  auditTotal,
  expectRefusal,
  tableSnapshot,
} from './__tests__/organisationTestSupport.js';
import { LAST_ADMIN_MESSAGE } from './accountSafeguards.js';
import { setUserRoles } from './grants.js';
import { listUsers } from './listUsers.js';
import { createUserPassword, randomPasswordOfScope, setUserPassword } from './userPasswords.js';
import { addUser, DELETED_USER_MESSAGE, updateUser } from './userRecords.js';
import { changeUserState } from './userStates.js';

const [ADMIN, APPLICANT, APPROVER1, APPROVER2] = DEMO_USERS as [
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
];
const actor = { actorId: ADMIN.id, ip: '10.0.0.1' };
const appId = DEMO.appId;

describe.each(TEST_DATABASES)('users on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    app = await startServer(database);
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  const session = (userId: string, sid: string) =>
    db.insertInto('user_sessions').values({ sid, user_id: userId, client_id: 'test' }).execute();
  const revoked = async (sid: string) =>
    (
      await db
        .selectFrom('user_sessions')
        .select('revoked_reason')
        .where('sid', '=', sid)
        .executeTakeFirstOrThrow()
    ).revoked_reason;

  it('adds a user with links of the app, a checked password and an audit entry', async () => {
    const user = await addUser(
      { db, actor, appId },
      {
        userName: 'zhaoliu',
        nickName: '赵六',
        phone: '13900000001',
        email: 'zhaoliu@example.com',
        password: 'abc12345',
        departmentIds: [ORG.departments.finance.id],
        roleIds: [ORG.roles.applicant.id],
        tagIds: [ORG.tags.remote.id],
        postId: ORG.posts.accountant.id,
        rankId: ORG.ranks.junior.id,
      },
    );
    expect(user).toMatchObject({
      userName: 'zhaoliu',
      nickName: '赵六',
      phone: '13900000001',
      userType: 'default',
      departments: [{ id: ORG.departments.finance.id, label: '财务部' }],
      roles: [{ id: ORG.roles.applicant.id, name: '申请人', code: 'applicant' }],
      tags: [{ id: ORG.tags.remote.id, name: '远程办公' }],
      post: { id: ORG.posts.accountant.id, name: '会计' },
      rank: { id: ORG.ranks.junior.id, name: '初级' },
      online: false,
      isEnable: true,
      lockoutEnabled: false,
      isDeleted: false,
      dormancyed: false,
      expireTime: null,
    });
    expect(JSON.stringify(user)).not.toMatch(/scrypt|password/i);
    const row = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('abc12345', row.password_hash)).toBe(true);
    const entry = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user_added')
      .executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ user_id: user.id, actor_id: ADMIN.id, ip: '10.0.0.1' });
  });

  it('refuses bad input, taken names and missing links, writing nothing', async () => {
    const before = await Promise.all([
      tableSnapshot(db, 'users'),
      tableSnapshot(db, 'user_roles'),
      auditTotal(db),
    ]);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ nickName: 'x' }, '40000', '用户名不能为空'],
      [{ userName: 'a', phone: '12345' }, '40000', '请输入正确的手机号码'],
      [{ userName: 'a', email: 'not-mail' }, '40000', '邮箱不是有效的电子邮件地址'],
      [{ userName: 'a', password: 'ab1' }, '40000', '密码长度限制为6到20位'],
      [{ userName: 'a', password: 'abcdefgh' }, '40000', '密码必须包含数字、小写字母'],
      [{ userName: 'a', password: '密码abc123' }, '40000', '密码禁止包含中文及中文字符'],
      [{ userName: 'a', password: ' ' }, '40000', '请输入密码'],
      [{ userName: 'a', password: '      ' }, '40000', '请输入密码'],
      [{ userName: 'a', password: '\t' }, '40000', '请输入密码'],
      [{ userName: 'ADMIN' }, '40000', '用户名「ADMIN」已被使用'],
      [{ userName: 'a', phone: APPLICANT.phone }, '40000', `手机号码 ${APPLICANT.phone} 已被使用`],
      [{ userName: 'a', roleIds: ['x'] }, '40000', '角色 无效：应为 GUID'],
      [{ userName: 'a', roleIds: [EMPTY_GUID] }, '40400', `角色 ${EMPTY_GUID} 不存在`],
      [{ userName: 'a', departmentIds: [EMPTY_GUID] }, '40400', `部门 ${EMPTY_GUID} 不存在`],
      [
        { userName: 'a', postId: ORG.ranks.junior.id },
        '40400',
        `岗位 ${ORG.ranks.junior.id} 不存在`,
      ],
      [
        { userName: 'a', userType: 'bad scope' },
        '40000',
        '参数 userType 无效：用户域只能含字母、数字、_、- 和 .（1 到 64 个字符）',
      ],
      [{ userName: 'a', expireTime: 'soon' }, '40000', '到期时间不是有效的日期时间'],
    ];
    for (const [input, rspCd, rspInf] of cases) {
      await expectRefusal(addUser({ db, actor, appId }, input), rspCd, rspInf);
    }
    expect(
      await Promise.all([
        tableSnapshot(db, 'users'),
        tableSnapshot(db, 'user_roles'),
        auditTotal(db),
      ]),
    ).toEqual(before);
  });

  it('updates the members given and keeps the others', async () => {
    const updated = await updateUser({ db, actor, appId }, APPROVER2.id, {
      nickName: '王五五',
      departmentIds: [ORG.departments.finance.id, ORG.departments.research.id],
      tagIds: [],
    });
    expect(updated).toMatchObject({
      nickName: '王五五',
      phone: APPROVER2.phone,
      roles: [{ code: 'approver' }],
      departments: expect.arrayContaining([
        { id: ORG.departments.finance.id, label: '财务部' },
        { id: ORG.departments.research.id, label: '研发部' },
      ]),
    });
    await expectRefusal(
      updateUser({ db, actor, appId }, APPROVER2.id, { password: 'x' }),
      '40000',
      '修改密码请使用用户密码修改接口',
    );
    expect(await auditCount(db, 'user_updated')).toBe(1);
  });

  it('makes the user admin transitions of spec 2 §4', async () => {
    const user = await addUser({ db, actor, appId }, { userName: 'states', phone: '13900000002' });
    await session(user.id, 'sid-states');

    const disabled = await changeUserState({ db, actor, appId }, user.id, 'disable');
    expect(disabled.isEnable).toBe(false);
    expect(await revoked('sid-states')).toBe('disabled');
    expect((await changeUserState({ db, actor, appId }, user.id, 'enable')).isEnable).toBe(true);

    await db
      .updateTable('users')
      .set({ locked_out_until: sql<Date>`now() + interval '30 minutes'`, failed_login_count: 5 })
      .where('id', '=', user.id)
      .execute();
    expect((await listUsers(db, appId, { LockoutEnabled: 'true' })).items.map((u) => u.id)).toEqual(
      [user.id],
    );
    const unlocked = await changeUserState({ db, actor, appId }, user.id, 'unlock');
    expect(unlocked).toMatchObject({ lockoutEnabled: false, lockoutEnd: null });
    const counts = await db
      .selectFrom('users')
      .select(['failed_login_count', 'locked_out_until'])
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(counts).toEqual({ failed_login_count: 0, locked_out_until: null });

    await db.updateTable('users').set({ dormant: true }).where('id', '=', user.id).execute();
    const expireTime = new Date(Date.now() + 86_400_000 * 30);
    const activated = await changeUserState({ db, actor, appId }, user.id, 'activate', {
      expireTime: expireTime.toISOString(),
    });
    expect(activated).toMatchObject({ expireTime: expireTime.toISOString(), dormancyed: false });

    const deleted = await changeUserState({ db, actor, appId }, user.id, 'delete');
    expect(deleted.isDeleted).toBe(true);
    expect((await listUsers(db, appId, { KeyWord: 'states' })).total).toBe(0);
    expect((await listUsers(db, appId, { KeyWord: 'states', isDeleted: 'true' })).total).toBe(1);
    await expectRefusal(
      changeUserState({ db, actor, appId }, user.id, 'enable'),
      '40000',
      DELETED_USER_MESSAGE,
    );
    await expectRefusal(
      updateUser({ db, actor, appId }, user.id, { nickName: 'x' }),
      '40000',
      DELETED_USER_MESSAGE,
    );
    const recovered = await changeUserState({ db, actor, appId }, user.id, 'recover');
    expect(recovered.isDeleted).toBe(false);

    for (const action of [
      'user_disabled',
      'user_enabled',
      'user_unlocked',
      'user_activated',
      'user_deleted',
      'user_recovered',
    ]) {
      expect(await auditCount(db, action), action).toBe(1);
    }
    // A transition to the state the user is in changes nothing and writes nothing.
    const total = await auditTotal(db);
    await changeUserState({ db, actor, appId }, user.id, 'enable');
    await changeUserState({ db, actor, appId }, user.id, 'recover');
    expect(await auditTotal(db)).toBe(total);
  });

  it('refuses a past expiry, self-disabling and taking away the last administrator', async () => {
    const before = await Promise.all([
      tableSnapshot(db, 'users'),
      tableSnapshot(db, 'user_roles'),
      auditTotal(db),
    ]);
    await expectRefusal(
      changeUserState({ db, actor, appId }, APPLICANT.id, 'activate', {
        expireTime: '2020-01-01T00:00:00Z',
      }),
      '40000',
      '到期时间必须晚于当前时间',
    );
    await expectRefusal(
      changeUserState({ db, actor, appId }, APPLICANT.id, 'activate'),
      '40000',
      '请选择到期时间（expireTime）',
    );
    await expectRefusal(
      changeUserState({ db, actor, appId }, ADMIN.id, 'disable'),
      '40000',
      '不能停用自己的账号',
    );
    await expectRefusal(
      changeUserState({ db, actor: { actorId: null }, appId }, ADMIN.id, 'delete'),
      '40000',
      LAST_ADMIN_MESSAGE,
    );
    await expectRefusal(
      setUserRoles({ db, actor: { actorId: null }, appId }, ADMIN.id, {
        roleIds: [ORG.roles.approver.id],
      }),
      '40000',
      LAST_ADMIN_MESSAGE,
    );
    await expectRefusal(
      changeUserState({ db, actor, appId }, EMPTY_GUID, 'enable'),
      '40400',
      `用户 ${EMPTY_GUID} 不存在`,
    );
    expect(
      await Promise.all([
        tableSnapshot(db, 'users'),
        tableSnapshot(db, 'user_roles'),
        auditTotal(db),
      ]),
    ).toEqual(before);
  });

  it('sets passwords by the scope policy and ends the sessions', async () => {
    await session(APPROVER1.id, 'sid-approver1');
    await expectRefusal(
      setUserPassword(db, actor, APPROVER1.id, { password: 'abc' }),
      '40000',
      '密码长度限制为6到20位',
    );
    for (const password of [' ', '      ', '\t']) {
      await expectRefusal(
        setUserPassword(db, actor, APPROVER1.id, { password }),
        '40000',
        '请输入密码',
      );
    }
    await setUserPassword(db, actor, APPROVER1.id, { password: 'newpass123', mustReset: true });
    const row = await db
      .selectFrom('users')
      .select(['password_hash', 'password_reset_code'])
      .where('id', '=', APPROVER1.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('newpass123', row.password_hash)).toBe(true);
    expect(row.password_reset_code).toBe(102);
    expect(await revoked('sid-approver1')).toBe('password_changed');

    const { password } = await createUserPassword(db, actor, APPROVER1.id);
    expect(password).toMatch(/^(?=.*\d)(?=.*[a-z]).{12}$/);
    const after = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', APPROVER1.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(password, after.password_hash)).toBe(true);
    expect(await auditCount(db, 'password_changed')).toBe(2);
    const entries = await db
      .selectFrom('audit_log')
      .select('detail')
      .where('action', '=', 'password_changed')
      .execute();
    expect(JSON.stringify(entries)).not.toContain(password);

    // A stricter policy of another scope drives the random password.
    await db
      .insertInto('security_policies')
      .values({
        user_scope: 'staff',
        type: 'password',
        policy: JSON.stringify({
          passwordMinLength: 16,
          passwordMaxLength: 16,
          passwordComplex: [
            'RequireNumber',
            'RequireUppercase',
            'RequireLowercase',
            'RequireUniqueChars',
          ],
        }),
      })
      .execute();
    for (let i = 0; i < 20; i++) {
      expect((await randomPasswordOfScope(db, 'staff')).password).toMatch(
        /^(?=.*\d)(?=.*[A-Z])(?=.*[a-z])(?=.*[^A-Za-z0-9]).{16}$/,
      );
    }
  });

  it('lists users page by page with every filter of the admin list', async () => {
    const ids = (list: { items: { id: string }[] }) => list.items.map((u) => u.id).sort();
    const all = await listUsers(db, appId, {});
    expect(all.items).toHaveLength(Math.min(all.total, 10));
    expect(all.total).toBeGreaterThanOrEqual(DEMO_USERS.length);

    await db
      .updateTable('users')
      .set({ last_seen_at: sql<Date>`now()` })
      .where('id', '=', APPLICANT.id)
      .execute();
    expect(ids(await listUsers(db, appId, { online: 'true' }))).toEqual([APPLICANT.id]);
    expect(ids(await listUsers(db, appId, { KeyWord: '张' }))).toEqual([APPLICANT.id]);
    expect(ids(await listUsers(db, appId, { query: 'ZHANGSAN' }))).toEqual([APPLICANT.id]);
    expect(ids(await listUsers(db, appId, { phone: '13800000000' }))).toEqual([ADMIN.id]);
    expect(ids(await listUsers(db, appId, { email: 'ZHAOLIU@' }))).toHaveLength(1);
    // 研发部 includes 前端组 below it; the root means everyone.
    expect(ids(await listUsers(db, appId, { DepartmentId: ORG.departments.research.id }))).toEqual(
      [ADMIN.id, APPLICANT.id, APPROVER1.id, APPROVER2.id].sort(),
    );
    expect((await listUsers(db, appId, { DepartmentId: EMPTY_GUID })).total).toBe(all.total);
    expect(
      ids(await listUsers(db, appId, { roles: `${ORG.roles.admin.id},${ORG.roles.applicant.id}` })),
    ).toHaveLength(3);
    expect(ids(await listUsers(db, appId, { tags: ORG.tags.newcomer.id }))).toEqual([APPLICANT.id]);
    expect(ids(await listUsers(db, appId, { userType: 'nobody' }))).toEqual([]);
    expect(ids(await listUsers(db, appId, { type: 'default', userId: ADMIN.id }))).toEqual([
      ADMIN.id,
    ]);
    expect((await listUsers(db, appId, { isEnable: 'false' })).total).toBe(0);
    expect((await listUsers(db, appId, { dormancyed: 'true' })).total).toBe(0);
    expect((await listUsers(db, appId, { LockoutEnabled: 'false' })).total).toBe(all.total);

    const sorted = await listUsers(db, appId, {
      SortField: 'userName',
      SortOrder: 'asc',
      PageSize: '2',
      PageIndex: '2',
    });
    const names = (
      await listUsers(db, appId, { SortField: 'userName', PageSize: '100' })
    ).items.map((u) => u.userName);
    expect(sorted.items.map((u) => u.userName)).toEqual(names.slice(2, 4));

    for (const [query, text] of [
      [{ PageSize: '0' }, '参数 PageSize 无效：应为 1 到 1000 的整数'],
      [{ isEnable: 'maybe' }, '参数 isEnable 无效：应为 true 或 false'],
      [
        { SortField: 'password_hash' },
        '参数 SortField 无效：应为 userName / nickName / phone / email / created / lastLoginAt / expireTime 之一',
      ],
      [{ SortOrder: 'up' }, '参数 SortOrder 无效：应为 asc 或 desc'],
      [{ DepartmentId: 'x' }, '参数 DepartmentId 无效：应为 GUID'],
    ] as const) {
      await expectRefusal(listUsers(db, appId, query), '40000', text);
    }
    await expectRefusal(
      listUsers(db, appId, { DepartmentId: '7e55e7a0-0009-4000-8000-00000000ffff' }),
      '40400',
      '部门 7e55e7a0-0009-4000-8000-00000000ffff 不存在',
    );
  });
});
