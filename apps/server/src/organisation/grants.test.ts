import { EMPTY_GUID } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_PASSWORD, DEMO_USERS } from '../demoOrganisation.js';
import { verifyPassword } from '../directory/passwordHash.js';
import { readPasswordPolicy, DEFAULT_PASSWORD_POLICY } from '../directory/passwordPolicies.js';
import {
  auditCount,
  auditTotal,
  expectRefusal,
  tableSnapshot,
} from './__tests__/organisationTestSupport.js';
import { searchAuditLog } from './auditLog.js';
import {
  listPagePermissions,
  readPageRoles,
  readRoleOperations,
  setPageRoles,
  setRoleOperations,
  setRolePages,
  setRoleUsers,
  setUserRoles,
} from './grants.js';
import { readUserInfo } from '../directory/readUserInfo.js';
import { readUserPages } from '../authorization/readUserPages.js';
import { setRoleEnabled } from './roles.js';
import {
  deleteSecurityPolicy,
  listSecurityPolicies,
  readSecurityPolicy,
  saveSecurityPolicy,
} from './securityPolicies.js';

const [ADMIN, APPLICANT, APPROVER1, APPROVER2] = DEMO_USERS as [
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
];
const actor = { actorId: ADMIN.id };
const appId = DEMO.appId;
const pc = DEMO.pcSubAppId;
const { pcHome, pcDetail, pcLogin } = DEMO.pages;

