import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer, WORKFLOW_PATHS as P, type StartInstanceAnswer } from '@tessera/protocol';
import { WORKFLOW_MESSAGES as M } from '@tessera/workflow';
import { startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { DEMO_ORGANISATION as ORG } from '../../demoOrganisation.js';
import { DEMO_WORKFLOWS } from '../../demoWorkflows.js';
import {
  complete,
  detailOf,
  leaveFields,
  pendingTaskOf,
  people,
  start$,
  url,
  type People,
} from './__tests__/workflowSupport.js';

/** The seeded 请假申请 (supervisor → 或签 李四/王五 → CC 管理员) runs through the runtime. */
describe.each(TEST_DATABASES)('the demo leave request on $name', (database) => {
  let app: FastifyInstance;
  let u: People;
  beforeAll(async () => {
    app = await startServer(database);
    u = await people(app);
  });
  afterAll(() => app?.close());

  it('张三 applies in 前端组; 李四 approves as supervisor and in the 或签 step; 管理员 is copied', async () => {
    const body = {
      workFlowId: DEMO_WORKFLOWS.leaveRequest.id,
      userId: u.applicant.ref.userId,
      userName: '张三',
      fieldDataList: leaveFields(),
    };
    const noDepartment = await u.applicant.post(url(P.startInstance.build(start$)), body);
    expect(noDepartment.body).toMatchObject({ rspCd: '40000', rspInf: M.departmentRequired });
    const started = await u.applicant.post<StartInstanceAnswer>(
      url(P.startInstance.build(start$)),
      {
        ...body,
        departmentId: ORG.departments.frontend.id,
      },
    );
    expectAnswer(P.startInstance, started.body.data);
    expect(started.body.data?.processStatus).toBe('running');
    const id = started.body.data!.workflowInstanceId;
    await complete(u.approver1, await pendingTaskOf(u.approver1, id), true, '同意');
    expect((await detailOf(u.applicant, id)).currentSteps).toEqual([
      { stepName: expect.any(String), approverNames: ['李四', '王五'] },
    ]);
    const done = await complete(u.approver1, await pendingTaskOf(u.approver1, id), true);
    expect(done.body.data?.processStatus).toBe('approved');
    expect((await detailOf(u.admin, id)).commentsList.map((r) => r.appUserName)).toEqual([
      '张三',
      '李四',
      '李四',
    ]);
    const cc = await app.tessera.db
      .selectFrom('wf_ccs')
      .select('user_id')
      .where('instance_id', '=', id)
      .execute();
    expect(cc).toEqual([{ user_id: u.admin.ref.userId }]);
  });
});
