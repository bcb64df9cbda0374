import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_PATHS, expectAnswer } from '@tessera/protocol';
import { injectSigned, startServer, TEST_DATABASES } from '../../__tests__/testDatabases.js';
import { testAdminId, tokenFor } from '../../__tests__/signIn.js';
import { DEMO } from '../../demo.js';
import { insertTestUser } from '../../identity/identityFixtures.js';
import { WORKFLOW_MODE_MESSAGES } from './workflowMode.js';

/** A workflow instance written as the runtime writes one: 申请人 → one task → a CC. */
async function insertInstance(
  app: FastifyInstance,
  people: { applicant: string; assignee: string; cc: string },
) {
  const db = app.tessera.db;
  const workflowId = randomUUID();
  const instanceId = `inst-${randomUUID()}`;
  const nodeId = `node-${randomUUID()}`;
  const now = new Date().toISOString();
  await db
    .insertInto('wf_definitions')
    .values({ id: workflowId, app_id: DEMO.appId, display_name: '请假申请', category_id: 'c1' })
    .execute();
  await db
    .insertInto('wf_instances')
    .values({
      id: instanceId,
      app_id: DEMO.appId,
      workflow_id: workflowId,
      workflow_name: '请假申请',
      process_status: 'running',
      applicant_id: people.applicant,
      applicant_name: '申请人',
      started_by_id: people.applicant,
      field_data_list: '[]',
      submission: 1,
      version: 1,
      started_at: now,
    })
    .execute();
  await db
    .insertInto('wf_node_runs')
    .values({
      id: nodeId,
      instance_id: instanceId,
      step_uuid: 'supervisor',
      step_type: 'APPROVER',
      name: '主管审批',
      round: 1,
      status: 'active',
      entered_at: now,
    })
    .execute();
  await db
    .insertInto('wf_tasks')
    .values({
      id: `task-${randomUUID()}`,
      app_id: DEMO.appId,
      instance_id: instanceId,
      node_run_id: nodeId,
      step_uuid: 'supervisor',
      step_name: '主管审批',
      group_id: 'g1',
      seq: 0,
      assignee_id: people.assignee,
      assignee_name: '审批人',
      status: 'done',
      origin: 'step',
      created_at: now,
    })
    .execute();
  await db
    .insertInto('wf_ccs')
    .values({
      id: `cc-${randomUUID()}`,
      app_id: DEMO.appId,
      instance_id: instanceId,
      node_run_id: nodeId,
      user_id: people.cc,
      user_name: '抄送人',
      via: 'step',
      created_at: now,
    })
    .execute();
  return { workflowId, instanceId, nodeId };
}

const LIST = '{ queryArticleContentsWithTotal(top: 3) { total items { id } } }';

