import { ORGANISATION_PATHS as P, type Envelope } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../__tests__/signIn.js';
import { injectSigned, startServer, TEST_DATABASES } from '../__tests__/testDatabases.js';
import { holdsOperation } from '../authorization/operationAccess.js';
import { readUserPages } from '../authorization/readUserPages.js';
import type { UserAbilities } from '../authorization/userAbilities.js';
import type { Db } from '../db/database.js';
import { DEMO } from '../demo.js';
import { DEMO_ORGANISATION as ORG, DEMO_USERS } from '../demoOrganisation.js';
import { auditTotal, tableSnapshot } from './__tests__/organisationTestSupport.js';
import type { RoleGrantTree } from './roleGrantTree.js';
import type { RoleDepartment } from './roleDepartments.js';
import { controlOperationsOf } from '../authorization/operationAccess.js';
import { EVENT_PAGES } from '../seed/widgetPages/eventPages.js';
import { CONTENT_PATHS } from '@tessera/protocol';

const [ADMIN, APPLICANT, APPROVER1, APPROVER2] = DEMO_USERS as [
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
  (typeof DEMO_USERS)[number],
];
const appId = DEMO.appId;
const pc = DEMO.pcSubAppId;
const { pcHome, pcDetail, pcLogin } = DEMO.pages;
const approver = ORG.roles.approver.id;
const url = (built: string) => `/api/${built}`;

