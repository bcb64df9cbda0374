import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, expectAnswer, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import type { RequestClient } from '@tessera/request';
import { WORKFLOW_DESIGN_PATHS as P } from '@tessera/protocol';
import {
  addFormTemplate,
  addFormType,
  addWorkflowCategory,
  copyWorkflowDefinition,
  createWorkflowDefinition,
  deleteWorkflowCategory,
  deleteWorkflowDefinition,
  getFormTemplates,
  getFormTypes,
  getWorkflowCategories,
  getWorkflowConfig,
  getWorkflowDefinition,
  getWorkflowInstances,
  listWorkflowDefinitions,
  saveForm,
  saveWorkflowConfig,
  setFormTemplateEnabled,
  setWorkflowEnabled,
  setWorkflowSortNums,
  sortWorkflowCategories,
  updateWorkflowCategory,
  updateWorkflowDefinition,
} from '../index.js';
import { demoClient } from './demoClient.js';
import { rejection } from './rejection.js';

// The designer-side workflow service, its categories and the forms (spec 2 §7.2, §7.4) against
// the real server on loopback, as the demo administrator and as 张三 (who may not: HTTP 403).

const app = { appId: DEMO.appId };

describe('workflow designer calls against the reference server', () => {
  let server: TestServer;
  let admin: RequestClient;
  let applicant: RequestClient;

  const shown: string[] = [];
  const clientOf = (key: string) => demoClient(server, key, shown);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    admin = await clientOf('admin');
    applicant = await clientOf('applicant');
  });
  afterAll(() => server?.close());

  it('creates, finds, edits, copies, toggles, sorts and deletes a workflow', async () => {
    const category = expectAnswer(
      P.addCategory,
      await addWorkflowCategory(admin, app, { categoryName: '财务审批' }),
    );
    const created = expectAnswer(
      P.createDefinition,
      await createWorkflowDefinition(admin, app, {
        displayName: '报销申请',
        category: category.categoryId,
        memo: '差旅与日常报销',
      }),
    );
    expect(created).toMatchObject({ displayName: '报销申请', enabled: true, version: null });

    const found = expectAnswer(
      P.listDefinitions,
      await listWorkflowDefinitions(admin, app, { workFlowName: '报销', pageSize: 10 }),
    );
    expect(found.items.map((item) => item.id)).toEqual([created.id]);

    // No config yet: the default graph START 申请人 → END.
    const detail = expectAnswer(P.definition, await getWorkflowDefinition(admin, app, created.id));
    expect(JSON.stringify(detail.jsonDetail)).toContain('申请人');

    const renamed = expectAnswer(
      P.updateDefinition,
      await updateWorkflowDefinition(admin, app, created.id, { displayName: '费用报销' }),
    );
    expect(renamed.displayName).toBe('费用报销');

    const off = expectAnswer(P.setEnable, await setWorkflowEnabled(admin, app, created.id, false));
    expect(off.enabled).toBe(false);
    const onlyEnabled = await listWorkflowDefinitions(admin, app, {
      workFlowName: '费用报销',
      isEnable: true,
    });
    expect(onlyEnabled.items).toEqual([]);

    // A copy of the seeded leave request carries its published config.
    const leave = (await listWorkflowDefinitions(admin, app, { workFlowName: '请假申请' }))
      .items[0]!;
    const copy = expectAnswer(
      P.copyDefinition,
      await copyWorkflowDefinition(admin, app, {
        sourceId: leave.id,
        displayName: '请假申请（副本）',
      }),
    );
    const copied = expectAnswer(P.config, await getWorkflowConfig(admin, app, copy.id));
    const source = await getWorkflowConfig(admin, app, leave.id);
    expect(copied.jsonDetail).toEqual(source.jsonDetail);
    const saved = expectAnswer(
      P.saveConfig,
      await saveWorkflowConfig(admin, app, { id: copy.id, jsonDetail: copied.jsonDetail }),
    );
    expect(saved.flowStepOperatorList.length).toBeGreaterThan(0);

    await setWorkflowSortNums(admin, app, [
      { id: copy.id, sortNum: 1 },
      { id: created.id, sortNum: 2 },
    ]);
    expect((await getWorkflowDefinition(admin, app, created.id)).sortNum).toBe(2);

    const instances = expectAnswer(
      P.definitionInstances,
      await getWorkflowInstances(admin, app, copy.id, { pageNo: 1, pageSize: 10 }),
    );
    expect(instances).toEqual({ total: 0, items: [] });

    // A category in use is kept, with the server's reason.
    const inUse = await rejection(deleteWorkflowCategory(admin, app, category.categoryId));
    expect(inUse).toMatchObject({ rspCd: '40000', message: '该分类下还有审批流程，不能删除' });
    await deleteWorkflowDefinition(admin, app, created.id);
    const gone = await rejection(getWorkflowDefinition(admin, app, created.id));
    expect(gone).toMatchObject({ rspCd: '40400', message: '审批流程不存在' });
    await deleteWorkflowCategory(admin, app, category.categoryId);
  });

  it('keeps the category tree: add under a parent, rename, sort, refuse a parent with children', async () => {
    const parent = await addWorkflowCategory(admin, app, { categoryName: '行政' });
    const child = await addWorkflowCategory(admin, app, {
      categoryName: '用车',
      parentId: parent.categoryId,
    });
    await updateWorkflowCategory(admin, app, child.categoryId, { categoryName: '用车申请' });
    await sortWorkflowCategories(admin, app, [{ categoryId: parent.categoryId, sort: 0 }]);
    const tree = expectAnswer(P.categories, await getWorkflowCategories(admin, app));
    const node = tree.find((each) => each.categoryId === parent.categoryId)!;
    expect(node.children.map((each) => each.categoryName)).toEqual(['用车申请']);
    const refused = await rejection(deleteWorkflowCategory(admin, app, parent.categoryId));
    expect(refused).toMatchObject({ rspCd: '40000', message: '该分类下还有子分类，不能删除' });
  });

  it('saves forms, form types and templates with their enable toggle', async () => {
    const types = expectAnswer(P.formTypes, await getFormTypes(admin, app));
    expect(types.map((type) => type.name)).toContain('人事');
    const type = expectAnswer(P.addFormType, await addFormType(admin, app, { name: '财务' }));
    const fields = [
      { uuid: 'amount', name: 'amount', type: 'number', label: '金额' },
      { uuid: 'reason', name: 'reason', type: 'textarea', label: '事由' },
    ];
    const form = expectAnswer(
      P.saveForm,
      await saveForm(admin, app, { name: '报销单', formTypeId: type.id, fields }),
    );
    expect(form.fields.map((field) => field.label)).toEqual(['金额', '事由']);
    const template = expectAnswer(
      P.addFormTemplate,
      await addFormTemplate(admin, app, { name: '报销模板', formTypeId: type.id, fields }),
    );
    const disabled = expectAnswer(
      P.setFormTemplateEnabled,
      await setFormTemplateEnabled(admin, app, template.id, false),
    );
    expect(disabled.enabled).toBe(false);
    const templates = expectAnswer(P.formTemplates, await getFormTemplates(admin, app));
    expect(templates.find((each) => each.id === template.id)?.enabled).toBe(false);
  });

  it('refuses everyone without the workflow-design operation (HTTP 403)', async () => {
    const refused = await rejection(listWorkflowDefinitions(applicant, app));
    expect(refused).toMatchObject({ kind: 'deny', status: 403 });
    const write = await rejection(addWorkflowCategory(applicant, app, { categoryName: '不许' }));
    expect(write).toMatchObject({ kind: 'deny', status: 403 });
  });
});
