import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
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
import { NullableText, readId } from './instanceInput.js';
import { readInstance } from './instanceReads.js';
import { instanceOfTask, runCommand } from './instanceStore.js';
import { refusalError } from './refusals.js';

/** 40000 text: a transfer target outside queryassigneelist. */
export const TRANSFER_TARGET_INVALID = '转交人不在可选范围内';

function taskIn(state: InstanceState, taskId: string): Task {
  const task = state.tasks.find((candidate) => candidate.id === taskId);
  if (!task) throw refusalError({ code: 'not-found', message: M.taskNotFound });
  return task;
}

/** The users an id list names (enabled, not deleted; 40000 when one is not). */
async function usersNamed(db: Db, ids: readonly string[]): Promise<UserRef[]> {
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

/** `{ taskId }` or `{ flowInstanceId }`: where BACK may go now. */
const HisStepsBody = Type.Object({ taskId: NullableText, flowInstanceId: NullableText });

/** `{ taskId, stepUuid, approvalComments? }`. */
const BackBody = Type.Object({
  taskId: Type.String(),
  stepUuid: Type.String(),
  approvalComments: NullableText,
});

/** `{ taskId, keyWord? }`. */
const AssigneeListBody = Type.Object({ taskId: Type.String(), keyWord: NullableText });

/** `{ taskId, userId, approvalComments? }`. */
const TransferBody = Type.Object({
  taskId: Type.String(),
  userId: Type.String(),
  approvalComments: NullableText,
});

/** `{ taskId, position, userIds, mode?, approvalComments? }`; the rules read position and mode. */
const AddSignBody = Type.Object({
  taskId: Type.String(),
  position: Type.Optional(Type.Unknown()),
  userIds: Type.Array(Type.String()),
  mode: Type.Optional(Type.Unknown()),
  approvalComments: NullableText,
});

/** `{ flowInstanceId, stepUuid }`. */
const AddSignConfBody = Type.Object({ flowInstanceId: Type.String(), stepUuid: Type.String() });

/** `{ taskId, userIds, approvalComments? }`. */
const CarbonCopyBody = Type.Object({
  taskId: Type.String(),
  userIds: Type.Array(Type.String()),
  approvalComments: NullableText,
});

/**
 * The approver's calls on their task: where BACK may go and back, who a task may go to and
 * transfer, add sign and its options, CC.
 */
export function registerTaskRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();

  routes.post(P.hisSteps.pattern, { schema: { body: HisStepsBody } }, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const { taskId, flowInstanceId } = request.body;
    const instanceId = taskId
      ? await instanceOfTask(db, appId, taskId)
      : readId(flowInstanceId, 'flowInstanceId');
    const { state } = await readInstance(db, appId, instanceId);
    requireReadAccess(state, actor);
    const answer: BackTargetAnswer[] = backTargets(state).map((target) => ({
      stepUuid: target.stepUuid,
      stepName: target.name,
      isStart: target.isApplicant,
    }));
    return ok(answer);
  });

  routes.post(P.back.pattern, { schema: { body: BackBody } }, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = request.body;
    const taskId = readId(body.taskId, 'taskId');
    const instanceId = await instanceOfTask(db, appId, taskId);
    const decision = await runCommand({ db, appId, actor }, instanceId, {
      type: 'back',
      taskId,
      stepUuid: readId(body.stepUuid, 'stepUuid'),
      approvalComments: body.approvalComments ?? '',
    });
    return ok(commandAnswer(decision));
  });

  routes.post(
    P.queryAssigneeList.pattern,
    { schema: { body: AssigneeListBody } },
    async (request) => {
      const { appId, actor } = await runtimeCall(db, request);
      const body = request.body;
      const taskId = readId(body.taskId, 'taskId');
      const { state } = await readInstance(db, appId, await instanceOfTask(db, appId, taskId));
      const task = taskIn(state, taskId);
      // The picker of the task's assignee (or an administrator).
      if (task.assignee.userId !== actor.userId && actor.isAdmin !== true) throw forbidden();
      const keyWord = body.keyWord?.trim() || undefined;
      return ok(await assignableUsers(db, state, task, { callerId: actor.userId, keyWord }));
    },
  );

  routes.post(P.transfer.pattern, { schema: { body: TransferBody } }, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = request.body;
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
          approvalComments: body.approvalComments ?? '',
        };
      }
      return { type: 'transfer', taskId, user: { userId, userName: '' }, approvalComments: '' };
    });
    return ok(commandAnswer(decision));
  });

  routes.post(P.addSign.pattern, { schema: { body: AddSignBody } }, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = request.body;
    const taskId = readId(body.taskId, 'taskId');
    const position = body.position;
    if (position !== 'before' && position !== 'after') throw badRequest(M.addSignPositionInvalid);
    const users = await usersNamed(db, body.userIds);
    const mode = readMode(body.mode);
    const instanceId = await instanceOfTask(db, appId, taskId);
    const decision = await runCommand({ db, appId, actor }, instanceId, {
      type: 'addSign',
      taskId,
      position,
      users,
      ...(mode ? { mode } : {}),
      approvalComments: body.approvalComments ?? '',
    });
    return ok(commandAnswer(decision));
  });

  routes.post(P.addSignConf.pattern, { schema: { body: AddSignConfBody } }, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = request.body;
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

  routes.post(P.carbonCopy.pattern, { schema: { body: CarbonCopyBody } }, async (request) => {
    const { appId, actor } = await runtimeCall(db, request);
    const body = request.body;
    const taskId = readId(body.taskId, 'taskId');
    const users = await usersNamed(db, body.userIds);
    const instanceId = await instanceOfTask(db, appId, taskId);
    const decision = await runCommand({ db, appId, actor }, instanceId, {
      type: 'cc',
      taskId,
      users,
      approvalComments: body.approvalComments ?? '',
    });
    return ok(commandAnswer(decision));
  });
}
