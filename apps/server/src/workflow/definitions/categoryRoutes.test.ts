import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EMPTY_GUID,
  RSP_CD,
  WORKFLOW_PATHS as P,
  type WorkflowCategoryAnswer,
  type WorkflowDefinitionAnswer,
} from '@tessera/protocol';
import { startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { DEMO } from '../../demo.js';
import { DEMO_WORKFLOWS as WF } from '../../demoWorkflows.js';
import { callAs } from '../../__tests__/definitionCalls.js';

const appId = DEMO.appId;
const treeUrl = P.categories.build({ appId });
const one = (id: string) => P.category.build({ appId, id });
const proUrl = P.categoriesPro.build({ app: appId });

/** The tree as [id, name, children] for comparisons. */
type Shape = [string, string, Shape[]];
function shape(nodes: WorkflowCategoryAnswer[]): Shape[] {
  return nodes.map((node) => [node.categoryId, node.categoryName, shape(node.children)]);
}

describe.each(TEST_DATABASES)('workflow categories on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  async function tree(): Promise<WorkflowCategoryAnswer[]> {
    const answer = await callAs<WorkflowCategoryAnswer[]>(app, 'admin', 'GET', treeUrl);
    expect(answer.rspCd).toBe('00000');
    return answer.data!;
  }

  async function add(categoryId: string, categoryName: string, parentId?: string) {
    const answer = await callAs<WorkflowCategoryAnswer>(app, 'admin', 'POST', treeUrl, {
      categoryId,
      categoryName,
      parentId,
    });
    expect(answer.rspCd).toBe('00000');
    return answer.data!;
  }

  it('refuses the designer calls to anonymous callers and members', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', treeUrl],
      ['POST', treeUrl, { categoryId: 'x', categoryName: 'x' }],
      ['PUT', one(WF.category.id), { categoryName: 'x' }],
      ['DELETE', one(WF.category.id)],
      ['POST', P.categorySort.build({ appId }), []],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await callAs(app, 'anonymous', method, url, payload);
      expect([url, anonymous.status, anonymous.rspCd]).toEqual([url, 401, RSP_CD.notSignedIn]);
      const member = await callAs(app, 'approver1', method, url, payload);
      expect([url, member.status, member.rspCd]).toEqual([url, 403, RSP_CD.forbidden]);
    }
    const pro = await callAs(app, 'anonymous', 'POST', proUrl, {});
    expect(pro.status).toBe(401);
    expect(shape(await tree())).toEqual([[WF.category.id, '人事审批', []]]);
  });

  it('adds categories under the root or a parent and answers the tree by sort', async () => {
    const noName = await callAs(app, 'admin', 'POST', treeUrl, { categoryId: 'c-x' });
    expect([noName.rspCd, noName.rspInf]).toEqual(['40000', '分类名称不能为空']);
    const noParent = await callAs(app, 'admin', 'POST', treeUrl, {
      categoryId: 'c-x',
      categoryName: '孤儿',
      parentId: 'missing',
    });
    expect([noParent.rspCd, noParent.rspInf]).toEqual(['40400', '流程分类不存在']);
    const badSort = await callAs(app, 'admin', 'POST', treeUrl, {
      categoryId: 'c-x',
      categoryName: '排序',
      sort: 'first',
    });
    expect([badSort.rspCd, badSort.rspInf]).toEqual([
      '40000',
      '参数 sort 无效：应为 -1000000 到 1000000 的整数',
    ]);
    const badSortList = await callAs(app, 'admin', 'POST', P.categorySort.build({ appId }), [
      { categoryId: WF.category.id, sort: 1.5 },
    ]);
    expect([badSortList.rspCd, badSortList.rspInf]).toEqual([
      '40000',
      '参数 sort 无效：应为 -1000000 到 1000000 的整数',
    ]);

    const finance = await add('c-finance', '财务审批');
    expect(finance).toEqual({
      categoryId: 'c-finance',
      categoryName: '财务审批',
      parentId: EMPTY_GUID,
      sort: 0,
      children: [],
    });
    await add('c-travel', '差旅', 'c-finance');
    const again = await callAs(app, 'admin', 'POST', treeUrl, {
      categoryId: 'c-travel',
      categoryName: '差旅',
    });
    expect([again.rspCd, again.rspInf]).toEqual(['40000', '分类ID已存在']);
    const sorted = await callAs(app, 'admin', 'POST', P.categorySort.build({ appId }), [
      { categoryId: 'c-finance', sort: -1 },
    ]);
    expect(sorted.rspCd).toBe('00000');
    expect(shape(await tree())).toEqual([
      ['c-finance', '财务审批', [['c-travel', '差旅', []]]],
      [WF.category.id, '人事审批', []],
    ]);
    const unknownSort = await callAs(app, 'admin', 'POST', P.categorySort.build({ appId }), [
      { categoryId: 'c-finance', sort: 5 },
      { categoryId: 'missing', sort: 1 },
    ]);
    expect(unknownSort.rspCd).toBe('40400');
    expect((await tree())[0]!.categoryId).toBe('c-finance');
  });

  it('renames and moves a category, but never under itself', async () => {
    await add('c-a', '甲');
    await add('c-b', '乙', 'c-a');
    const renamed = await callAs(app, 'admin', 'PUT', one('c-b'), { categoryName: '乙二' });
    expect(renamed.rspCd).toBe('00000');
    const cycle = await callAs(app, 'admin', 'PUT', one('c-a'), { parentId: 'c-b' });
    expect([cycle.rspCd, cycle.rspInf]).toEqual([
      '40000',
      '不能把分类移到它自己或它的下级分类之下',
    ]);
    const moved = await callAs(app, 'admin', 'PUT', one('c-b'), { parentId: EMPTY_GUID });
    expect(moved.rspCd).toBe('00000');
    const nodes = await tree();
    expect(nodes.find((n) => n.categoryId === 'c-b')).toMatchObject({
      categoryName: '乙二',
      parentId: EMPTY_GUID,
    });
    const unknown = await callAs(app, 'admin', 'PUT', one('missing'), { categoryName: 'x' });
    expect(unknown.rspCd).toBe('40400');
  });

  it('refuses to delete a category with children or workflows', async () => {
    await add('c-parent', '父');
    await add('c-child', '子', 'c-parent');
    const withChild = await callAs(app, 'admin', 'DELETE', one('c-parent'));
    expect([withChild.rspCd, withChild.rspInf]).toEqual(['40000', '该分类下还有子分类，不能删除']);
    const used = await callAs(app, 'admin', 'DELETE', one(WF.category.id));
    expect([used.rspCd, used.rspInf]).toEqual(['40000', '该分类下还有审批流程，不能删除']);
    expect((await callAs(app, 'admin', 'DELETE', one('c-child'))).rspCd).toBe('00000');
    expect((await callAs(app, 'admin', 'DELETE', one('c-parent'))).rspCd).toBe('00000');
    const ids = JSON.stringify(shape(await tree()));
    expect(ids).not.toContain('c-parent');
    expect(ids).toContain(WF.category.id);
    expect((await callAs(app, 'admin', 'DELETE', one('c-parent'))).rspCd).toBe('40400');
  });

  it('getworkflowcategoryspro answers members the tree with each category’s startable workflows', async () => {
    await add('c-pro', '采购');
    const draft = await callAs<WorkflowDefinitionAnswer>(
      app,
      'admin',
      'POST',
      P.definitions.build({ appId }),
      { displayName: '未发布采购', category: 'c-pro' },
    );
    expect(draft.rspCd).toBe('00000');
    const answer = await callAs<WorkflowCategoryAnswer[]>(app, 'applicant', 'POST', proUrl, {});
    expect(answer.rspCd).toBe('00000');
    const hr = answer.data!.find((n) => n.categoryId === WF.category.id)!;
    expect(hr.workflows).toEqual([
      {
        id: WF.leaveRequest.id,
        displayName: '请假申请',
        memo: expect.any(String),
        formId: WF.leaveForm.id,
        requireDepartment: true,
      },
    ]);
    // Never published: not startable, so not listed.
    expect(answer.data!.find((n) => n.categoryId === 'c-pro')!.workflows).toEqual([]);

    await callAs(app, 'admin', 'POST', P.setEnable.build({ appId, id: WF.leaveRequest.id }), {
      enabled: false,
    });
    const disabled = await callAs<WorkflowCategoryAnswer[]>(app, 'applicant', 'POST', proUrl);
    expect(disabled.data!.find((n) => n.categoryId === WF.category.id)!.workflows).toEqual([]);
    await callAs(app, 'admin', 'POST', P.setEnable.build({ appId, id: WF.leaveRequest.id }), {
      enabled: true,
    });
  });
});
