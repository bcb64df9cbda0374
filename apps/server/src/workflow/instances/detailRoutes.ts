import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, WORKFLOW_PATHS as P, type TaskDetailAnswer } from '@tessera/protocol';
import { forbidden, requireAdmin } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelopeError.js';
import { callerActor, requireReadAccess, runtimeCall } from './instanceAccess.js';
import { readId, readBody, readOptional } from './instanceInput.js';
import { readInstance } from './instanceReads.js';
import { instanceOfTask, type InstanceCall } from './instanceStore.js';
import { callerTask, stepRecordsAnswer, taskDetailAnswer } from './instanceWire.js';

type Query = Record<string, unknown>;

/** The default pageType of jsonworkflowprojumpactiondata (spec 2 §7.2). */
export const DEFAULT_JUMP_PAGE_TYPE = 'WorkFlowsLaunch';

async function detail(
  { db, appId, actor }: InstanceCall,
  instanceId: string,
  taskId?: string | null,
): Promise<TaskDetailAnswer> {
  const read = await readInstance(db, appId, instanceId);
  requireReadAccess(read.state, actor);
  return taskDetailAnswer(read.state, actor, { ...read, taskId });
}

/** The instance a `?taskId=` or `?flowInstanceId=`/`?insid=` names. */
async function instanceOf(db: Db, appId: string, instanceId: unknown, taskId: unknown) {
  const named = readOptional(instanceId, 'flowInstanceId');
  if (named) return named;
  if (typeof taskId === 'string' && taskId !== '') return instanceOfTask(db, appId, taskId);
  throw badRequest('缺少参数 flowInstanceId');
}

/**
 * The reading calls of one instance: task detail (three routes), the timeline, the jump data and
 * the designer's form data. Each needs read access (WF-C12).
 */
export function registerDetailRoutes(app: FastifyInstance, db: Db): void {
  app.get<{ Querystring: Query }>(P.taskDetail.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const q = request.query;
    const taskId = readOptional(q.taskId, 'taskId');
    const instanceId = await instanceOf(db, appId, q.flowInstanceId, taskId);
    return ok(await detail({ db, appId, actor }, instanceId, taskId));
  });
  app.get<{ Querystring: Query }>(P.flowInsInfo.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const q = request.query;
    const taskId = readOptional(q.taskId, 'taskId');
    const instanceId = await instanceOf(db, appId, q.insid ?? q.flowInstanceId, taskId);
    return ok(await detail({ db, appId, actor }, instanceId, taskId));
  });
  app.get<{ Querystring: Query }>(P.myTodoInfo.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const q = request.query;
    const userId = readOptional(q.userid ?? q.userId, 'userid');
    if (userId && userId.toLowerCase() !== actor.userId.toLowerCase()) throw forbidden();
    const taskId = readId(q.taskId, 'taskId');
    const instanceId = await instanceOfTask(db, appId, taskId);
    return ok(await detail({ db, appId, actor }, instanceId, taskId));
  });
  app.post(P.executionList.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const instanceId = readId(readBody(request.body).flowInstanceId, 'flowInstanceId');
    const read = await readInstance(db, appId, instanceId);
    requireReadAccess(read.state, actor);
    return ok(stepRecordsAnswer(read.state));
  });
  app.get<{ Querystring: Query }>(P.jumpActionData.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const q = request.query;
    const instanceId = readId(q.flowInstanceId, 'flowInstanceId');
    const read = await readInstance(db, appId, instanceId);
    requireReadAccess(read.state, actor);
    const nodeId =
      readOptional(q.workflowpronodeId ?? q.workflowProNodeId, 'workflowpronodeId') ||
      callerTask(read.state, actor.userId)?.nodeRunId ||
      null;
    return ok({
      workFlowId: read.state.workFlowId,
      workflowInstanceId: read.state.workflowInstanceId,
      workflowProNodeId: nodeId,
      pageType: readOptional(q.pageType, 'pageType') || DEFAULT_JUMP_PAGE_TYPE,
      formId: read.formId,
      formDataId: read.state.formDataId,
    });
  });
  app.get<{ Params: { appId: string; id: string } }>(
    P.instanceFormData.pattern,
    async (request: FastifyRequest<{ Params: { appId: string; id: string } }>) => {
      await requireAdmin(request);
      const appId = (await request.ctx.appId()).toLowerCase();
      const actor = await callerActor(db, request);
      return ok(await detail({ db, appId, actor }, request.params.id));
    },
  );
}
