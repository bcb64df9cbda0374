import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
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
  ChosenApprovers,
  FieldDataList,
  InstanceBody,
  InstanceCommandBody,
  NullableText,
  readFieldDataList,
  readId,
} from './instanceInput.js';
import { runCommand } from './instanceStore.js';

type InstanceCommand =
  WorkflowCommand | ((state: InstanceState, trx: Db) => Promise<WorkflowCommand>);

/** One command on the instance a body's `flowInstanceId` names. */
async function onInstance(
  db: Db,
  request: FastifyRequest,
  flowInstanceId: string,
  command: InstanceCommand,
) {
  const { appId, actor } = await runtimeCall(db, request);
  const instanceId = readId(flowInstanceId, 'flowInstanceId');
  return ok(commandAnswer(await runCommand({ db, appId, actor }, instanceId, command)));
}

/** `{ flowInstanceId, fieldDataList?, chosenApprovers?, approvalComments? }`. */
const ResubmitBody = Type.Object({
  flowInstanceId: Type.String(),
  fieldDataList: FieldDataList,
  chosenApprovers: ChosenApprovers,
  approvalComments: NullableText,
});

/**
 * A resubmission after a return to the applicant: the form as sent (or as it was), the
 * assignees resolved again (a resubmission may route differently), inside the command's lock.
 */
async function chosenUsers(
  db: Db,
  value: Readonly<Record<string, string[]>> | null | undefined,
): Promise<Record<string, UserRef[]>> {
  const chosen: Record<string, UserRef[]> = {};
  for (const [stepUuid, ids] of Object.entries(value ?? {})) {
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
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const command = { schema: { body: InstanceCommandBody } } as const;
  const onOne = { schema: { body: InstanceBody } } as const;
  routes.post(P.cancel.pattern, command, (request) =>
    onInstance(db, request, request.body.flowInstanceId, {
      type: 'cancel',
      approvalComments: request.body.approvalComments ?? '',
    }),
  );
  routes.post(P.withdraw.pattern, command, (request) =>
    onInstance(db, request, request.body.flowInstanceId, {
      type: 'withdraw',
      approvalComments: request.body.approvalComments ?? '',
    }),
  );
  routes.post(P.hasten.pattern, onOne, (request) =>
    onInstance(db, request, request.body.flowInstanceId, { type: 'urge' }),
  );
  routes.post(P.readCc.pattern, onOne, (request) =>
    onInstance(db, request, request.body.flowInstanceId, { type: 'readCc' }),
  );
  routes.post(P.resubmit.pattern, { schema: { body: ResubmitBody } }, async (request) => {
    const body = request.body;
    const sent =
      body.fieldDataList === undefined ? undefined : readFieldDataList(body.fieldDataList);
    const chosen = await chosenUsers(db, body.chosenApprovers);
    return onInstance(db, request, body.flowInstanceId, async (state, trx) => {
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
      return {
        type: 'resubmit',
        fieldDataList,
        assignees,
        approvalComments: body.approvalComments ?? '',
      };
    });
  });
}
