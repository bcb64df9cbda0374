import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { ok, WORKFLOW_PATHS as P, type StartInstanceAnswer } from '@tessera/protocol';
import {
  resolveAssignees,
  WORKFLOW_MESSAGES as M,
  type Actor,
  type ApprovalFieldDataItem,
  type UserRef,
} from '@tessera/workflow';
import { forbidden } from '../../authorization/caller.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../http/envelopeError.js';
import { OptionalText } from '../../http/inputSchemas.js';
import { activeUserRef, activeUserRefs } from '../../directory/users.js';
import { createOrgDirectory } from '../orgDirectory.js';
import { runtimeCall } from './instanceAccess.js';
import {
  ChosenApprovers,
  FieldDataList,
  NullableText,
  readFieldDataList,
  readId,
} from './instanceInput.js';
import { startInstance } from './instanceStore.js';
import { readPublishedWorkflow, type PublishedWorkflow } from './publishedWorkflow.js';

/** 40400 text: the applicant of a start by user is no enabled user. */
export const APPLICANT_NOT_FOUND = '申请人不存在或已停用';

/** spec 2 §3 Start payload: the applicant, the workflow, the form and the applicant's choices. */
const StartBody = Type.Object({
  userId: Type.String(),
  workFlowId: Type.String(),
  departmentId: NullableText,
  formDataId: NullableText,
  fieldDataList: FieldDataList,
  chosenApprovers: ChosenApprovers,
});

/** `?app=&subapp=`: the sub-app the instance starts in. */
const StartQuery = Type.Object({ subapp: OptionalText });

const START = { schema: { body: StartBody, querystring: StartQuery } } as const;

type StartRequest = FastifyRequest<{
  Body: Static<typeof StartBody>;
  Querystring: Static<typeof StartQuery>;
}>;

/**
 * startinstance (and the form pages' `{appId}/workflows/startinstance`): the caller is the
 * applicant, so the body's userId must be theirs (403). startinstancebyuser: an administrator
 * starts for `userId` (or anyone for themself). The workflow's published version is resolved
 * against the organisation (supervisors, roles, the applicant's choices) and `decide`d.
 */
async function start(db: Db, request: StartRequest, byUser: boolean): Promise<StartInstanceAnswer> {
  const { appId, actor } = await runtimeCall(db, request);
  const body = request.body;
  const userId = readId(body.userId, 'userId').toLowerCase();
  if (!byUser && userId !== actor.userId.toLowerCase()) throw forbidden(M.startAsSelfOnly);
  if (byUser && userId !== actor.userId.toLowerCase() && actor.isAdmin !== true) {
    throw forbidden(M.startByUserForbidden);
  }
  const applicant: UserRef | undefined =
    userId === actor.userId.toLowerCase()
      ? { userId: actor.userId, userName: actor.userName }
      : await activeUserRef(db, userId);
  if (!applicant) throw notFound(APPLICANT_NOT_FOUND);
  const workflow = await readPublishedWorkflow(db, appId, readId(body.workFlowId, 'workFlowId'));
  const departmentId = body.departmentId || null;
  const formDataId = body.formDataId || null;
  const fieldDataList = readFieldDataList(body.fieldDataList);
  const chosen: Record<string, UserRef[]> = {};
  for (const [stepUuid, ids] of Object.entries(body.chosenApprovers ?? {})) {
    const users = await activeUserRefs(db, ids);
    if (users.length !== new Set(ids.map((id) => id.toLowerCase())).size) {
      throw badRequest(M.userInvalid);
    }
    chosen[stepUuid] = users;
  }
  return startPublished(db, workflow, {
    appId,
    subAppId: request.query.subapp || null,
    actor,
    applicant,
    byUser,
    departmentId,
    formDataId,
    fieldDataList,
    chosen,
  });
}

/** What {@link startPublished} starts: who, where, and the submitted form. */
export interface StartPublishedInput {
  appId: string;
  subAppId: string | null;
  actor: Actor;
  applicant: UserRef;
  /** startinstancebyuser: the actor starts for the applicant. */
  byUser: boolean;
  departmentId: string | null;
  formDataId: string | null;
  fieldDataList: ApprovalFieldDataItem[];
  /** Approvers the applicant chose, per applicant-choice step. */
  chosen: Record<string, UserRef[]>;
}

/**
 * Starts an instance of a published workflow (every start: startinstance, startinstancebyuser,
 * the form pages' start, a page's trigger): the assignees resolved against the organisation and
 * (enabled users only: the directory's), then `decide` and its writes in one transaction.
 */
export async function startPublished(
  db: Db,
  workflow: PublishedWorkflow,
  input: StartPublishedInput,
): Promise<StartInstanceAnswer> {
  const { applicant, departmentId, fieldDataList } = input;
  const assignees = await resolveAssignees(
    { flow: workflow.jsonData, applicant, departmentId, fieldDataList, chosen: input.chosen },
    createOrgDirectory(db),
  );
  const decision = await startInstance(
    { db, appId: input.appId, actor: input.actor },
    {
      subAppId: input.subAppId,
      workflowName: workflow.displayName,
      formId: workflow.formId,
      formVersion: workflow.formVersion,
    },
    {
      type: input.byUser ? 'startByUser' : 'start',
      workflow: {
        workFlowId: workflow.workFlowId,
        enabled: workflow.enabled,
        jsonData: workflow.jsonData,
        version: workflow.version,
      },
      userId: applicant.userId,
      userName: applicant.userName,
      departmentId,
      formDataId: input.formDataId,
      fieldDataList,
      assignees,
    },
  );
  return {
    isSuccess: true,
    workflowInstanceId: decision.state.workflowInstanceId,
    processStatus: decision.state.processStatus,
  };
}

/** The start calls. */
export function registerStartRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  const handler = (byUser: boolean) => async (request: StartRequest) =>
    ok(await start(db, request, byUser));
  routes.post(P.startInstance.pattern, START, handler(false));
  routes.post(P.formStartInstance.pattern, START, handler(false));
  routes.post(P.startInstanceByUser.pattern, START, handler(true));
}
