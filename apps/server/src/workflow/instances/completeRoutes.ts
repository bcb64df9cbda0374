import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { readFieldDataList, readId, readBody, readOptional } from './instanceInput.js';
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
function readComplete(value: unknown, actor: Actor): Omit<CompleteCommand, 'type'> {
  const body = readBody(value);
  const appUserId = readOptional(body.appUserId, 'appUserId');
  if (appUserId && appUserId.toLowerCase() !== actor.userId.toLowerCase()) throw forbidden();
  return {
    taskId: readId(body.taskId, 'taskId'),
    // decide refuses anything but a boolean (审批结果无效), never reading it as a rejection.
    isPass: body.isPass as boolean,
    approvalComments: readOptional(body.approvalComments, 'approvalComments') ?? '',
    ...(body.fieldDataList === undefined
      ? {}
      : { fieldDataList: readFieldDataList(body.fieldDataList) }),
  };
}

async function complete(db: Db, appId: string, actor: Actor, item: Omit<CompleteCommand, 'type'>) {
  const instanceId = await instanceOfTask(db, appId, item.taskId);
  return runCommand({ db, appId, actor }, instanceId, { ...item, type: 'complete' });
}

async function completeTask(db: Db, request: FastifyRequest): Promise<InstanceCommandAnswer> {
  const { appId, actor } = await runtimeCall(db, request);
  return commandAnswer(await complete(db, appId, actor, readComplete(request.body, actor)));
}

/** The most items one batchCompleteTask takes. */
export const MAX_BATCH_ITEMS = 100;

/** completeTask (and the form pages' twin) and batchCompleteTask (one transaction per item). */
export function registerCompleteRoutes(app: FastifyInstance, db: Db): void {
  app.post(P.completeTask.pattern, async (request) => ok(await completeTask(db, request)));
  app.post(P.formCompleteTask.pattern, async (request) => ok(await completeTask(db, request)));
  app.post(P.batchCompleteTask.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const items = readBody(request.body).items;
    if (!Array.isArray(items) || items.length === 0) throw badRequest('请选择要处理的任务');
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
  });
}
