import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type, type Static } from 'typebox';
import { ok, WORKFLOW_PATHS as P, type StartInstanceAnswer } from '@tessera/protocol';
import { requireCaller } from '../../authorization/caller.js';
import { requirePageAccess } from '../../authorization/pageAccess.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/envelopeError.js';
import { createOrgDirectory } from '../orgDirectory.js';
import { callerActor } from '../instances/instanceAccess.js';
import { FieldDataList, NullableText, readFieldDataList } from '../instances/instanceInput.js';
import { startPublished } from '../instances/startRoutes.js';
import { readPublishedWorkflow } from '../instances/publishedWorkflow.js';
import { boundWorkflow, readTriggerPage } from './pageWorkflow.js';

/** 40400 text: the page has no workflow to start (the approval pages' text, spec 2 §2.12). */
export const NO_WORKFLOW_MESSAGE = '未获取到审批流程！';

/** `{ workFlowId?, fieldDataList, formDataId?, departmentId? }`. */
const TriggerBody = Type.Object({
  workFlowId: NullableText,
  fieldDataList: FieldDataList,
  formDataId: NullableText,
  departmentId: NullableText,
});

/**
 * POST event/triggerofpage/{pageId} (spec 2 §7.2; server README "Page trigger"): a page's submit
 * event starts the workflow bound to the page for the caller, with the submitted fields. The body
 * is `{ workFlowId?, fieldDataList, formDataId?, departmentId? }`; its `workFlowId` wins over the
 * page's app settings; without `departmentId` a flow requiring one starts in the caller's first
 * department. The caller must be signed in (401) and may see the page (403); no
 * workflow → 40400 未获取到审批流程！. The start itself is startinstance's: the published
 * version, the assignees resolved against the organisation, `decide`, one transaction.
 */
async function triggerOfPage(
  db: Db,
  request: FastifyRequest,
  body: Static<typeof TriggerBody>,
): Promise<StartInstanceAnswer> {
  const caller = requireCaller(request);
  const { id } = request.params as { id: string };
  const page = await readTriggerPage(db, id);
  const appId = page.app_id.toLowerCase();
  await requirePageAccess(
    { db, caller },
    {
      appId,
      subAppId: page.sub_app_id,
      pageId: page.page_id,
      page,
    },
  );
  const workFlowId = body.workFlowId || (await boundWorkflow(db, page));
  if (!workFlowId) throw notFound(NO_WORKFLOW_MESSAGE);
  const workflow = await readPublishedWorkflow(db, appId, workFlowId);
  const actor = await callerActor(db, request);
  // A designed page has no department picker: a flow that requires one gets the caller's first.
  const requiresDepartment = workflow.jsonData.steps.some(
    (step) => step.type === 'start' && step.requireDepartment,
  );
  const departmentId =
    body.departmentId ||
    (requiresDepartment
      ? ((await createOrgDirectory(db).departmentsOf(actor.userId))[0] ?? null)
      : null);
  return startPublished(db, workflow, {
    appId,
    subAppId: page.sub_app_id,
    actor,
    applicant: { userId: actor.userId, userName: actor.userName },
    byUser: false,
    departmentId,
    formDataId: body.formDataId || null,
    fieldDataList: readFieldDataList(body.fieldDataList),
    chosen: {},
  });
}

/** The page trigger (`WORKFLOW_PATHS.triggerOfPage`). */
export function registerPageTriggerRoutes(app: FastifyInstance, db: Db): void {
  app
    .withTypeProvider<TypeBoxTypeProvider>()
    .post(P.triggerOfPage.pattern, { schema: { body: TriggerBody } }, async (request) =>
      ok(await triggerOfPage(db, request, request.body)),
    );
}