describe.each(TEST_DATABASES)(
  'role grant tree, department limits and abilities on $name',
  (database) => {
    let app: FastifyInstance;
    let db: Db;
    let adminToken: string;
    let applicantToken: string;
    beforeAll(async () => {
      app = await startServer(database);
      db = app.tessera.db;
      adminToken = (await signIn(app, ADMIN)).accessToken;
      applicantToken = (await signIn(app, APPLICANT)).accessToken;
    });
    afterAll(() => app?.close());

    const send = async <T>(
      token: string | null,
      request: { method: 'GET' | 'POST'; url: string; payload?: unknown },
    ) => {
      const response = await injectSigned(app, {
        ...request,
        ...(token === null
          ? { anonymous: true }
          : { headers: { authorization: `Bearer ${token}` } }),
      } as Parameters<typeof injectSigned>[1]);
      return { status: response.statusCode, body: response.json<Envelope<T>>() };
    };
    const grantsUrl = (roleId: string) =>
      url(P.roleGrants.build({ appId, id: roleId })) + `?subAppId=${pc}`;
    const snapshot = async () => [
      await tableSnapshot(db, 'role_pages'),
      await tableSnapshot(db, 'role_operations'),
      await tableSnapshot(db, 'role_controls'),
      (await db.selectFrom('role_departments').selectAll().execute()).map((r) => JSON.stringify(r)),
      await auditTotal(db),
    ];

    it('lists the sub-app pages with their operations and what the role holds', async () => {
      const { status, body } = await send<RoleGrantTree>(adminToken, {
        method: 'GET',
        url: grantsUrl(approver),
      });
      expect(status).toBe(200);
      const tree = body.data!;
      expect(tree.subAppId).toBe(pc);
      const home = tree.pages.find((page) => page.pageId === pcHome)!;
      expect(home.operations.map((o) => o.name).sort()).toEqual(
        ['删除文章', '审批文章', '新增文章', '编辑文章'].sort(),
      );
      expect(tree.appOperations).toEqual([
        { operationId: 'site.design', name: '设计站点' },
        { operationId: 'site.view', name: '查看设计' },
      ]);
      expect(tree.pageIds.sort()).toEqual([pcHome, pcDetail, pcLogin].sort());
      expect(tree.operationIds.sort()).toEqual(['article.approve', 'article.edit']);
    });

    it('replaces the pages and operations of the tree in one save, and the authorization follows', async () => {
      const { status, body } = await send<RoleGrantTree>(adminToken, {
        method: 'POST',
        url: url(P.roleGrants.build({ appId, id: approver })),
        payload: { subAppId: pc, pageIds: [pcDetail], operationIds: ['article.delete'] },
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data!.pageIds).toEqual([pcDetail]);
      expect(body.data!.operationIds).toEqual(['article.delete']);
      expect(await readUserPages(db, APPROVER2.id, appId, pc)).toEqual({
        permitted: true,
        pageIds: [pcDetail],
      });
      expect(await holdsOperation(db, APPROVER2.id, 'article.delete')).toBe(true);
      expect(await holdsOperation(db, APPROVER2.id, 'article.edit')).toBe(false);
      // Put back as seeded.
      await send(adminToken, {
        method: 'POST',
        url: url(P.roleGrants.build({ appId, id: approver })),
        payload: {
          subAppId: pc,
          pageIds: [pcHome, pcDetail, pcLogin],
          operationIds: ['article.edit', 'article.approve'],
        },
      });
      expect(await holdsOperation(db, APPROVER2.id, 'article.edit')).toBe(true);
    });

    it("lists each page's control resources; one save grants one, and its operation follows on that page only", async () => {
      const events = EVENT_PAGES[0]!.pageId;
      const seededPages = [pcHome, pcDetail, pcLogin];
      const seededOperations = ['article.edit', 'article.approve'];
      const tree = (
        await send<RoleGrantTree>(adminToken, { method: 'GET', url: grantsUrl(approver) })
      ).body.data!;
      const page = tree.pages.find((each) => each.pageId === events)!;
      expect(page.controls).toContainEqual({
        controlId: 'ev-hidden',
        name: '仅导出权限可见',
        modes: ['Visible'],
        operationIds: ['article.export'],
      });
      expect(page.controls.map((c) => c.controlId).sort()).toEqual(
        ['ev-granted', 'ev-hidden', 'ev-locked-expression', 'ev-locked-text'].sort(),
      );
      expect(tree.controls).toEqual([]);

      // The designer gave article.export a permission entry: the server now refuses it to
      // callers without it (a content write naming it, sent from the events page).
      await db
        .insertInto('operations')
        .values({ id: 'article.export', app_id: appId, name: '导出文章', page_id: events })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const showcase = await db
        .selectFrom('content_items')
        .select('id')
        .where('schema_name', '=', 'showcase')
        .executeTakeFirstOrThrow();
      const token = (await signIn(app, APPROVER2)).accessToken;
      const exportFrom = (pageId: string) =>
        injectSigned(app, {
          method: 'PUT',
          url: url(
            CONTENT_PATHS.contentItem.build({ appId, schemaName: 'showcase', id: showcase.id }),
          ),
          payload: { data: { title: { iv: 'exported' } } },
          headers: {
            authorization: `Bearer ${token}`,
            operationid: 'article.export',
            pageid: pageId,
          },
        });
      expect((await exportFrom(events)).statusCode).toBe(403);

      const saved = await send<RoleGrantTree>(adminToken, {
        method: 'POST',
        url: url(P.roleGrants.build({ appId, id: approver })),
        payload: {
          subAppId: pc,
          pageIds: [...seededPages, events],
          operationIds: seededOperations,
          controls: [{ pageId: events, controlId: 'ev-hidden' }],
        },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data!.controls).toEqual([{ pageId: events, controlId: 'ev-hidden' }]);
      expect(await controlOperationsOf(db, APPROVER2.id, events)).toEqual(['article.export']);
      expect(await holdsOperation(db, APPROVER2.id, 'article.export')).toBe(false);
      expect((await exportFrom(events)).json()).toMatchObject({ rspCd: '00000' });
      // Only on the page whose control was granted.
      expect((await exportFrom(pcHome)).statusCode).toBe(403);

      // A save without the control takes it away again.
      await send(adminToken, {
        method: 'POST',
        url: url(P.roleGrants.build({ appId, id: approver })),
        payload: { subAppId: pc, pageIds: seededPages, operationIds: seededOperations },
      });
      expect(await controlOperationsOf(db, APPROVER2.id, events)).toEqual([]);
      expect((await exportFrom(events)).statusCode).toBe(403);
      await db.deleteFrom('operations').where('id', '=', 'article.export').execute();
    });

    it('refuses anonymous (401), non-administrators (403) and bad input (40000 naming the field; 40400 naming the id), changing nothing', async () => {
      const before = await snapshot();
      const save = (payload: unknown) => ({
        method: 'POST' as const,
        url: url(P.roleGrants.build({ appId, id: approver })),
        payload,
      });
      const good = { subAppId: pc, pageIds: [], operationIds: [] };
      for (const request of [
        save(good),
        { method: 'GET' as const, url: grantsUrl(approver) },
        {
          method: 'POST' as const,
          url: url(P.roleDepartments.build({ appId, id: approver })),
          payload: { departmentIds: [] },
        },
        { method: 'GET' as const, url: url(P.userAbilities.build({ appId, id: APPLICANT.id })) },
      ]) {
        expect((await send(null, request)).status).toBe(401);
        const refused = await send(applicantToken, request);
        expect(refused.status).toBe(403);
        expect(refused.body.rspInf).toBe('您没有访问权限！');
      }
      const missing = await send(adminToken, save({ subAppId: pc, pageIds: [] }));
      expect(missing.body.rspCd).toBe('40000');
      expect(missing.body.rspInf).toContain('operationIds');
      const notList = await send(adminToken, save({ ...good, pageIds: 'x' }));
      expect(notList.body.rspCd).toBe('40000');
      expect(notList.body.rspInf).toContain('pageIds');
      const badGuid = await send(adminToken, save({ ...good, pageIds: ['nope'] }));
      expect(badGuid.body).toMatchObject({
        rspCd: '40000',
        rspInf: '页面 pageIds 无效：应为 GUID',
      });
      const mobilePage = await send(
        adminToken,
        save({ ...good, pageIds: [DEMO.pages.mobileHome] }),
      );
      expect(mobilePage.body).toMatchObject({
        rspCd: '40400',
        rspInf: `子应用 ${pc} 下不存在页面 ${DEMO.pages.mobileHome}`,
      });
      const unknownOperation = await send(adminToken, save({ ...good, operationIds: ['no.such'] }));
      expect(unknownOperation.body).toMatchObject({
        rspCd: '40400',
        rspInf: '操作 no.such 不存在',
      });
      const events = EVENT_PAGES[0]!.pageId;
      const unticked = await send(
        adminToken,
        save({ ...good, controls: [{ pageId: events, controlId: 'ev-hidden' }] }),
      );
      expect(unticked.body).toMatchObject({
        rspCd: '40000',
        rspInf: `参数 controls 无效：控件 ev-hidden 所在的页面 ${events} 未勾选`,
      });
      const unknownControl = await send(
        adminToken,
        save({ ...good, pageIds: [events], controls: [{ pageId: events, controlId: 'nope' }] }),
      );
      expect(unknownControl.body).toMatchObject({
        rspCd: '40400',
        rspInf: `页面 ${events} 下不存在受控控件 nope`,
      });
      const badControl = await send(
        adminToken,
        save({ ...good, controls: [{ pageId: 'x', controlId: 'ev-hidden' }] }),
      );
      expect(badControl.body.rspCd).toBe('40000');
      expect(badControl.body.rspInf).toContain('controls.pageId');
      const builtIn = await send(adminToken, {
        method: 'POST',
        url: url(P.roleDepartments.build({ appId, id: ORG.roles.admin.id })),
        payload: { departmentIds: [ORG.departments.finance.id] },
      });
      expect(builtIn.body).toMatchObject({
        rspCd: '40000',
        rspInf: '系统内置角色「系统管理员」不能限定部门',
      });
      const badDepartments = await send(adminToken, {
        method: 'POST',
        url: url(P.roleDepartments.build({ appId, id: approver })),
        payload: { departmentIds: 'all' },
      });
      expect(badDepartments.body.rspCd).toBe('40000');
      expect(badDepartments.body.rspInf).toContain('departmentIds');
      expect(await snapshot()).toEqual(before);
    });

    it('limits a role to departments and their subtrees: holders outside lose its pages and operations', async () => {
      const limit = (departmentIds: string[]) =>
        send<RoleDepartment[]>(adminToken, {
          method: 'POST',
          url: url(P.roleDepartments.build({ appId, id: approver })),
          payload: { departmentIds },
        });
      // 审批人 limited to 研发部: approver1 (研发部) keeps it, approver2 (财务部) loses it.
      const saved = await limit([ORG.departments.research.id]);
      expect(saved.body.data).toEqual([{ id: ORG.departments.research.id, label: '研发部' }]);
      expect(await holdsOperation(db, APPROVER1.id, 'article.edit')).toBe(true);
      expect(await holdsOperation(db, APPROVER2.id, 'article.edit')).toBe(false);
      expect(await readUserPages(db, APPROVER2.id, appId, pc)).toEqual({
        permitted: false,
        pageIds: [],
      });
      // The applicant role limited to 研发部 still covers 前端组 (below it).
      await send(adminToken, {
        method: 'POST',
        url: url(P.roleDepartments.build({ appId, id: ORG.roles.applicant.id })),
        payload: { departmentIds: [ORG.departments.research.id] },
      });
      expect(await holdsOperation(db, APPLICANT.id, 'article.add')).toBe(true);

      const abilities = await send<UserAbilities>(adminToken, {
        method: 'GET',
        url: url(P.userAbilities.build({ appId, id: APPROVER2.id })),
      });
      expect(abilities.body.data!.roles).toMatchObject([
        { name: '审批人', enabled: true, coversUser: false, effective: false },
      ]);
      expect(abilities.body.data!.operations).toEqual([]);
      expect(abilities.body.data!.subApps.find((s) => s.subAppId === pc)).toMatchObject({
        permitted: false,
        pages: [],
      });
      await limit([]);
      await send(adminToken, {
        method: 'POST',
        url: url(P.roleDepartments.build({ appId, id: ORG.roles.applicant.id })),
        payload: { departmentIds: [] },
      });
      expect(await holdsOperation(db, APPROVER2.id, 'article.edit')).toBe(true);
    });

    it('says what a user can do and why: pages per sub-app and operations, by role or as administrator', async () => {
      const read = async (userId: string) =>
        (
          await send<UserAbilities>(adminToken, {
            method: 'GET',
            url: url(P.userAbilities.build({ appId, id: userId })),
          })
        ).body.data!;
      const approver1 = await read(APPROVER1.id);
      const pcAbilities = approver1.subApps.find((s) => s.subAppId === pc)!;
      expect(pcAbilities.permitted).toBe(true);
      expect(pcAbilities.pages.map((p) => p.pageId).sort()).toEqual(
        [pcHome, pcDetail, pcLogin].sort(),
      );
      expect(pcAbilities.pages[0]!.reasons).toEqual([
        { kind: 'role', roleId: approver, roleName: '审批人' },
      ]);
      // The mobile sub-app grants no page to any role: open to every signed-in user.
      const mobile = approver1.subApps.find((s) => s.subAppId === DEMO.mobileSubAppId)!;
      expect(mobile.pages[0]!.reasons).toEqual([{ kind: 'open', roleId: null, roleName: null }]);
      expect(approver1.operations.map((o) => [o.operationId, o.reasons[0]!.roleName])).toEqual([
        ['article.approve', '审批人'],
        ['article.edit', '审批人'],
      ]);
      const admin = await read(ADMIN.id);
      expect(admin.operations.map((o) => o.operationId)).toContain('site.design');
      expect(admin.operations.every((o) => o.reasons[0]!.kind === 'admin')).toBe(true);
      // Each answer agrees with the authorization itself.
      for (const user of DEMO_USERS) {
        const abilities = await read(user.id);
        for (const subApp of abilities.subApps) {
          const permission = await readUserPages(db, user.id, appId, subApp.subAppId);
          expect(subApp.permitted).toBe(permission.permitted);
          if (permission.pageIds) {
            expect(subApp.pages.map((p) => p.pageId).sort()).toEqual(
              [...permission.pageIds].sort(),
            );
          }
        }
      }
      const unknown = await send(adminToken, {
        method: 'GET',
        url: url(P.userAbilities.build({ appId, id: '00000000-0000-4000-8000-0000000000ff' })),
      });
      expect(unknown.body.rspCd).toBe('40400');
    });
  },
);
