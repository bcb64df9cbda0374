import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import {
  ok,
  WORKFLOW_PATHS as P,
  type BatchCompleteItemAnswer,
  type InstanceCommandAnswer,
} from '@tessera/protocol';
import type { Accepted, Actor, CompleteCommand } from '@tessera/workflow';
import { forbidden } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { EnvelopeError, badRequest } from '../../http/envelopeError.js';
import { runtimeCall } from './instanceAccess.js';
import { CompleteTaskBody, readFieldDataList, readId } from './instanceInput.js';
import { instanceOfTask, runCommand } from './instanceStore.js';

/** What every accepted instance command answers. */
export function commandAnswer(decision: Accepted): InstanceCommandAnswer {
  return {
    isSuccess: true,
    workflowInstanceId: decision.state.workflowInstanceId,
    processStatus: decision.state.processStatus,
  };
}

/** spec 2 §3 Complete-task payload; `appUserId`, when sent, must be the caller (403). */
function readComplete(
  body: Static<typeof CompleteTaskBody>,
  actor: Actor,
): Omit<CompleteCommand, 'type'> {
  const appUserId = body.appUserId;
  if (appUserId && appUserId.toLowerCase() !== actor.userId.toLowerCase()) throw forbidden();
  return {
    taskId: readId(body.taskId, 'taskId'),
    // decide refuses anything but a boolean (审批结果无效), never reading it as a rejection.
    isPass: body.isPass as boolean,
    approvalComments: body.approvalComments ?? '',
    ...(body.fieldDataList === undefined
      ? {}
      : { fieldDataList: readFieldDataList(body.fieldDataList) }),
  };
}

async function complete(db: Db, appId: string, actor: Actor, item: Omit<CompleteCommand, 'type'>) {
  const instanceId = await instanceOfTask(db, appId, item.taskId);
  return runCommand({ db, appId, actor }, instanceId, { ...item, type: 'complete' });
}

async function completeTask(
  db: Db,
  request: FastifyRequest,
  body: Static<typeof CompleteTaskBody>,
): Promise<InstanceCommandAnswer> {
  const { appId, actor } = await runtimeCall(db, request);
  return commandAnswer(await complete(db, appId, actor, readComplete(body, actor)));
}

/** The most items one batchCompleteTask takes. */
export const MAX_BATCH_ITEMS = 100;

const COMPLETE = { schema: { body: CompleteTaskBody } } as const;

/** `{ items }`: left out or empty is 请选择要处理的任务 (the engine's text). */
const BatchCompleteBody = Type.Object({ items: Type.Optional(Type.Array(CompleteTaskBody)) });

/** completeTask (and the form pages' twin) and batchCompleteTask (one transaction per item). */
export function registerCompleteRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(P.completeTask.pattern, COMPLETE, async (request) =>
    ok(await completeTask(db, request, request.body)),
  );
  routes.post(P.formCompleteTask.pattern, COMPLETE, async (request) =>
    ok(await completeTask(db, request, request.body)),
  );
  routes.post(
    P.batchCompleteTask.pattern,
    { schema: { body: BatchCompleteBody } },
    async (request) => {
      const { appId, actor } = await runtimeCall(db, request);
      const items = request.body.items;
      if (!items || items.length === 0) throw badRequest('请选择要处理的任务');
      if (items.length > MAX_BATCH_ITEMS) throw badRequest(`一次最多处理 ${MAX_BATCH_ITEMS} 项`);
      const commands = items.map((item) => readComplete(item, actor));
      const answers: BatchCompleteItemAnswer[] = [];
      for (const item of commands) {
        try {
          await complete(db, appId, actor, item);
          answers.push({ taskId: item.taskId, isSuccess: true, message: '' });
        } catch (error) {
          if (!(error instanceof EnvelopeError)) throw error;
          answers.push({ taskId: item.taskId, isSuccess: false, message: error.message });
        }
      }
      return ok(answers);
    },
  );
}
