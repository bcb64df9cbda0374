import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORM_PATHS as F,
  WORKFLOW_PATHS as P,
  type FormAnswer,
  type StartInstanceAnswer,
} from '@tessera/protocol';
import { startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { DEMO } from '../../demo.js';
import { DEMO_ORGANISATION as ORG } from '../../demoOrganisation.js';
import { DEMO_WORKFLOWS as WF } from '../../demoWorkflows.js';
import {
  detailOf,
  leaveFields,
  people,
  start$,
  url,
  type People,
} from './__tests__/workflowSupport.js';

/*
 * Issue 26: the form designer edits the form of a published workflow while instances run. What an
 * instance was started with (its fieldDataList: FieldUuid, FieldName, FieldAlias, FieldType and
 * the value) stays as it was; the edited form applies to new starts.
 */
describe.each(TEST_DATABASES)('editing the form of a running workflow on $name', (database) => {
  let app: FastifyInstance;
  let u: People;
  beforeAll(async () => {
    app = await startServer(database);
    u = await people(app);
  });
  afterAll(() => app?.close());

  it('keeps the field data of a started instance when the form gains and renames fields', async () => {
    const started = await u.applicant.post<StartInstanceAnswer>(
      url(P.startInstance.build(start$)),
      {
        workFlowId: WF.leaveRequest.id,
        userId: u.applicant.ref.userId,
        userName: '张三',
        departmentId: ORG.departments.frontend.id,
        fieldDataList: leaveFields(),
      },
    );
    const id = started.body.data!.workflowInstanceId;
    const before = await detailOf(u.applicant, id);

    const info = await u.admin.get<FormAnswer>(
      url(F.formInfo.build({ appId: DEMO.appId, id: WF.leaveForm.id })),
    );
    const form = info.body.data!;
    const edited = await u.admin.post<FormAnswer>(url(F.updateForm.build({ appId: DEMO.appId })), {
      id: form.id,
      name: form.name,
      formTypeId: form.formTypeId,
      fields: [
        ...form.fields.map((field) => ({ ...field, label: `${field.label}（新）` })),
        {
          uuid: 'money-1',
          name: 'money1',
          label: '金额',
          type: 'money',
          rules: [{ kind: 'currency' }],
        },
      ],
    });
    expect(edited.body.rspInf).toBe('success');
    expect(edited.body.data!.fields).toHaveLength(form.fields.length + 1);

    const after = await detailOf(u.applicant, id);
    expect(after.fieldDataList).toEqual(before.fieldDataList);
    expect(after.fieldDataList).toEqual(leaveFields());
    expect(after.formId).toBe(WF.leaveForm.id);
  });
});