describe.each(TEST_DATABASES)('content queries in workflow mode on $name', (database) => {
  let app: FastifyInstance;
  const users = {} as Record<'applicant' | 'assignee' | 'cc' | 'stranger', string>;
  let flow: Awaited<ReturnType<typeof insertInstance>>;

  beforeAll(async () => {
    app = await startServer(database);
    const db = app.tessera.db;
    users.applicant = await insertTestUser(db, { phone: '13977710001' });
    users.assignee = await insertTestUser(db, { phone: '13977710002' });
    users.cc = await insertTestUser(db, { phone: '13977710003' });
    users.stranger = await insertTestUser(db, { phone: '13977710004' });
    flow = await insertInstance(app, users);
  });

  afterAll(async () => {
    await app?.close();
  });

  /** querygraphqls as the runtime sends it: the ids on the query string. */
  const query = async (
    as: string | 'anonymous',
    search: Record<string, string>,
    options: { body?: Record<string, unknown>; headers?: Record<string, string> } = {},
  ) => {
    const params = new URLSearchParams({ app: DEMO.appId, ...search });
    return injectSigned(app, {
      method: 'POST',
      url: `${CONTENT_PATHS.queryGraphqls.pattern}?${params}`,
      payload: { query: LIST, ...options.body },
      ...(as === 'anonymous'
        ? { anonymous: true }
        : { headers: { authorization: `Bearer ${await tokenFor(app, as)}`, ...options.headers } }),
    });
  };
  const ids = () => ({ workflowInstanceId: flow.instanceId, workflowProNodeId: flow.nodeId });

  it('answers the applicant, an assignee, a CC recipient and an administrator as without ids', async () => {
    const plain = (await query(users.stranger, {})).json();
    expect(plain).toMatchObject({ rspCd: '00000' });
    expectAnswer(CONTENT_PATHS.queryGraphqls, plain.data);
    for (const userId of [users.applicant, users.assignee, users.cc, await testAdminId(app)]) {
      const answer = await query(userId, ids());
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(plain);
    }
  });

  it('refuses anyone else with HTTP 403 (a workflow page goes to /deny)', async () => {
    const refused = await query(users.stranger, ids());
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ rspCd: '40300', rspInf: '您没有访问权限！' });
    // The node alone names its instance.
    const byNode = await query(users.stranger, { workflowProNodeId: flow.nodeId });
    expect(byNode.statusCode).toBe(403);
    expect((await query(users.applicant, { workflowProNodeId: flow.nodeId })).json()).toMatchObject(
      { rspCd: '00000' },
    );
  });

  it('asks an anonymous caller to sign in (401)', async () => {
    const answer = await query('anonymous', ids());
    expect(answer.statusCode).toBe(401);
    expect(answer.json()).toMatchObject({ rspCd: '30002' });
  });

  it('answers 40400 for an unknown instance or a node of another instance', async () => {
    const unknown = await query(users.applicant, { workflowInstanceId: 'no-such-instance' });
    expect(unknown.json()).toEqual({
      rspCd: '40400',
      rspInf: WORKFLOW_MODE_MESSAGES.instanceNotFound('no-such-instance'),
      data: null,
    });
    const other = await insertInstance(app, users);
    const mixed = await query(users.applicant, {
      workflowInstanceId: flow.instanceId,
      workflowProNodeId: other.nodeId,
    });
    expect(mixed.json()).toMatchObject({
      rspCd: '40400',
      rspInf: WORKFLOW_MODE_MESSAGES.nodeNotFound(other.nodeId),
    });
  });

  it('refuses an instance of another workflow than the page’s workflowproid (40000)', async () => {
    const page = (workflowproid: string) =>
      query(users.applicant, ids(), { headers: { workflowproid } });
    expect((await page(flow.workflowId)).json()).toMatchObject({ rspCd: '00000' });
    expect((await page(randomUUID())).json()).toMatchObject({
      rspCd: '40000',
      rspInf: WORKFLOW_MODE_MESSAGES.otherWorkflow,
    });
  });

  it('checks ids given in the body and as query arguments too', async () => {
    const inBody = await query(users.stranger, {}, { body: ids() });
    expect(inBody.statusCode).toBe(403);
    const asArguments = await injectSigned(app, {
      method: 'POST',
      url: `${CONTENT_PATHS.queryGraphqls.pattern}?app=${DEMO.appId}`,
      payload: {
        query: `{ queryArticleContentsWithTotal(top: 1, workflowInstanceId: "${flow.instanceId}") { total } }`,
      },
      headers: { authorization: `Bearer ${await tokenFor(app, users.stranger)}` },
    });
    expect(asArguments.json()).toMatchObject({ rspCd: '40300' });
    const allowed = await injectSigned(app, {
      method: 'POST',
      url: `${CONTENT_PATHS.queryGraphqls.pattern}?app=${DEMO.appId}`,
      payload: {
        query: `{ queryArticleContentsWithTotal(top: 1, workflowInstanceId: "${flow.instanceId}") { total } }`,
      },
      headers: { authorization: `Bearer ${await tokenFor(app, users.cc)}` },
    });
    expect(allowed.json()).toMatchObject({ rspCd: '00000' });
  });
});
