import type { FastifyInstance } from 'fastify';
import {
  ok,
  WORKFLOW_PATHS as P,
  type AddSignConfAnswer,
  type BackTargetAnswer,
} from '@tessera/protocol';
import {
  APPROVAL_MODES,
  backTargets,
  findStep,
  WORKFLOW_MESSAGES as M,
  type ApprovalMode,
  type InstanceState,
  type Task,
  type UserRef,
} from '@tessera/workflow';
import { forbidden } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelopeError.js';
import { activeUserRefs } from '../../directory/users.js';
import { isGuid } from '../../http/requestParams.js';
import { assignableUsers } from './assignableUsers.js';
import { commandAnswer } from './completeRoutes.js';
import { requireReadAccess, runtimeCall } from './instanceAccess.js';
import { readId, readIdList, readBody, readOptional } from './instanceInput.js';
import { readInstance } from './instanceReads.js';
import { instanceOfTask, runCommand } from './instanceStore.js';
import { refusalError } from './refusals.js';

/** 40000 text: a transfer target outside queryassigneelist. */
export const TRANSFER_TARGET_INVALID = '转交人不在可选范围内';

const comments = (body: Record<string, unknown>) =>
  readOptional(body.approvalComments, 'approvalComments') ?? '';

function taskIn(state: InstanceState, taskId: string): Task {
  const task = state.tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw refusalError({ code: 'not-found', message: M.taskNotFound });
  return task;
}

/** The users an id list names (enabled, not deleted; 40000 when one is not). */
async function usersNamed(db: Db, ids: string[]): Promise<UserRef[]> {
  if (!ids.every(isGuid)) throw badRequest(M.userInvalid);
  const users = await activeUserRefs(db, ids);
  if (users.length !== new Set(ids.map((id) => id.toLowerCase())).size) {
    throw badRequest(M.userInvalid);
  }
  return users;
}

function readMode(value: unknown): ApprovalMode | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  if (!(APPROVAL_MODES as readonly unknown[]).includes(value))
    throw badRequest(M.approvalModeInvalid);
  return value as ApprovalMode;
}

/**
 * The approver's calls on their task: where BACK may go and back, who a task may go to and
 * transfer, add sign and its options, CC.
 */
export function registerTaskRoutes(app: FastifyInstance, db: Db): void {
  app.post(P.hisSteps.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = readBody(request.body);
    const taskId = readOptional(body.taskId, 'taskId');
    const instanceId = taskId
      ? await instanceOfTask(db, appId, taskId)
      : readId(body.flowInstanceId, 'flowInstanceId');
    const { state } = await readInstance(db, appId, instanceId);
    requireReadAccess(state, actor);
    const answer: BackTargetAnswer[] = backTargets(state).map((target) => ({
      stepUuid: target.stepUuid,
      stepName: target.name,
      isStart: target.isApplicant,
    }));
    return ok(answer);
  });

  app.post(P.back.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = readBody(request.body);
    const taskId = readId(body.taskId, 'taskId');
    const instanceId = await instanceOfTask(db, appId, taskId);
    const decision = await runCommand({ db, appId, actor }, instanceId, {
      type: 'back',
      taskId,
      stepUuid: readId(body.stepUuid, 'stepUuid'),
      approvalComments: comments(body),
    });
    return ok(commandAnswer(decision));
  });

  app.post(P.queryAssigneeList.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = readBody(request.body);
    const taskId = readId(body.taskId, 'taskId');
    const { state } = await readInstance(db, appId, await instanceOfTask(db, appId, taskId));
    const task = taskIn(state, taskId);
    // The picker of the task's assignee (or an administrator).
    if (task.assignee.userId !== actor.userId && actor.isAdmin !== true) throw forbidden();
    const keyWord = readOptional(body.keyWord, 'keyWord')?.trim() || undefined;
    return ok(await assignableUsers(db, state, task, { callerId: actor.userId, keyWord }));
  });

  app.post(P.transfer.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = readBody(request.body);
    const taskId = readId(body.taskId, 'taskId');
    const userId = readId(body.userId, 'userId').toLowerCase();
    if (!isGuid(userId)) throw badRequest(TRANSFER_TARGET_INVALID);
    const instanceId = await instanceOfTask(db, appId, taskId);
    const decision = await runCommand({ db, appId, actor }, instanceId, async (state, trx) => {
      const task = taskIn(state, taskId);
      // The engine checks the actor and the task first; the range only for the assignee.
      if (task.assignee.userId === actor.userId && task.status === 'pending') {
        const [target] = await assignableUsers(trx, state, task, {
          callerId: actor.userId,
          userIds: [userId],
        });
        if (!target) throw badRequest(TRANSFER_TARGET_INVALID);
        return {
          type: 'transfer',
          taskId,
          user: { userId: target.userId, userName: target.userName },
          approvalComments: comments(body),
        };
      }
      return { type: 'transfer', taskId, user: { userId, userName: '' }, approvalComments: '' };
    });
    return ok(commandAnswer(decision));
  });

  app.post(P.addSign.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = readBody(request.body);
    const taskId = readId(body.taskId, 'taskId');
    const position = body.position;
    if (position !== 'before' && position !== 'after') throw badRequest(M.addSignPositionInvalid);
    const users = await usersNamed(db, readIdList(body.userIds, 'userIds'));
    const mode = readMode(body.mode);
    const instanceId = await instanceOfTask(db, appId, taskId);
    const decision = await runCommand({ db, appId, actor }, instanceId, {
      type: 'addSign',
      taskId,
      position,
      users,
      ...(mode ? { mode } : {}),
      approvalComments: comments(body),
    });
    return ok(commandAnswer(decision));
  });

  app.post(P.addSignConf.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = readBody(request.body);
    const { state } = await readInstance(db, appId, readId(body.flowInstanceId, 'flowInstanceId'));
    requireReadAccess(state, actor);
    const step = findStep(state.flow, readId(body.stepUuid, 'stepUuid'));
    const allowed = step?.type === 'approver' && step.operations.includes('ADD_SIGN');
    const answer: AddSignConfAnswer = {
      allowed,
      positions: allowed ? ['before', 'after'] : [],
      modes: allowed ? [...APPROVAL_MODES] : [],
    };
    return ok(answer);
  });

  app.post(P.carbonCopy.pattern, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = readBody(request.body);
    const taskId = readId(body.taskId, 'taskId');
    const users = await usersNamed(db, readIdList(body.userIds, 'userIds'));
    const instanceId = await instanceOfTask(db, appId, taskId);
    const decision = await runCommand({ db, appId, actor }, instanceId, {
      type: 'cc',
      taskId,
      users,
      approvalComments: comments(body),
    });
    return ok(commandAnswer(decision));
  });
}
