import {
  EMPTY_GUID,
  expectAnswer,
  IDENTITY_PATHS,
  ORGANISATION_PATHS as P,
  type Envelope,
  type PagedList,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
  type SignedRequest,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../demoOrganisation.js';
import { tableSnapshot } from './__tests__/organisationTestSupport.js';
import type { Department, DepartmentNode } from './departmentTree.js';
import type { UserPagePermission } from '../authorization/readUserPages.js';
import type { UserSummary } from './userSummary.js';

const [ADMIN, APPLICANT, APPROVER1] = DEMO_USERS as [
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
];
const appId = DEMO.appId;
const app$ = { appId };

/** The path a client calls (`/api/` + the built path). */
const url = (built: string) => (built.startsWith('/') ? built : `/api/${built}`);

describe.each(TEST_DATABASES)('organisation calls on $name', (database) => {
  let app: FastifyInstance;
  let adminToken: string;
  let applicantToken: string;
  beforeAll(async () => {
    app = await startServer(database);
    // The demo accounts sign in with their known phones and passwords.
    adminToken = (await signIn(app, { phone: ADMIN.phone, password: ADMIN.password })).accessToken;
    applicantToken = (await signIn(app, { phone: APPLICANT.phone, password: APPLICANT.password }))
      .accessToken;
  });
  afterAll(() => app?.close());

  const as = (token: string | null) => (request: Omit<SignedRequest, 'headers' | 'anonymous'>) =>
    token === null
      ? injectSigned(app, { ...request, anonymous: true })
      : injectSigned(app, { ...request, headers: { authorization: `Bearer ${token}` } });
  const call = async <T>(
    token: string,
    request: Omit<SignedRequest, 'headers' | 'anonymous'>,
  ): Promise<Envelope<T>> => {
    const response = await as(token)(request);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<T>>();
  };

  it('lets any signed-in member read the posts, ranks and tags, but only administrators change them', async () => {
    for (const list of [P.posts, P.ranks, P.tags]) {
      const request = { method: 'GET' as const, url: url(list.build(app$)) };
      expect((await as(null)(request)).statusCode).toBe(401);
      const read = await call<PagedList<{ name: string; isEnable: boolean }>>(
        applicantToken,
        request,
      );
      expectAnswer(list, read.data);
      expect(read.data!.items.length).toBeGreaterThan(0);
      expect(read.data!.items.every((item) => typeof item.isEnable === 'boolean')).toBe(true);
    }
    const toggle = await as(applicantToken)({
      method: 'PUT',
      url: url(P.disableTag.build({ appId, id: ORG.tags.remote.id })),
    });
    expect(toggle.statusCode).toBe(403);
    const after = await call<PagedList<{ id: string; isEnable: boolean }>>(applicantToken, {
      method: 'GET',
      url: url(P.tags.build(app$)),
    });
    expect(after.data!.items.find((tag) => tag.id === ORG.tags.remote.id)?.isEnable).toBe(true);
  });

  it('refuses admin calls to anonymous callers (401) and to callers without the admin role (403)', async () => {
    for (const request of [
      { method: 'GET' as const, url: url(P.users.build(app$)) },
      { method: 'GET' as const, url: url(P.departmentTree.build(app$)) },
      {
        method: 'POST' as const,
        url: url(P.addDepartment.build(app$)),
        payload: { label: '越权' },
      },
      { method: 'POST' as const, url: url(P.auditSearch.build(app$)), payload: {} },
    ]) {
      const anonymous = await as(null)(request);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json<Envelope>().rspCd).toBe('30002');
      const applicant = await as(applicantToken)(request);
      expect(applicant.statusCode).toBe(403);
      expect(applicant.json<Envelope>()).toEqual({
        rspCd: '40300',
        rspInf: '您没有访问权限！',
        data: null,
      });
    }
    expect(
      (
        await call<DepartmentNode>(adminToken, {
          method: 'GET',
          url: url(P.departmentTree.build(app$)),
        })
      ).data!.children.map((d) => d.label),
    ).not.toContain('越权');
  });

  it('answers the admin list, tree and records to the administrator', async () => {
    // The presence ping (identity) makes the administrator online.
    expect(
      (await as(adminToken)({ method: 'POST', url: IDENTITY_PATHS.online.pattern })).statusCode,
    ).toBe(200);
    const ping = await as(adminToken)({ method: 'POST', url: IDENTITY_PATHS.online.pattern });
    expectAnswer(IDENTITY_PATHS.online, ping.json<Envelope>().data);
    const list = await call<PagedList<UserSummary>>(adminToken, {
      method: 'GET',
      url: url(
        P.users.build(app$, { DepartmentId: ORG.departments.research.id, SortField: 'userName' }),
      ),
    });
    expect(list.rspCd).toBe('00000');
    expectAnswer(P.users, list.data);
    expect(list.data!.items.map((u) => u.userName)).toEqual(['admin', 'lisi', 'zhangsan']);
    expect(list.data!.items.find((u) => u.id === ADMIN.id)!.online).toBe(true);

    const tree = await call<DepartmentNode>(adminToken, {
      method: 'GET',
      url: url(P.departmentTree.build(app$)),
    });
    expectAnswer(P.departmentTree, tree.data);
    expect(tree.data).toMatchObject({ id: EMPTY_GUID, label: '所有部门' });
    const root = await call<string>(adminToken, {
      method: 'GET',
      url: url(P.departmentRootName.build(app$)),
    });
    expect(root.data).toBe('所有部门');
    const roleTree = await call<{ label: string }>(adminToken, {
      method: 'GET',
      url: url(P.roleTree.build(app$)),
    });
    expectAnswer(P.roleTree, roleTree.data);
    expect(roleTree.data!.label).toBe('所有角色');
    const tags = await call<PagedList<{ name: string }>>(adminToken, {
      method: 'GET',
      url: url(P.tags.build(app$)),
    });
    expect(tags.data!.items.map((t) => t.name)).toEqual(['新员工', '远程办公']);
  });

  it('answers bad input with 40000, missing records with 40400, and changes nothing', async () => {
    const before = await Promise.all([
      tableSnapshot(app.tessera.db, 'departments'),
      tableSnapshot(app.tessera.db, 'roles'),
    ]);
    const cases: [Omit<SignedRequest, 'headers' | 'anonymous'>, string, string][] = [
      [
        { method: 'POST', url: url(P.addDepartment.build(app$)), payload: { label: '' } },
        '40000',
        '部门名称不能为空',
      ],
      [
        { method: 'POST', url: url(P.addDepartment.build(app$)), payload: [1] },
        '40000',
        '请求体应为 JSON 对象',
      ],
      [
        {
          method: 'POST',
          url: url(P.deleteDepartment.build({ appId, id: ORG.departments.research.id })),
        },
        '40000',
        '部门「研发部」下还有 1 个子部门，不能删除',
      ],
      [
        {
          method: 'POST',
          url: url(P.deleteDepartment.build({ appId, id: ORG.departments.finance.id })),
        },
        '40000',
        '部门「财务部」下还有 1 名成员，不能删除',
      ],
      [
        { method: 'POST', url: url(P.deleteRole.build({ appId, id: ORG.roles.admin.id })) },
        '40000',
        '系统内置角色「系统管理员」不能删除',
      ],
      [
        { method: 'POST', url: url(P.disableRole.build({ appId, id: ORG.roles.admin.id })) },
        '40000',
        '系统内置角色「系统管理员」不能停用',
      ],
      [
        { method: 'GET', url: url(P.user.build({ appId, id: 'nobody' })) },
        '40400',
        '用户 nobody 不存在',
      ],
      [
        { method: 'GET', url: url(P.users.build({ appId: EMPTY_GUID })) },
        '40400',
        `应用 ${EMPTY_GUID} 不存在`,
      ],
      [
        { method: 'GET', url: url(P.users.build(app$, { PageSize: 5000 })) },
        '40000',
        '参数 PageSize 无效：应为 1 到 1000 的整数',
      ],
      [
        { method: 'POST', url: url(P.deleteRole.build({ appId, id: '' })) },
        '40000',
        '缺少参数 id（查询参数）',
      ],
      // Sort numbers are declared in the route's schema: refused before the handler runs.
      [
        {
          method: 'POST',
          url: url(P.addDepartment.build(app$)),
          payload: { label: '排序部', sort: 'x' },
        },
        '40000',
        '参数 sort 无效：应为 -1000000 到 1000000 的整数',
      ],
      [
        {
          method: 'POST',
          url: url(P.updateDepartment.build({ appId, id: ORG.departments.research.id })),
          payload: { sort: 1.5 },
        },
        '40000',
        '参数 sort 无效：应为 -1000000 到 1000000 的整数',
      ],
      [
        {
          method: 'POST',
          url: url(P.sortDepartments.build(app$)),
          payload: [{ id: ORG.departments.research.id, sort: 2000000 }],
        },
        '40000',
        '参数 sort 无效：应为 -1000000 到 1000000 的整数',
      ],
      [
        {
          method: 'POST',
          url: url(P.addRole.build(app$)),
          payload: { name: '排序角色', code: 'sorted', sort: true },
        },
        '40000',
        '参数 sort 无效：应为 -1000000 到 1000000 的整数',
      ],
      [
        {
          method: 'POST',
          url: url(P.updateRole.build({ appId, id: ORG.roles.admin.id })),
          payload: { sort: [1] },
        },
        '40000',
        '参数 sort 无效：应为 -1000000 到 1000000 的整数',
      ],
      [
        {
          method: 'POST',
          url: url(P.addTag.build(app$)),
          payload: { name: '排序标签', sort: '1e3' },
        },
        '40000',
        '参数 sort 无效：应为 -1000000 到 1000000 的整数',
      ],
    ];
    for (const [request, rspCd, rspInf] of cases) {
      expect(await call(adminToken, request), request.url).toEqual({ rspCd, rspInf, data: null });
    }
    expect(
      await Promise.all([
        tableSnapshot(app.tessera.db, 'departments'),
        tableSnapshot(app.tessera.db, 'roles'),
      ]),
    ).toEqual(before);
  });

  it('makes changes as the signed-in administrator, each in the audit log with the actor', async () => {
    const added = await call<Department>(adminToken, {
      method: 'POST',
      url: url(P.addDepartment.build(app$)),
      payload: { label: '测试部', parentId: EMPTY_GUID },
    });
    expect(added.data).toMatchObject({ label: '测试部', level: 1 });
    const user = await call<UserSummary>(adminToken, {
      method: 'POST',
      url: url(P.addUser.build(app$)),
      payload: { userName: 'route-user', phone: '13900000009', departmentIds: [added.data!.id] },
    });
    expect(user.data).toMatchObject({ userName: 'route-user', departments: [{ label: '测试部' }] });
    const disabled = await call<UserSummary>(adminToken, {
      method: 'POST',
      url: url(P.disableUser.build({ appId, id: user.data!.id })),
    });
    expect(disabled.data!.isEnable).toBe(false);
    const deleted = await as(adminToken)({
      method: 'DELETE',
      url: url(P.deleteUser.build({ appId, id: user.data!.id })),
    });
    expect(deleted.json<Envelope<UserSummary>>().data!.isDeleted).toBe(true);
    const tagOff = await call<{ isEnable: boolean }>(adminToken, {
      method: 'PUT',
      url: url(P.disableTag.build({ appId, id: ORG.tags.remote.id })),
    });
    expectAnswer(P.disableTag, tagOff.data);
    expect(tagOff.data!.isEnable).toBe(false);
    const password = await call<{ password: string }>(adminToken, {
      method: 'POST',
      url: url(P.createUserPassword.build({ appId, id: user.data!.id })),
    });
    expect(password).toMatchObject({ rspCd: '40000', rspInf: '用户已删除，请先恢复' });

    const audit = await call<PagedList<{ action: string; actorId: string; userId: string | null }>>(
      adminToken,
      {
        method: 'POST',
        url: url(P.auditSearch.build(app$)),
        payload: { actorId: ADMIN.id, pageSize: 100 },
      },
    );
    expect(audit.data!.items.map((e) => e.action).reverse()).toEqual([
      'department_added',
      'user_added',
      'user_disabled',
      'user_deleted',
      'tag_disabled',
    ]);
    const actions = await call<{ action: string; label: string }[]>(adminToken, {
      method: 'GET',
      url: url(P.auditActions.build(app$)),
    });
    expect(actions.data).toContainEqual({ action: 'grant', label: '授权' });
  });

  it('answers the page permission of the caller, and of another user only to administrators', async () => {
    const pages = (query: Record<string, string>, token: string) =>
      as(token)({
        method: 'GET',
        url: url(P.userPages.build({ appid: appId, subappid: DEMO.pcSubAppId }, query)),
      });
    const own = await pages({}, applicantToken);
    expectAnswer(P.userPages, own.json<Envelope<UserPagePermission>>().data);
    expect(own.json<Envelope<UserPagePermission>>().data).toEqual({
      permitted: true,
      pageIds: [DEMO.pages.pcHome, DEMO.pages.pcDetail, DEMO.pages.pcLogin].sort(),
    });
    const other = await pages({ userid: ADMIN.id }, applicantToken);
    expect(other.statusCode).toBe(403);
    const byAdmin = await pages({ userid: APPLICANT.id }, adminToken);
    expect(byAdmin.json<Envelope<UserPagePermission>>().data!.permitted).toBe(true);
    const anonymous = await as(null)({
      method: 'GET',
      url: url(P.userPages.build({ appid: appId, subappid: DEMO.pcSubAppId })),
    });
    expect(anonymous.statusCode).toBe(401);
    const missing = await call(applicantToken, {
      method: 'GET',
      url: '/api/permission/user/pages?appid=' + appId,
    });
    expect(missing).toEqual({
      rspCd: '40000',
      rspInf: '缺少参数 subappid（查询参数）',
      data: null,
    });
    // A user named twice is refused, not read as the caller's own permission.
    const twice = await call(adminToken, {
      method: 'GET',
      url: `/api/permission/user/pages?appid=${appId}&subappid=${DEMO.pcSubAppId}&userid=${APPLICANT.id}&userid=${ADMIN.id}`,
    });
    expect(twice).toEqual({ rspCd: '40000', rspInf: '参数 userid 应为文本', data: null });
  });

  it('answers the departments of a user to that user and to administrators', async () => {
    const departs = (id: string, token: string) =>
      as(token)({ method: 'GET', url: url(P.departsByUserId.build({ appId, id })) });
    const own = await departs(APPLICANT.id, applicantToken);
    expectAnswer(P.departsByUserId, own.json<Envelope<Department[]>>().data);
    expect(own.json<Envelope<Department[]>>().data!.map((d) => d.label)).toEqual(['前端组']);
    expect((await departs(APPROVER1.id, applicantToken)).statusCode).toBe(403);
    const byAdmin = await departs(APPROVER1.id, adminToken);
    expect(byAdmin.json<Envelope<Department[]>>().data!.map((d) => d.label)).toEqual(['研发部']);
  });

  it('lets the test administrator of sendEnvelope write too', async () => {
    const body = await sendEnvelope<Department>(app, {
      method: 'POST',
      url: url(P.addDepartment.build(app$)),
      payload: { label: '由测试管理员添加' },
    });
    expect(body.rspCd).toBe('00000');
  });

  it('reads a sort number or its text, and null or empty text as left out', async () => {
    const added = await call<{ id: string; sort: number }>(adminToken, {
      method: 'POST',
      url: url(P.addRole.build(app$)),
      payload: { name: '排序文本角色', code: 'sort-text', sort: '-7' },
    });
    expect(added.data!.sort).toBe(-7);
    for (const sort of [null, '']) {
      const kept = await call<{ sort: number }>(adminToken, {
        method: 'POST',
        url: url(P.updateRole.build({ appId, id: added.data!.id })),
        payload: { sort },
      });
      expect(kept.data!.sort).toBe(-7);
    }
    const moved = await call<{ sort: number }>(adminToken, {
      method: 'POST',
      url: url(P.updateRole.build({ appId, id: added.data!.id })),
      payload: { sort: 1000000 },
    });
    expect(moved.data!.sort).toBe(1000000);
    const tag = await call<{ id: string; sort: number }>(adminToken, {
      method: 'POST',
      url: url(P.addTag.build(app$)),
      payload: { name: '排序文本标签', sort: null },
    });
    expect(tag.data!.sort).toBe(0);
    await call(adminToken, {
      method: 'POST',
      url: url(P.deleteTag.build({ appId, id: tag.data!.id })),
    });
    await call(adminToken, {
      method: 'POST',
      url: url(P.deleteRole.build({ appId, id: added.data!.id })),
    });
  });
});
