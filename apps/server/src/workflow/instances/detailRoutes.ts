import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok, WORKFLOW_PATHS as P, type TaskDetailAnswer } from '@tessera/protocol';
import { forbidden, requireAdmin } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelopeError.js';
import { OptionalText } from '../../http/inputSchemas.js';
import { callerActor, requireReadAccess, runtimeCall } from './instanceAccess.js';
import { InstanceBody, readId } from './instanceInput.js';
import { readInstance } from './instanceReads.js';
import { instanceOfTask, type InstanceCall } from './instanceStore.js';
import { callerTask, stepRecordsAnswer, taskDetailAnswer } from './instanceWire.js';

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
async function instanceOf(
  db: Db,
  appId: string,
  instanceId: string | undefined,
  taskId: string | undefined,
) {
  if (instanceId) return instanceId;
  if (taskId) return instanceOfTask(db, appId, taskId);
  throw badRequest('缺少参数 flowInstanceId');
}

/** `?taskId=` or `?flowInstanceId=` (one of them). */
const TaskDetailQuery = Type.Object({ taskId: OptionalText, flowInstanceId: OptionalText });

/** `?taskId=` or `?insid=` (or `?flowInstanceId=`). */
const FlowInsInfoQuery = Type.Object({
  taskId: OptionalText,
  insid: OptionalText,
  flowInstanceId: OptionalText,
});

/** `?userid=&taskId=`: the user, when named, is the caller. */
const MyTodoInfoQuery = Type.Object({
  userid: OptionalText,
  userId: OptionalText,
  taskId: Type.String(),
});

/** `?flowInstanceId=&workflowpronodeId=&pageType=`. */
const JumpActionQuery = Type.Object({
  flowInstanceId: Type.String(),
  workflowpronodeId: OptionalText,
  workflowProNodeId: OptionalText,
  pageType: OptionalText,
});

/**
 * The reading calls of one instance: task detail (three routes), the timeline, the jump data and
 * the designer's form data. Each needs read access (WF-C12).
 */
export function registerDetailRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.get(
    P.taskDetail.pattern,
    { schema: { querystring: TaskDetailQuery } },
    async (request) => {
      const { appId, actor } = await runtimeCall(db, request);
      const { taskId, flowInstanceId } = request.query;
      const instanceId = await instanceOf(db, appId, flowInstanceId, taskId);
      return ok(await detail({ db, appId, actor }, instanceId, taskId));
    },
  );
  routes.get(
    P.flowInsInfo.pattern,
    { schema: { querystring: FlowInsInfoQuery } },
    async (request) => {
      const { appId, actor } = await runtimeCall(db, request);
      const q = request.query;
      const instanceId = await instanceOf(db, appId, q.insid ?? q.flowInstanceId, q.taskId);
      return ok(await detail({ db, appId, actor }, instanceId, q.taskId));
    },
  );
  routes.get(
    P.myTodoInfo.pattern,
    { schema: { querystring: MyTodoInfoQuery } },
    async (request) => {
      const { appId, actor } = await runtimeCall(db, request);
      const q = request.query;
      const userId = q.userid ?? q.userId;
      if (userId && userId.toLowerCase() !== actor.userId.toLowerCase()) throw forbidden();
      const taskId = readId(q.taskId, 'taskId');
      const instanceId = await instanceOfTask(db, appId, taskId);
      return ok(await detail({ db, appId, actor }, instanceId, taskId));
    },
  );
  routes.post(P.executionList.pattern, { schema: { body: InstanceBody } }, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const instanceId = readId(request.body.flowInstanceId, 'flowInstanceId');
    const read = await readInstance(db, appId, instanceId);
    requireReadAccess(read.state, actor);
    return ok(stepRecordsAnswer(read.state));
  });
  routes.get(
    P.jumpActionData.pattern,
    { schema: { querystring: JumpActionQuery } },
    async (request) => {
      const { appId, actor } = await runtimeCall(db, request);
      const q = request.query;
      const instanceId = readId(q.flowInstanceId, 'flowInstanceId');
      const read = await readInstance(db, appId, instanceId);
      requireReadAccess(read.state, actor);
      const nodeId =
        (q.workflowpronodeId ?? q.workflowProNodeId) ||
        callerTask(read.state, actor.userId)?.nodeRunId ||
        null;
      return ok({
        workFlowId: read.state.workFlowId,
        workflowInstanceId: read.state.workflowInstanceId,
        workflowProNodeId: nodeId,
        pageType: q.pageType || DEFAULT_JUMP_PAGE_TYPE,
        formId: read.formId,
        formDataId: read.state.formDataId,
      });
    },
  );
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
