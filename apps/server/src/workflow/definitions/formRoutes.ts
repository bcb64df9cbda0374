import { FORM_PATHS as F, ok } from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { designerCall, workflowMemberCall } from './definitionAccess.js';
import { listFormData, readContentData, readFormData, saveFormData } from './formData.js';
import {
  addFormType,
  addTemplate,
  listFormTypes,
  listFormTypesWithForms,
  listTemplates,
  readForm,
  saveForm,
  setTemplateEnabled,
} from './forms.js';

type Query = Record<string, unknown>;
type IdParams = { appId: string; id: string };

/**
 * The form calls (spec 2 §7.4 Forms) with the form types and templates: designing forms is an
 * administrator's call; reading forms and submitting, listing and reading form data a member's.
 */
export function registerFormRoutes(app: FastifyInstance, db: Db): void {
  app.post(F.updateForm.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await saveForm(db, appId, request.body));
  });
  app.get<{ Params: IdParams }>(F.formInfo.pattern, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    return ok(await readForm(db, appId, request.params.id));
  });
  app.get(F.formTypes.pattern, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    return ok(await listFormTypes(db, appId));
  });
  app.post(F.formTypes.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await addFormType(db, appId, request.body));
  });
  app.post<{ Querystring: Query }>(F.formTypeDataList.pattern, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    return ok(await listFormTypesWithForms(db, appId, request.query.type));
  });
  app.get(F.formTemplates.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await listTemplates(db, appId));
  });
  app.post(F.formTemplates.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await addTemplate(db, appId, request.body));
  });
  app.post<{ Params: IdParams }>(F.formTemplateEnable.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await setTemplateEnabled(db, appId, request.params.id, request.body));
  });

  app.post(F.addFormData.pattern, async (request) => {
    const { appId, caller } = await workflowMemberCall(db, request);
    return ok(await saveFormData(db, appId, caller, request.body));
  });
  app.get<{ Querystring: Query }>(F.formDataList.pattern, async (request) => {
    const { appId, caller, admin } = await workflowMemberCall(db, request);
    return ok(await listFormData({ db, appId, caller, admin }, request.query));
  });
  app.get<{ Params: IdParams }>(F.formDataInfo.pattern, async (request) => {
    const { appId, caller, admin } = await workflowMemberCall(db, request);
    return ok(await readFormData({ db, appId, caller, admin }, request.params.id));
  });
  app.post<{ Querystring: Query }>(F.contentData.pattern, async (request) => {
    const { appId, caller, admin } = await workflowMemberCall(db, request);
    return ok(
      await readContentData({ db, appId, caller, admin }, request.query.userId, request.body),
    );
  });
}