describe.each(TEST_DATABASES)('grants, user info and page permission on $name', (database) => {
  let app: FastifyInstance;
  let db: Db;
  beforeAll(async () => {
    app = await startServer(database);
    db = app.tessera.db;
  });
  afterAll(() => app?.close());

  const operationsOf = async (userId: string) =>
    (await readUserInfo(db, userId))!.operations.map((o) => o.operationId);

  it('seeds the demo accounts with their known passwords, roles and departments', async () => {
    for (const user of DEMO_USERS) {
      const row = await db
        .selectFrom('users')
        .select(['id', 'user_name', 'password_hash'])
        .where('mobile_phone', '=', user.phone)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ id: user.id, user_name: user.userName });
      expect(await verifyPassword(user.password, row.password_hash)).toBe(true);
      const info = (await readUserInfo(db, user.id))!;
      expect(info.roles).toEqual(user.roles);
      expect(info.departments.map((d) => d.label)).toEqual([user.department]);
    }
    expect(DEMO_PASSWORD).toBe(DEMO.demoLogin.password);
    expect(ADMIN.phone).toBe(DEMO.demoLogin.phone);
    // The demo asks for the image captcha after 3 failed sign-ins (README "Demo seed").
    expect(await readPasswordPolicy(db, 'default')).toEqual({
      ...DEFAULT_PASSWORD_POLICY,
      imageCodeEnable: true,
      loginFailCountShowImageCode: 3,
    });
  });

  it('answers exactly the members of spec 1 §3 User info', async () => {
    const info = await readUserInfo(db, APPLICANT.id, { appId });
    expect(info).toEqual({
      userId: APPLICANT.id,
      userName: 'zhangsan',
      nickName: '张三',
      mobilePhone: APPLICANT.phone,
      email: '',
      roles: ['applicant'],
      posts: [{ id: ORG.posts.engineer.id, name: '工程师' }],
      rank: { id: ORG.ranks.junior.id, name: '初级' },
      tags: [{ id: ORG.tags.newcomer.id, name: '新员工' }],
      operations: [{ operationId: 'article.add', operationStatus: 1 }],
      visitPolicy: null,
      headImageUrl: '',
      departments: [{ id: ORG.departments.frontend.id, label: '前端组' }],
      userType: 'default',
    });
    expect(await readUserInfo(db, EMPTY_GUID)).toBeNull();
    expect(await readUserInfo(db, 'not-a-guid')).toBeNull();
    // Another app's view has none of the demo app's records.
    expect(await readUserInfo(db, APPLICANT.id, { appId: EMPTY_GUID })).toMatchObject({
      roles: [],
      operations: [],
      posts: [],
      rank: null,
      tags: [],
      departments: [],
    });
  });

  it('answers the visit policy of the user scope', async () => {
    await saveSecurityPolicy(db, actor, {
      userScope: 'default',
      type: 'visit',
      policy: { recordOnline: true },
    });
    expect((await readUserInfo(db, APPROVER2.id))!.visitPolicy).toEqual({ recordOnline: true });
    expect(await auditCount(db, 'policy_saved')).toBe(1);
    // The password policy of the seed is untouched by it.
    expect((await listSecurityPolicies(db, { userScope: 'default' })).map((p) => p.type)).toEqual([
      'password',
      'visit',
    ]);
  });

  it('saves one security policy per scope and type, checks password policies, deletes them', async () => {
    const saved = await saveSecurityPolicy(db, actor, {
      userScope: 'staff',
      type: 'password',
      policy: {
        passwordMinLength: 10,
        passwordMaxLength: 0,
        passwordComplex: ['RequireUppercase'],
      },
    });
    expect(saved).toMatchObject({ userScope: 'staff', type: 'password' });
    // Saving again replaces it; identity reads it over its defaults (0 = no maximum).
    await saveSecurityPolicy(db, actor, {
      userScope: 'staff',
      type: 'password',
      policy: { passwordMinLength: 12, passwordComplex: ['RequireNumber'] },
    });
    expect(await readPasswordPolicy(db, 'staff')).toMatchObject({
      passwordMinLength: 12,
      passwordMaxLength: DEFAULT_PASSWORD_POLICY.passwordMaxLength,
      passwordComplex: ['RequireNumber'],
    });
    expect((await listSecurityPolicies(db, { userScope: 'staff' })).map((p) => p.type)).toEqual([
      'password',
    ]);
    const before = await Promise.all([tableSnapshot(db, 'security_policies'), auditTotal(db)]);
    for (const [input, text] of [
      [
        { type: 'password', policy: { passwordMinLength: 9, passwordMaxLength: 8 } },
        '密码策略无效：passwordMinLength 不能大于 passwordMaxLength',
      ],
      [
        { type: 'password', policy: { passwordComplex: ['RequireEmoji'] } },
        '密码策略 passwordComplex 无效：RequireEmoji，应为 RequireNumber / RequireUppercase / RequireLowercase / RequireUniqueChars',
      ],
      [
        { type: 'password', policy: { passwordMinLength: 1.5 } },
        '密码策略 passwordMinLength 无效：应为 0 到 128 的整数（0 表示不限）',
      ],
      [{ type: 'secret', policy: {} }, '参数 type 无效：应为 password / account / visit 之一'],
      [{ type: 'visit', policy: [] }, '安全策略 policy 应为 JSON 对象'],
    ] as const) {
      await expectRefusal(
        saveSecurityPolicy(db, actor, { userScope: 'staff', ...input }),
        '40000',
        text,
      );
    }
    expect(await Promise.all([tableSnapshot(db, 'security_policies'), auditTotal(db)])).toEqual(
      before,
    );
    await deleteSecurityPolicy(db, actor, saved.id);
    await expectRefusal(readSecurityPolicy(db, saved.id), '40400', `安全策略 ${saved.id} 不存在`);
    expect(await auditCount(db, 'policy_deleted')).toBe(1);
  });

  it('changes the user info operations with role grants, status 1 only', async () => {
    expect(await operationsOf(APPROVER1.id)).toEqual(['article.approve', 'article.edit']);
    await setRoleOperations({ db, actor, appId }, ORG.roles.approver.id, {
      operationIds: ['article.approve', 'article.delete'],
    });
    expect(await operationsOf(APPROVER1.id)).toEqual(['article.approve', 'article.delete']);
    expect(await readRoleOperations(db, appId, ORG.roles.approver.id)).toEqual([
      'article.approve',
      'article.delete',
    ]);
    // A disabled role grants nothing: its operations are not status 1 any more, so not answered.
    await setRoleEnabled({ db, actor, appId }, ORG.roles.approver.id, false);
    expect(await operationsOf(APPROVER1.id)).toEqual([]);
    expect((await readUserInfo(db, APPROVER1.id))!.roles).toEqual([]);
    await setRoleEnabled({ db, actor, appId }, ORG.roles.approver.id, true);
    // A user who gets a role gets its operations.
    await setUserRoles({ db, actor, appId }, APPROVER2.id, {
      roleIds: [ORG.roles.approver.id, ORG.roles.applicant.id],
    });
    expect(await operationsOf(APPROVER2.id)).toEqual([
      'article.add',
      'article.approve',
      'article.delete',
    ]);
    expect(await auditCount(db, 'grant')).toBe(2);
  });

  it('refuses grants naming what does not exist, changing nothing', async () => {
    const before = await Promise.all([
      tableSnapshot(db, 'role_operations'),
      tableSnapshot(db, 'role_pages'),
      tableSnapshot(db, 'user_roles'),
      auditTotal(db),
    ]);
    await expectRefusal(
      setRoleOperations({ db, actor, appId }, ORG.roles.applicant.id, {
        operationIds: ['article.add', 'nope'],
      }),
      '40400',
      '操作 nope 不存在',
    );
    await expectRefusal(
      setRolePages({ db, actor, appId }, ORG.roles.applicant.id, {
        subAppId: pc,
        pageIds: [DEMO.pages.mobileHome],
      }),
      '40400',
      `子应用 ${pc} 下不存在页面 ${DEMO.pages.mobileHome}`,
    );
    await expectRefusal(
      setRolePages({ db, actor, appId }, ORG.roles.applicant.id, {
        subAppId: EMPTY_GUID,
        pageIds: [],
      }),
      '40400',
      `应用 ${appId} 下不存在子应用 ${EMPTY_GUID}`,
    );
    await expectRefusal(
      setRoleUsers({ db, actor, appId }, ORG.roles.applicant.id, { userIds: [EMPTY_GUID] }),
      '40400',
      `用户 ${EMPTY_GUID} 不存在`,
    );
    await expectRefusal(
      setUserRoles({ db, actor, appId }, APPLICANT.id, { roleIds: 'admin' }),
      '40000',
      '角色 roleIds 应为 GUID 列表',
    );
    await expectRefusal(
      setRoleUsers({ db, actor, appId }, ORG.roles.admin.id, { userIds: [] }),
      '40000',
      '至少要保留一名可用的系统管理员，此操作已取消',
    );
    expect(
      await Promise.all([
        tableSnapshot(db, 'role_operations'),
        tableSnapshot(db, 'role_pages'),
        tableSnapshot(db, 'user_roles'),
        auditTotal(db),
      ]),
    ).toEqual(before);
  });

  it('answers page permission from role page grants per sub-app', async () => {
    // The seed grants every Pc page to the applicant and approver roles; the admin sees all.
    expect(await readUserPages(db, ADMIN.id, appId, pc)).toEqual({
      permitted: true,
      pageIds: null,
    });
    expect(await readUserPages(db, APPLICANT.id, appId, pc)).toEqual({
      permitted: true,
      pageIds: [pcHome, pcDetail, pcLogin].sort(),
    });
    // The Mobile sub-app has no page grants at all: it is not restricted.
    expect(await readUserPages(db, APPLICANT.id, appId, DEMO.mobileSubAppId)).toEqual({
      permitted: true,
      pageIds: null,
    });

    const pages = await setRolePages({ db, actor, appId }, ORG.roles.applicant.id, {
      subAppId: pc,
      pageIds: [pcHome],
    });
    expect(pages).toEqual([{ subAppId: pc, pageId: pcHome }]);
    expect(await readUserPages(db, APPLICANT.id, appId, pc)).toEqual({
      permitted: true,
      pageIds: [pcHome],
    });

    // Pages get roles: the detail page loses the approver role.
    const roles = await setPageRoles({ db, actor, appId }, pcDetail, { roleIds: [] });
    expect(roles).toEqual([]);
    expect(await readPageRoles(db, appId, pcDetail)).toEqual([]);
    expect((await readUserPages(db, APPROVER1.id, appId, pc)).pageIds).toEqual(
      [pcHome, pcLogin].sort(),
    );

    // A user without any granted page of a restricted sub-app is not permitted.
    await setRolePages({ db, actor, appId }, ORG.roles.applicant.id, { subAppId: pc, pageIds: [] });
    expect(await readUserPages(db, APPLICANT.id, appId, pc)).toEqual({
      permitted: false,
      pageIds: [],
    });

    // Disabled and unknown users are never permitted; unknown sub-apps answer 40400.
    await db.updateTable('users').set({ enabled: false }).where('id', '=', APPROVER1.id).execute();
    expect(await readUserPages(db, APPROVER1.id, appId, pc)).toEqual({
      permitted: false,
      pageIds: [],
    });
    await db.updateTable('users').set({ enabled: true }).where('id', '=', APPROVER1.id).execute();
    expect(await readUserPages(db, EMPTY_GUID, appId, pc)).toEqual({
      permitted: false,
      pageIds: [],
    });
    await expectRefusal(
      readUserPages(db, ADMIN.id, appId, EMPTY_GUID),
      '40400',
      `应用 ${appId} 下不存在子应用 ${EMPTY_GUID}`,
    );

    const permissions = await listPagePermissions(db, appId, { subAppId: pc });
    expect(permissions.every((p) => p.type === 'Role' && p.subAppId === pc)).toBe(true);
    expect(permissions.map((p) => [p.pageTitle, p.typeName])).toEqual([
      ['登录', '审批人'],
      ['首页', '审批人'],
    ]);
  });

  it('writes one grant entry per user whose roles a role grant changes, found by user', async () => {
    const before = await auditCount(db, 'grant');
    await setRoleUsers({ db, actor, appId }, ORG.roles.applicant.id, {
      userIds: [APPROVER1.id, APPROVER2.id],
    });
    // APPROVER2 already held it (from above); APPLICANT loses it, APPROVER1 gets it.
    expect(await auditCount(db, 'grant')).toBe(before + 2);
    const found = await searchAuditLog(db, { action: 'grant', userId: APPLICANT.id });
    expect(found.total).toBe(1);
    expect(found.items[0]).toMatchObject({
      action: 'grant',
      userId: APPLICANT.id,
      actorId: ADMIN.id,
      detail: { grant: 'roleUsers', roleId: ORG.roles.applicant.id, removed: true },
    });
    expect((await readUserInfo(db, APPLICANT.id))!.roles).toEqual([]);
  });

  it('searches the audit log by action, user and time, newest first, paged', async () => {
    const all = await searchAuditLog(db, {});
    expect(all.items).toHaveLength(Math.min(all.total, 10));
    const times = all.items.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    const future = await searchAuditLog(db, { beginTime: '2999-01-01T00:00:00Z' });
    expect(future).toEqual({ total: 0, items: [] });
    const page = await searchAuditLog(db, { action: 'grant', pageIndex: 2, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    await expectRefusal(searchAuditLog(db, { userId: 'x' }), '40000', '用户 id 无效：应为 GUID');
    await expectRefusal(
      searchAuditLog(db, { beginTime: 'yesterday' }),
      '40000',
      '开始时间不是有效的日期时间',
    );
  });
});
