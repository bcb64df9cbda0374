import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok, WORKFLOW_PATHS as P } from '@tessera/protocol';
import {
  resolveAssignees,
  WORKFLOW_MESSAGES as M,
  type InstanceState,
  type UserRef,
  type WorkflowCommand,
} from '@tessera/workflow';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../http/envelopeError.js';
import { activeUserRefs } from '../../directory/users.js';
import { createOrgDirectory } from '../orgDirectory.js';
import { commandAnswer } from './completeRoutes.js';
import { runtimeCall } from './instanceAccess.js';
import {
  readChosenApprovers,
  readFieldDataList,
  readId,
  readBody,
  readOptional,
} from './instanceInput.js';
import { runCommand } from './instanceStore.js';

type InstanceCommand =
  WorkflowCommand | ((state: InstanceState, trx: Db) => Promise<WorkflowCommand>);

/** One command on the instance a body's `flowInstanceId` names. */
async function onInstance(
  db: Db,
  request: FastifyRequest,
  command: (body: Record<string, unknown>) => InstanceCommand,
) {
  const { appId, actor } = await runtimeCall(db, request);
  const body = readBody(request.body);
  const instanceId = readId(body.flowInstanceId, 'flowInstanceId');
  return ok(commandAnswer(await runCommand({ db, appId, actor }, instanceId, command(body))));
}

const comments = (body: Record<string, unknown>) =>
  readOptional(body.approvalComments, 'approvalComments') ?? '';

/**
 * A resubmission after a return to the applicant: the form as sent (or as it was), the
 * assignees resolved again (a resubmission may route differently), inside the command's lock.
 */
async function chosenUsers(db: Db, value: unknown): Promise<Record<string, UserRef[]>> {
  const chosen: Record<string, UserRef[]> = {};
  for (const [stepUuid, ids] of Object.entries(readChosenApprovers(value))) {
    const users = await activeUserRefs(db, ids);
    if (users.length !== new Set(ids.map((id) => id.toLowerCase())).size) {
      throw badRequest(M.userInvalid);
    }
    chosen[stepUuid] = users;
  }
  return chosen;
}

/** The applicant's calls (cancel, withdraw, resubmit, hasten) and the CC recipient's readcc. */
export function registerApplicantRoutes(app: FastifyInstance, db: Db): void {
  app.post(P.cancel.pattern, (request) =>
    onInstance(db, request, (body) => ({ type: 'cancel', approvalComments: comments(body) })),
  );
  app.post(P.withdraw.pattern, (request) =>
    onInstance(db, request, (body) => ({ type: 'withdraw', approvalComments: comments(body) })),
  );
  app.post(P.hasten.pattern, (request) => onInstance(db, request, () => ({ type: 'urge' })));
  app.post(P.readCc.pattern, (request) => onInstance(db, request, () => ({ type: 'readCc' })));
  app.post(P.resubmit.pattern, async (request) => {
    const body = readBody(request.body);
    const sent =
      body.fieldDataList === undefined ? undefined : readFieldDataList(body.fieldDataList);
    const chosen = await chosenUsers(db, body.chosenApprovers);
    return onInstance(db, request, () => async (state, trx) => {
      const fieldDataList = sent ?? state.fieldDataList;
      const assignees = await resolveAssignees(
        {
          flow: state.flow,
          applicant: state.applicant,
          departmentId: state.departmentId,
          fieldDataList,
          chosen,
        },
        createOrgDirectory(trx),
      );
      return { type: 'resubmit', fieldDataList, assignees, approvalComments: comments(body) };
    });
  });
}
