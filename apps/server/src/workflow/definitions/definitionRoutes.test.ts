import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectAnswer,
  RSP_CD,
  WORKFLOW_PATHS as P,
  type WorkflowConfigAnswer,
  type WorkflowDefinitionAnswer,
  type WorkflowPage,
  type InstanceListItem,
} from '@tessera/protocol';
import type { CompiledFlow, StartNode } from '@tessera/workflow';
import { startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { DEMO } from '../../demo.js';
import { DEMO_WORKFLOWS as WF } from '../../demoWorkflows.js';
import { leaveRequestFlow } from '../../seed/seedWorkflows.js';
import { callAs, demoUserId } from '../../__tests__/definitionCalls.js';

const appId = DEMO.appId;
const list = P.definitions.build({ appId });
const one = (id: string) => P.definition.build({ appId, id });
const saveUrl = P.saveConfig.build({ appId });

/** A one-approver tree (李四). */
function oneStepFlow(name = '审批'): StartNode {
  return {
    key: 'start',
    type: 'start',
    name: '申请人',
    next: {
      key: 'a1',
      type: 'approver',
      name,
      assignee: { kind: 'users', users: [{ userId: demoUserId('approver1'), userName: '李四' }] },
      next: { key: 'end', type: 'end', name: '结束' },
    },
  };
}

describe.each(TEST_DATABASES)('workflow definitions on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  async function create(displayName: string, extra: Record<string, unknown> = {}) {
    const answer = await callAs<WorkflowDefinitionAnswer>(app, 'admin', 'POST', list, {
      displayName,
      category: WF.category.id,
      memo: '说明',
      whoCanAccess: 'everyone',
      ...extra,
    });
    expect(answer.rspCd).toBe('00000');
    return answer.data!;
  }

  async function versions(id: string) {
    return app.tessera.db
      .selectFrom('wf_versions')
      .selectAll()
      .where('workflow_id', '=', id)
      .orderBy('version')
      .execute();
  }

  /** An instance row of the workflow's current version, as the runtime writes it. */
  async function insertInstance(workflowId: string, version: number, status = 'running') {
    const id = `test-${Math.random().toString(36).slice(2)}`;
    await app.tessera.db
      .insertInto('wf_instances')
      .values({
        id,
        app_id: appId,
        workflow_id: workflowId,
        workflow_name: '测试',
        flow_version: version,
        process_status: status,
        applicant_id: demoUserId('applicant'),
        applicant_name: '张三',
        started_by_id: demoUserId('applicant'),
        field_data_list: '[]',
        submission: 1,
        version: 1,
        started_at: new Date(),
      })
      .execute();
    return id;
  }

  it('refuses the designer calls to anonymous callers (401) and members (403)', async () => {
    const calls: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
      ['GET', list],
      ['POST', list, { displayName: 'x', category: WF.category.id }],
      ['GET', one(WF.leaveRequest.id)],
      ['PUT', one(WF.leaveRequest.id), { displayName: 'x' }],
      ['DELETE', one(WF.leaveRequest.id)],
      ['POST', saveUrl, { id: WF.leaveRequest.id, jsonDetail: null }],
      ['GET', P.config.build({ appId, id: WF.leaveRequest.id })],
      ['POST', P.setEnable.build({ appId, id: WF.leaveRequest.id }), { enabled: false }],
      ['POST', P.setSortNums.build({ appId }), []],
      [
        'POST',
        P.copyDefinition.build({ appId }),
        { sourceId: WF.leaveRequest.id, displayName: 'x' },
      ],
      ['POST', P.copy.build({ app: appId }), { sourceId: WF.leaveRequest.id, displayName: 'x' }],
      ['GET', P.definitionInstances.build({ appId, id: WF.leaveRequest.id })],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await callAs(app, 'anonymous', method, url, payload);
      expect([url, anonymous.status, anonymous.rspCd]).toEqual([url, 401, RSP_CD.notSignedIn]);
      const member = await callAs(app, 'applicant', method, url, payload);
      expect([url, member.status, member.rspCd]).toEqual([url, 403, RSP_CD.forbidden]);
    }
    const seeded = await app.tessera.db
      .selectFrom('wf_definitions')
      .select(['display_name', 'enabled', 'deleted', 'published_version'])
      .where('id', '=', WF.leaveRequest.id)
      .executeTakeFirstOrThrow();
    expect(seeded).toEqual({
      display_name: '请假申请',
      enabled: true,
      deleted: false,
      published_version: 1,
    });
  });

  it('creates a workflow; displayName and category are required; whoCanAccess answers empty', async () => {
    const noName = await callAs(app, 'admin', 'POST', list, { category: WF.category.id });
    expect([noName.rspCd, noName.rspInf]).toEqual(['40000', '流程名称不能为空']);
    const noCategory = await callAs(app, 'admin', 'POST', list, { displayName: '报销' });
    expect([noCategory.rspCd, noCategory.rspInf]).toEqual(['40000', '流程分类不能为空']);
    const badCategory = await callAs(app, 'admin', 'POST', list, {
      displayName: '报销',
      category: 'nope',
    });
    expect([badCategory.rspCd, badCategory.rspInf]).toEqual(['40400', '流程分类不存在']);
    const badForm = await callAs(app, 'admin', 'POST', list, {
      displayName: '报销',
      category: WF.category.id,
      formId: '7e55e7a0-0010-4000-8000-999999999999',
    });
    expect([badForm.rspCd, badForm.rspInf]).toEqual(['40400', '表单不存在']);

    const created = await create('报销', { formId: WF.leaveForm.id });
    expect(created).toMatchObject({
      displayName: '报销',
      category: WF.category.id,
      memo: '说明',
      whoCanAccess: '',
      enabled: true,
      formId: WF.leaveForm.id,
      version: null,
    });
    const stored = await app.tessera.db
      .selectFrom('wf_definitions')
      .select('who_can_access')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(stored.who_can_access).toBe('everyone');
    const read = await callAs<WorkflowConfigAnswer>(app, 'admin', 'GET', one(created.id));
    expect(read.data).toMatchObject(created);
    expect((read.data!.jsonData as CompiledFlow).steps.map((s) => s.type)).toEqual([
      'start',
      'end',
    ]);
  });

  it('lists by sortNum then created, filtered by name, category and isEnable, paged', async () => {
    const a = await create('列表甲', { sortNum: 30 });
    const b = await create('列表乙', { sortNum: 20 });
    const answer = await callAs<WorkflowPage<WorkflowDefinitionAnswer>>(
      app,
      'admin',
      'GET',
      `${list}?workFlowName=列表&currentIndex=1&pageSize=10`,
    );
    expect(answer.data!.items.map((d) => d.id)).toEqual([b.id, a.id]);
    expect(answer.data!.total).toBe(2);
    const descending = await callAs<WorkflowPage<WorkflowDefinitionAnswer>>(
      app,
      'admin',
      'GET',
      `${list}?workFlowName=列表&order=descending`,
    );
    expect(descending.data!.items.map((d) => d.id)).toEqual([a.id, b.id]);
    const paged = await callAs<WorkflowPage<WorkflowDefinitionAnswer>>(
      app,
      'admin',
      'GET',
      `${list}?workFlowName=列表&currentIndex=2&pageSize=1`,
    );
    expect([paged.data!.total, paged.data!.items.map((d) => d.id)]).toEqual([2, [a.id]]);
    await callAs(app, 'admin', 'POST', P.setEnable.build({ appId, id: a.id }), { enabled: false });
    const enabledOnly = await callAs<WorkflowPage<WorkflowDefinitionAnswer>>(
      app,
      'admin',
      'GET',
      `${list}?workFlowName=列表&isEnable=true&category=${WF.category.id}`,
    );
    expect(enabledOnly.data!.items.map((d) => d.id)).toEqual([b.id]);
    const otherCategory = await callAs<WorkflowPage<WorkflowDefinitionAnswer>>(
      app,
      'admin',
      'GET',
      `${list}?workFlowName=列表&category=other`,
    );
    expect(otherCategory.data!.total).toBe(0);
    for (const [flag, ids] of [
      ['1', [b.id]],
      ['false', [a.id]],
      ['0', [a.id]],
      ['', [b.id, a.id]],
    ] as const) {
      const filtered = await callAs<WorkflowPage<WorkflowDefinitionAnswer>>(
        app,
        'admin',
        'GET',
        `${list}?workFlowName=列表&isEnable=${flag}`,
      );
      expect([flag, filtered.data!.items.map((d) => d.id)]).toEqual([flag, ids]);
    }
    for (const [query, message] of [
      ['isEnable=maybe', '参数 isEnable 无效：应为 true 或 false'],
      ['isEnable=true&isEnable=false', '参数 isEnable 只能出现一次'],
    ]) {
      const refused = await callAs(app, 'admin', 'GET', `${list}?${query}`);
      expect([refused.rspCd, refused.rspInf]).toEqual(['40000', message]);
    }
  });

  it('updates and soft-deletes; unknown ids are 40400; a workflow with open instances is kept', async () => {
    const created = await create('改名前');
    const updated = await callAs<WorkflowDefinitionAnswer>(app, 'admin', 'PUT', one(created.id), {
      displayName: '改名后',
      memo: '',
      sortNum: 5,
    });
    expect(updated.data).toMatchObject({ displayName: '改名后', memo: '', sortNum: 5 });
    const empty = await callAs(app, 'admin', 'PUT', one(created.id), { displayName: ' ' });
    expect([empty.rspCd, empty.rspInf]).toEqual(['40000', '流程名称不能为空']);

    const unknown = '7e55e7a0-0010-4000-8000-999999999999';
    for (const [method, payload] of [['GET'], ['PUT', {}], ['DELETE']] as const) {
      const answer = await callAs(app, 'admin', method, one(unknown), payload);
      expect([answer.rspCd, answer.rspInf]).toEqual(['40400', '审批流程不存在']);
    }

    const saved = await callAs<WorkflowConfigAnswer>(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: oneStepFlow(),
    });
    const instance = await insertInstance(created.id, saved.data!.version!);
    const refused = await callAs(app, 'admin', 'DELETE', one(created.id));
    expect([refused.rspCd, refused.rspInf]).toEqual(['40000', '该流程存在未结束的审批，不能删除']);
    await app.tessera.db
      .updateTable('wf_instances')
      .set({ process_status: 'approved', finished_at: new Date() })
      .where('id', '=', instance)
      .execute();
    const deleted = await callAs(app, 'admin', 'DELETE', one(created.id));
    expect(deleted.rspCd).toBe('00000');
    const gone = await callAs(app, 'admin', 'GET', one(created.id));
    expect(gone.rspCd).toBe('40400');
    const row = await app.tessera.db
      .selectFrom('wf_definitions')
      .select('deleted')
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.deleted).toBe(true);
    const byId = await callAs(
      app,
      'applicant',
      'GET',
      `${P.workflowById.build({ app: appId })}&flowId=${created.id}`,
    );
    expect([byId.rspCd, byId.rspInf]).toEqual(['40400', '审批流程不存在']);
  });

  it('answers the default graph before the first save, and an empty jsonDetail resets to it', async () => {
    const created = await create('默认图');
    const config = await callAs<WorkflowConfigAnswer>(
      app,
      'admin',
      'GET',
      P.config.build({ appId, id: created.id }),
    );
    const steps = (config.data!.jsonData as CompiledFlow).steps;
    expect(steps.map((s) => [s.type, s.name])).toEqual([
      ['start', '申请人'],
      ['end', '结束'],
    ]);
    expect(config.data!.version).toBeNull();
    await callAs(app, 'admin', 'POST', saveUrl, { id: created.id, jsonDetail: oneStepFlow() });
    const reset = await callAs<WorkflowConfigAnswer>(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: '',
    });
    expect((reset.data!.jsonData as CompiledFlow).steps.map((s) => s.type)).toEqual([
      'start',
      'end',
    ]);
  });

  it('saveconfig overwrites the published version while unused and adds one once an instance uses it', async () => {
    const created = await create('版本');
    const first = await callAs<WorkflowConfigAnswer>(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: oneStepFlow('第一版'),
      formId: WF.leaveForm.id,
    });
    expect(first.rspCd).toBe('00000');
    expect(first.data).toMatchObject({
      version: 1,
      formId: WF.leaveForm.id,
      requireDepartment: false,
    });
    expect(first.data!.flowStepOperatorList).toHaveLength(2);

    const overwritten = await callAs<WorkflowConfigAnswer>(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: JSON.stringify(oneStepFlow('第一版改')),
    });
    expect(overwritten.data!.version).toBe(1);
    expect((await versions(created.id)).map((v) => v.version)).toEqual([1]);
    expect(((await versions(created.id))[0]!.json_data as CompiledFlow).steps[1]!.name).toBe(
      '第一版改',
    );

    await insertInstance(created.id, 1);
    const second = await callAs<WorkflowConfigAnswer>(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: oneStepFlow('第二版'),
    });
    expect(second.data!.version).toBe(2);
    const rows = await versions(created.id);
    expect(rows.map((v) => [v.version, (v.json_data as CompiledFlow).steps[1]!.name])).toEqual([
      [1, '第一版改'],
      [2, '第二版'],
    ]);
    const published = await callAs<WorkflowConfigAnswer>(
      app,
      'applicant',
      'GET',
      `${P.workflowById.build({ app: appId })}&flowId=${created.id}`,
    );
    expect(published.data).toMatchObject({ version: 2, enabled: true, whoCanAccess: '' });
    expect((published.data!.jsonData as CompiledFlow).steps[1]!.name).toBe('第二版');
  });

  it('serialises concurrent saves on the locked definition row: one new version, no conflict', async () => {
    const created = await create('并发');
    await callAs(app, 'admin', 'POST', saveUrl, { id: created.id, jsonDetail: oneStepFlow() });
    await insertInstance(created.id, 1);
    const answers = await Promise.all(
      ['并发甲', '并发乙', '并发丙'].map((name) =>
        callAs<WorkflowConfigAnswer>(app, 'admin', 'POST', saveUrl, {
          id: created.id,
          jsonDetail: oneStepFlow(name),
        }),
      ),
    );
    expect(answers.map((a) => [a.rspCd, a.data?.version])).toEqual([
      ['00000', 2],
      ['00000', 2],
      ['00000', 2],
    ]);
    expect((await versions(created.id)).map((v) => v.version)).toEqual([1, 2]);
  });

  it('refuses an invalid tree with the engine message and changes nothing', async () => {
    const created = await create('无效');
    await callAs(app, 'admin', 'POST', saveUrl, { id: created.id, jsonDetail: oneStepFlow() });
    const before = {
      definition: await app.tessera.db
        .selectFrom('wf_definitions')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow(),
      versions: await versions(created.id),
    };
    const invalid = oneStepFlow();
    (invalid.next as { assignee: unknown }).assignee = { kind: 'users', users: [] };
    const refused = await callAs(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: invalid,
    });
    expect(refused.rspCd).toBe('40000');
    expect(refused.rspInf).toMatch(/审批/);
    const badJson = await callAs(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: '{not json',
    });
    expect(badJson.rspCd).toBe('40000');
    const unknown = await callAs(app, 'admin', 'POST', saveUrl, {
      id: '7e55e7a0-0010-4000-8000-999999999999',
      jsonDetail: oneStepFlow(),
    });
    expect(unknown.rspCd).toBe('40400');
    expect({
      definition: await app.tessera.db
        .selectFrom('wf_definitions')
        .selectAll()
        .where('id', '=', created.id)
        .executeTakeFirstOrThrow(),
      versions: await versions(created.id),
    }).toEqual(before);
  });

  it('copies a workflow: a new, enabled workflow whose version 1 is the source’s latest compile', async () => {
    await callAs(app, 'admin', 'POST', P.setEnable.build({ appId, id: WF.leaveRequest.id }), {
      enabled: false,
    });
    const copy = await callAs<WorkflowDefinitionAnswer>(
      app,
      'admin',
      'POST',
      P.copyDefinition.build({ appId }),
      { sourceId: WF.leaveRequest.id, displayName: '请假申请（副本）' },
    );
    expect(copy.data).toMatchObject({
      displayName: '请假申请（副本）',
      category: WF.category.id,
      enabled: true,
      version: 1,
      formId: WF.leaveForm.id,
    });
    const [source] = await versions(WF.leaveRequest.id);
    const [copied] = await versions(copy.data!.id);
    expect(copied!.json_data).toEqual(source!.json_data);
    expect(copied!.flow_step_operator_list).toEqual(source!.flow_step_operator_list);

    const runtimeCopy = await callAs<WorkflowDefinitionAnswer>(
      app,
      'admin',
      'POST',
      P.copy.build({ app: appId }),
      { sourceId: WF.leaveRequest.id, displayName: '请假申请（二）', memo: '另一份' },
    );
    expect(runtimeCopy.data).toMatchObject({ memo: '另一份', version: 1 });
    const noName = await callAs(app, 'admin', 'POST', P.copy.build({ app: appId }), {
      sourceId: WF.leaveRequest.id,
    });
    expect([noName.rspCd, noName.rspInf]).toEqual(['40000', '流程名称不能为空']);
    const noSource = await callAs(app, 'admin', 'POST', P.copy.build({ app: appId }), {
      displayName: 'x',
    });
    expect(noSource.rspCd).toBe('40400');
    await callAs(app, 'admin', 'POST', P.setEnable.build({ appId, id: WF.leaveRequest.id }), {
      enabled: true,
    });
  });

  it('enables and disables: a disabled workflow is still answered, with enabled false', async () => {
    const url = `${P.workflowById.build({ app: appId })}&flowId=${WF.leaveRequest.id}`;
    const off = await callAs<WorkflowDefinitionAnswer>(
      app,
      'admin',
      'POST',
      P.setEnable.build({ appId, id: WF.leaveRequest.id }),
      { enabled: false },
    );
    expect(off.data!.enabled).toBe(false);
    const read = await callAs<WorkflowConfigAnswer>(app, 'approver1', 'GET', url);
    expect(read.data).toMatchObject({ enabled: false, requireDepartment: true, version: 1 });
    const missing = await callAs(
      app,
      'admin',
      'POST',
      P.setEnable.build({ appId, id: WF.leaveRequest.id }),
      {},
    );
    expect(missing.rspCd).toBe('40000');
    const on = await callAs<WorkflowDefinitionAnswer>(
      app,
      'admin',
      'POST',
      P.setEnable.build({ appId, id: WF.leaveRequest.id }),
      { enabled: true },
    );
    expect(on.data!.enabled).toBe(true);
  });

  it('sets sort numbers all or nothing', async () => {
    const a = await create('排序甲');
    const b = await create('排序乙');
    const url = P.setSortNums.build({ appId });
    const done = await callAs(app, 'admin', 'POST', url, [
      { id: a.id, sortNum: 9 },
      { id: b.id, sortNum: 8 },
    ]);
    expect(done.rspCd).toBe('00000');
    const listed = await callAs<WorkflowPage<WorkflowDefinitionAnswer>>(
      app,
      'admin',
      'GET',
      `${list}?workFlowName=排序`,
    );
    expect(listed.data!.items.map((d) => [d.id, d.sortNum])).toEqual([
      [b.id, 8],
      [a.id, 9],
    ]);
    const refused = await callAs(app, 'admin', 'POST', url, [
      { id: a.id, sortNum: 1 },
      { id: '7e55e7a0-0010-4000-8000-999999999999', sortNum: 2 },
    ]);
    expect(refused.rspCd).toBe('40400');
    for (const sortNum of ['x', 1.5, 1000001, true]) {
      const bad = await callAs(app, 'admin', 'POST', url, [
        { id: a.id, sortNum: 1 },
        { id: b.id, sortNum },
      ]);
      expect([bad.rspCd, bad.rspInf]).toEqual([
        '40000',
        '参数 sortNum 无效：应为 -1000000 到 1000000 的整数',
      ]);
    }
    const missing = await callAs(app, 'admin', 'POST', url, [{ id: a.id, sortNum: null }]);
    expect([missing.rspCd, missing.rspInf]).toEqual(['40000', '参数 sortNum 不能为空']);
    const after = await callAs<WorkflowDefinitionAnswer>(app, 'admin', 'GET', one(a.id));
    expect(after.data!.sortNum).toBe(9);
    const asText = await callAs<WorkflowDefinitionAnswer>(app, 'admin', 'PUT', one(a.id), {
      sortNum: '-3',
    });
    expect(asText.data!.sortNum).toBe(-3);
    const badCreate = await callAs(app, 'admin', 'POST', list, {
      displayName: '排序丙',
      category: WF.category.id,
      sortNum: '1.5',
    });
    expect([badCreate.rspCd, badCreate.rspInf]).toEqual([
      '40000',
      '参数 sortNum 无效：应为 -1000000 到 1000000 的整数',
    ]);
  });

  it('answers the runtime reads of the published version to any member', async () => {
    const byId = await callAs<WorkflowConfigAnswer>(
      app,
      'applicant',
      'GET',
      `${P.workflowById.build({ app: appId })}&flowId=${WF.leaveRequest.id}`,
    );
    expect(byId.data).toMatchObject({
      id: WF.leaveRequest.id,
      displayName: '请假申请',
      version: 1,
    });
    expect((byId.data!.jsonDetail as StartNode).next?.name).toBe(leaveRequestFlow().next?.name);
    const operators = await callAs<{ stepUuid: string }[]>(
      app,
      'applicant',
      'GET',
      P.flowStepOperatorList.build({ appId, id: WF.leaveRequest.id }),
    );
    expectAnswer(P.flowStepOperatorList, operators.data);
    expect(operators.data!.map((o) => o.stepUuid)).toEqual(['start', 'supervisor', 'hr']);
    const department = await callAs<{ requireDepartment: boolean }>(
      app,
      'applicant',
      'GET',
      `${P.isFlowRequireDepartment.build({ app: appId })}&flowId=${WF.leaveRequest.id}`,
    );
    expect(department.data).toEqual({ requireDepartment: true });

    const unpublished = await create('未发布');
    const notYet = await callAs(
      app,
      'applicant',
      'GET',
      `${P.workflowById.build({ app: appId })}&flowId=${unpublished.id}`,
    );
    expect([notYet.rspCd, notYet.rspInf]).toEqual(['40400', '审批流程尚未发布']);
    const unknown = await callAs(
      app,
      'applicant',
      'GET',
      `${P.isFlowRequireDepartment.build({ app: appId })}&flowId=nope`,
    );
    expect(unknown.rspCd).toBe('40400');
    const anonymous = await callAs(
      app,
      'anonymous',
      'GET',
      `${P.workflowById.build({ app: appId })}&flowId=${WF.leaveRequest.id}`,
    );
    expect(anonymous.status).toBe(401);
  });

  it('names a missing flowId and a repeated list filter (40000)', async () => {
    for (const path of [P.workflowById, P.isFlowRequireDepartment]) {
      const missing = await callAs(app, 'approver1', 'GET', path.build({ app: appId }));
      expect([missing.rspCd, missing.rspInf]).toEqual(['40000', '缺少参数 flowId（查询参数）']);
    }
    const repeated = await callAs(app, 'admin', 'GET', `${list}?workFlowName=a&workFlowName=b`);
    expect([repeated.rspCd, repeated.rspInf]).toEqual(['40000', '参数 workFlowName 应为文本']);
  });

  it('lists a workflow’s instances with their pending steps, filtered by processStatus', async () => {
    const created = await create('实例');
    const saved = await callAs<WorkflowConfigAnswer>(app, 'admin', 'POST', saveUrl, {
      id: created.id,
      jsonDetail: oneStepFlow(),
    });
    const running = await insertInstance(created.id, saved.data!.version!);
    await insertInstance(created.id, saved.data!.version!, 'approved');
    await app.tessera.db
      .insertInto('wf_tasks')
      .values({
        id: `${running}:t1`,
        app_id: appId,
        instance_id: running,
        node_run_id: `${running}:n1`,
        step_uuid: 'a1',
        step_name: '审批',
        group_id: `${running}:g1`,
        seq: 1,
        assignee_id: demoUserId('approver1'),
        assignee_name: '李四',
        status: 'pending',
        origin: 'rule',
        created_at: new Date(),
        pending_at: new Date(),
      })
      .execute();
    const url = P.definitionInstances.build({ appId, id: created.id });
    const all = await callAs<WorkflowPage<InstanceListItem>>(app, 'admin', 'GET', url);
    expect(all.data!.total).toBe(2);
    const open = await callAs<WorkflowPage<InstanceListItem>>(
      app,
      'admin',
      'GET',
      `${url}?processStatus=running`,
    );
    expect(open.data!.items).toEqual([
      expect.objectContaining({
        workflowInstanceId: running,
        processStatus: 'running',
        applicantName: '张三',
        currentStepNames: ['审批'],
        currentApproverNames: ['李四'],
      }),
    ]);
    const bad = await callAs(app, 'admin', 'GET', `${url}?processStatus=nope`);
    expect(bad.rspCd).toBe('40000');
  });
});
