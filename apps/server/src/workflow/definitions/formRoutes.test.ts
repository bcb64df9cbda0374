import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_PATHS as F,
  RSP_CD,
  type FormAnswer,
  type FormDataAnswer,
  type FormTemplateAnswer,
  type FormTypeAnswer,
  type FormTypeWithFormsAnswer,
  type WorkflowPage,
} from '@tessera/protocol';
import { startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { DEMO } from '../../demo.js';
import { DEMO_WORKFLOWS as WF } from '../../demoWorkflows.js';
import { callAs, demoUserId } from '../../__tests__/definitionCalls.js';

const appId = DEMO.appId;
const addUrl = F.addFormData.build({ appId });
const listUrl = F.formDataList.build({ appId });
const infoUrl = (id: string) => F.formDataInfo.build({ appId, id });

/** A complete, valid leave request. */
const LEAVE = {
  leaveType: '事假',
  startDate: '2026-03-02',
  endDate: '2026-03-03',
  days: 2,
  reason: '家中有事',
};

const field = (uuid: string, label: string, type = 'input') => ({ uuid, name: uuid, label, type });

describe.each(TEST_DATABASES)('forms and form data on $name', (database) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await startServer(database);
  });
  afterAll(() => app?.close());

  async function submit(who: 'applicant' | 'approver1' | 'admin', jsonData: unknown, extra = {}) {
    return callAs<{ id: string }>(app, who, 'POST', addUrl, {
      formId: WF.leaveForm.id,
      jsonData,
      ...extra,
    });
  }

  it('refuses every form call to anonymous callers and the design calls to members', async () => {
    const id = WF.leaveForm.id;
    const memberCalls: ['GET' | 'POST', string, unknown?][] = [
      ['GET', F.formInfo.build({ appId, id })],
      ['GET', F.formTypes.build({ appId })],
      ['POST', F.formTypeDataList.build({ appId }), {}],
      ['POST', addUrl, { formId: id, jsonData: LEAVE }],
      ['GET', listUrl],
      ['GET', infoUrl(id)],
      ['POST', F.contentData.build({ app: appId, userId: demoUserId('applicant') }), {}],
    ];
    const designCalls: ['GET' | 'POST', string, unknown?][] = [
      ['POST', F.updateForm.build({ appId }), { name: 'x' }],
      ['POST', F.formTypes.build({ appId }), { name: 'x' }],
      ['GET', F.formTemplates.build({ appId })],
      ['POST', F.formTemplates.build({ appId }), { name: 'x', fields: [] }],
      ['POST', F.formTemplateEnable.build({ appId, id }), { enabled: false }],
    ];
    for (const [method, url, payload] of [...memberCalls, ...designCalls]) {
      const answer = await callAs(app, 'anonymous', method, url, payload);
      expect([url, answer.status, answer.rspCd]).toEqual([url, 401, RSP_CD.notSignedIn]);
    }
    for (const [method, url, payload] of designCalls) {
      const answer = await callAs(app, 'applicant', method, url, payload);
      expect([url, answer.status, answer.rspCd]).toEqual([url, 403, RSP_CD.forbidden]);
    }
    const unknownTemplate = await callAs(
      app,
      'admin',
      'POST',
      F.formTemplateEnable.build({ appId, id: '7e55e7a0-0010-4000-8000-999999999999' }),
      { enabled: true },
    );
    expect([unknownTemplate.rspCd, unknownTemplate.rspInf]).toEqual(['40400', '表单模板不存在']);
    expect(await app.tessera.db.selectFrom('form_data').select('id').execute()).toEqual([]);
  });

  it('saves forms for administrators only, checking name, type and fields', async () => {
    const url = F.updateForm.build({ appId });
    const input = {
      name: '出差申请',
      formTypeId: WF.formType.id,
      fields: [field('city', '城市'), field('days', '天数', 'input-number')],
    };
    expect((await callAs(app, 'anonymous', 'POST', url, input)).status).toBe(401);
    const member = await callAs(app, 'applicant', 'POST', url, input);
    expect([member.status, member.rspCd]).toEqual([403, RSP_CD.forbidden]);
    const refusals: [unknown, string, string][] = [
      [{ ...input, name: '' }, '40000', '表单名称不能为空'],
      [{ ...input, formTypeId: WF.category.id }, '40400', '表单分类不存在'],
      [
        { ...input, fields: [{ name: 'a', label: 'A', type: 'input' }] },
        '40000',
        '第1个字段的 uuid 不能为空',
      ],
      [
        { ...input, fields: [field('a', 'A'), { uuid: 'b', name: 'b', label: 'B' }] },
        '40000',
        '第2个字段的类型不能为空',
      ],
      [{ ...input, fields: [field('a', 'A'), field('a', 'B')] }, '40000', '字段 uuid「a」重复'],
      [{ ...input, fields: 'x' }, '40000', '表单字段应为列表'],
    ];
    for (const [body, code, message] of refusals) {
      const answer = await callAs(app, 'admin', 'POST', url, body);
      expect([answer.rspCd, answer.rspInf]).toEqual([code, message]);
    }
    const created = await callAs<FormAnswer>(app, 'admin', 'POST', url, input);
    expect(created.data).toMatchObject({
      name: '出差申请',
      formTypeId: WF.formType.id,
      enabled: true,
    });
    expect(created.data!.fields.map((f) => f.uuid)).toEqual(['city', 'days']);
    const updated = await callAs<FormAnswer>(app, 'admin', 'POST', url, {
      ...input,
      id: created.data!.id,
      name: '出差申请单',
      enabled: false,
    });
    expect(updated.data).toMatchObject({
      id: created.data!.id,
      name: '出差申请单',
      enabled: false,
    });
    const read = await callAs<FormAnswer>(
      app,
      'applicant',
      'GET',
      F.formInfo.build({ appId, id: created.data!.id }),
    );
    expect(read.data).toEqual(updated.data);
    const unknown = await callAs(app, 'applicant', 'GET', F.formInfo.build({ appId, id: 'nope' }));
    expect([unknown.rspCd, unknown.rspInf]).toEqual(['40400', '表单不存在']);
  });

  it('manages form types and templates; a new form takes its template’s fields', async () => {
    const typesUrl = F.formTypes.build({ appId });
    const noName = await callAs(app, 'admin', 'POST', typesUrl, {});
    expect([noName.rspCd, noName.rspInf]).toEqual(['40000', '分类名称不能为空']);
    for (const url of [typesUrl, F.formTemplates.build({ appId })]) {
      const badSort = await callAs(app, 'admin', 'POST', url, { name: '排序', sort: '2a' });
      expect([badSort.rspCd, badSort.rspInf]).toEqual([
        '40000',
        '参数 sort 无效：应为 -1000000 到 1000000 的整数',
      ]);
    }
    const type = await callAs<FormTypeAnswer>(app, 'admin', 'POST', typesUrl, {
      name: '行政',
      sort: 2,
    });
    expect(type.data).toMatchObject({ name: '行政', type: 'customer', sort: 2, enabled: true });
    const types = await callAs<FormTypeAnswer[]>(app, 'applicant', 'GET', typesUrl);
    expect(types.data!.map((t) => t.name)).toEqual(['人事', '行政']);

    const templatesUrl = F.formTemplates.build({ appId });
    const template = await callAs<FormTemplateAnswer>(app, 'admin', 'POST', templatesUrl, {
      name: '通用申请',
      formTypeId: type.data!.id,
      fields: [field('title', '标题')],
    });
    expect(template.data).toMatchObject({ name: '通用申请', enabled: true });
    const off = await callAs<FormTemplateAnswer>(
      app,
      'admin',
      'POST',
      F.formTemplateEnable.build({ appId, id: template.data!.id }),
      { enabled: false },
    );
    expect(off.data!.enabled).toBe(false);
    const templates = await callAs<FormTemplateAnswer[]>(app, 'admin', 'GET', templatesUrl);
    expect(templates.data!.map((t) => [t.name, t.enabled])).toEqual([['通用申请', false]]);
    expect((await callAs(app, 'applicant', 'GET', templatesUrl)).status).toBe(403);

    const form = await callAs<FormAnswer>(app, 'admin', 'POST', F.updateForm.build({ appId }), {
      name: '用章申请',
      formTypeId: type.data!.id,
      templateId: template.data!.id,
    });
    expect(form.data).toMatchObject({ templateId: template.data!.id });
    expect(form.data!.fields.map((f) => f.label)).toEqual(['标题']);

    const withForms = await callAs<FormTypeWithFormsAnswer[]>(
      app,
      'applicant',
      'POST',
      `${F.formTypeDataList.build({ appId })}?type=customer`,
    );
    expect(withForms.data!.map((t) => [t.name, t.forms.map((f) => f.name)])).toEqual([
      ['人事', ['请假申请']],
      ['行政', ['用章申请']],
    ]);
  });

  it('checks a submission against the form’s fields and answers the first message verbatim', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, '请假类型不能为空'],
      [{ ...LEAVE, startDate: '' }, '请选择日期'],
      // The end of the range before its start.
      [{ ...LEAVE, startDate: '2026-03-03', endDate: '2026-03-02' }, '结束日期不能早于开始日期'],
      [{ ...LEAVE, days: 'abc' }, '请假天数不是有效数值'],
      [{ ...LEAVE, days: 31 }, '必须在 0.5 到 30 之间'],
      [{ ...LEAVE, reason: '' }, '请假事由不能为空'],
      [{ ...LEAVE, reason: '长'.repeat(201) }, '请假事由长度必须小于200字符'],
    ];
    const before = await app.tessera.db.selectFrom('form_data').select('id').execute();
    for (const [jsonData, message] of cases) {
      const answer = await submit('applicant', jsonData);
      expect([answer.rspCd, answer.rspInf]).toEqual(['40000', message]);
    }
    const notObject = await submit('applicant', 'x');
    expect(notObject.rspCd).toBe('40000');
    const noForm = await callAs(app, 'applicant', 'POST', addUrl, { jsonData: LEAVE });
    expect([noForm.rspCd, noForm.rspInf]).toEqual(['40400', '表单不存在']);
    expect(await app.tessera.db.selectFrom('form_data').select('id').execute()).toEqual(before);
    expect(
      (await callAs(app, 'anonymous', 'POST', addUrl, { formId: WF.leaveForm.id, jsonData: LEAVE }))
        .status,
    ).toBe(401);
  });

  it('stores a submission as the caller’s and lets only the caller change it', async () => {
    const saved = await submit('applicant', LEAVE, {
      createdby: demoUserId('admin'),
      CreatedName: '冒名',
    });
    expect(saved.rspCd).toBe('00000');
    const id = saved.data!.id;
    const info = await callAs<FormDataAnswer>(app, 'applicant', 'GET', infoUrl(id));
    expect(info.data).toMatchObject({
      id,
      formId: WF.leaveForm.id,
      formName: '请假申请',
      jsonData: LEAVE,
      createdby: demoUserId('applicant'),
      CreatedName: '张三',
    });
    const changed = await submit('applicant', { ...LEAVE, days: 1 }, { id });
    expect(changed.data).toEqual({ id });
    const other = await submit('approver1', { ...LEAVE, days: 3 }, { id });
    expect([other.status, other.rspCd]).toEqual([403, RSP_CD.forbidden]);
    const invalid = await submit('applicant', { ...LEAVE, reason: '' }, { id });
    expect(invalid.rspInf).toBe('请假事由不能为空');
    const after = await callAs<FormDataAnswer>(app, 'applicant', 'GET', infoUrl(id));
    expect(after.data!.jsonData).toEqual({ ...LEAVE, days: 1 });
    const unknown = await submit('applicant', LEAVE, {
      id: '7e55e7a0-0010-4000-8000-999999999999',
    });
    expect(unknown.rspCd).toBe('40400');
  });

  it('lists members their own submissions and administrators anyone’s', async () => {
    await submit('approver1', LEAVE);
    const mine = await callAs<WorkflowPage<FormDataAnswer>>(
      app,
      'approver1',
      'GET',
      `${listUrl}?formId=all&type=customer&pageNo=1&pageSize=10`,
    );
    expect(mine.data!.items.map((d) => d.createdby)).toEqual([demoUserId('approver1')]);
    const others = await callAs(
      app,
      'approver1',
      'GET',
      `${listUrl}?createdby=${demoUserId('applicant')}`,
    );
    expect([others.status, others.rspCd]).toEqual([403, RSP_CD.forbidden]);
    const all = await callAs<WorkflowPage<FormDataAnswer>>(
      app,
      'admin',
      'GET',
      `${listUrl}?createdby=00000000-0000-0000-0000-000000000000&formId=${WF.leaveForm.id}`,
    );
    expect(new Set(all.data!.items.map((d) => d.createdby))).toEqual(
      new Set([demoUserId('applicant'), demoUserId('approver1')]),
    );
    const applicants = await callAs<WorkflowPage<FormDataAnswer>>(
      app,
      'admin',
      'GET',
      `${listUrl}?createdby=${demoUserId('applicant')}`,
    );
    expect(applicants.data!.items.every((d) => d.createdby === demoUserId('applicant'))).toBe(true);
    expect(applicants.data!.total).toBe(applicants.data!.items.length);
  });

  it('lets the creator, administrators and the instance’s approvers and CC recipients read a submission', async () => {
    const { data } = await submit('applicant', LEAVE);
    const id = data!.id;
    const refused = await callAs(app, 'approver2', 'GET', infoUrl(id));
    expect([refused.status, refused.rspCd]).toEqual([403, RSP_CD.forbidden]);
    expect((await callAs(app, 'admin', 'GET', infoUrl(id))).rspCd).toBe('00000');

    const instance = `form-test-${database.name}`;
    await app.tessera.db
      .insertInto('wf_instances')
      .values({
        id: instance,
        app_id: appId,
        workflow_id: WF.leaveRequest.id,
        workflow_name: '请假申请',
        flow_version: 1,
        process_status: 'running',
        applicant_id: demoUserId('applicant'),
        applicant_name: '张三',
        started_by_id: demoUserId('applicant'),
        form_data_id: id,
        field_data_list: '[]',
        submission: 1,
        version: 1,
        started_at: new Date(),
      })
      .execute();
    await app.tessera.db
      .insertInto('wf_ccs')
      .values({
        id: `${instance}:c1`,
        app_id: appId,
        instance_id: instance,
        node_run_id: `${instance}:n1`,
        user_id: demoUserId('approver2'),
        user_name: '王五',
        via: 'step',
        created_at: new Date(),
      })
      .execute();
    const cc = await callAs<FormDataAnswer>(app, 'approver2', 'GET', infoUrl(id));
    expect(cc.data!.id).toBe(id);
    expect((await callAs(app, 'approver1', 'GET', infoUrl(id))).status).toBe(403);
    await app.tessera.db
      .insertInto('wf_tasks')
      .values({
        id: `${instance}:t1`,
        app_id: appId,
        instance_id: instance,
        node_run_id: `${instance}:n1`,
        step_uuid: 'supervisor',
        step_name: '部门主管审批',
        group_id: `${instance}:g1`,
        seq: 1,
        assignee_id: demoUserId('approver1'),
        assignee_name: '李四',
        status: 'passed',
        origin: 'rule',
        created_at: new Date(),
      })
      .execute();
    expect((await callAs(app, 'approver1', 'GET', infoUrl(id))).rspCd).toBe('00000');
    expect((await callAs(app, 'approver1', 'GET', infoUrl('nope'))).rspCd).toBe('40400');
  });

  it('names a repeated query parameter of the member calls (40000)', async () => {
    const contentUrl = F.contentData.build({ app: appId, userId: demoUserId('applicant') });
    const cases: ['GET' | 'POST', string, string][] = [
      ['GET', `${listUrl}?formId=all&formId=all`, '参数 formId 应为文本'],
      ['POST', `${F.formTypeDataList.build({ appId })}?type=a&type=b`, '参数 type 应为文本'],
      ['POST', `${contentUrl}&userId=${demoUserId('applicant')}`, '参数 userId 应为文本'],
    ];
    for (const [method, url, message] of cases) {
      const answer = await callAs(
        app,
        'applicant',
        method,
        url,
        method === 'POST' ? {} : undefined,
      );
      expect([answer.rspCd, answer.rspInf]).toEqual(['40000', message]);
    }
  });

  it('getcontentdata answers the user’s own content of a known schema, [] for an unknown one', async () => {
    const url = `${F.contentData.build({ app: appId, userId: demoUserId('applicant') })}`;
    const unknown = await callAs(app, 'applicant', 'POST', url, { schemasName: 'nope' });
    expect(unknown.data).toEqual([]);
    const known = await callAs<Record<string, unknown>[]>(app, 'applicant', 'POST', url, {
      schemasName: DEMO.articleSchema,
      fieldName: 'title',
      displayFieldNames: ['views'],
    });
    expect(known.data).toEqual([]);
    const row = await app.tessera.db
      .insertInto('content_items')
      .values({
        app_id: appId,
        schema_name: DEMO.articleSchema,
        created: new Date(),
        created_by: demoUserId('applicant'),
        last_modified: new Date(),
        last_modified_by: demoUserId('applicant'),
        data: JSON.stringify({ title: { iv: '我的文章' }, views: { iv: 7 } }),
      })
      .returning(['id', 'content_id'])
      .executeTakeFirstOrThrow();
    const mine = await callAs<Record<string, unknown>[]>(app, 'applicant', 'POST', url, {
      schemasName: DEMO.articleSchema,
      fieldName: 'title',
      displayFieldNames: ['views'],
    });
    expect(mine.data).toEqual([
      { id: row.id, contentId: row.content_id, title: '我的文章', views: 7 },
    ]);
    const other = await callAs(app, 'approver1', 'POST', url, { schemasName: DEMO.articleSchema });
    expect([other.status, other.rspCd]).toEqual([403, RSP_CD.forbidden]);
    const missing = await callAs(app, 'applicant', 'POST', url, {});
    expect(missing.rspCd).toBe('40000');
  });
});
