import { FORM_PATHS as F, ok } from '@tessera/protocol';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { Db } from '../../db/database.js';
import {
  OBJECT_BODY,
  ObjectBody,
  OptionalText,
  SortedBody,
  type JsonObject,
} from '../../http/inputSchemas.js';
import { readInteger } from '../../http/readPaging.js';
import { designerCall, workflowMemberCall } from './definitionAccess.js';
import {
  FormDataBody,
  FormDataListQuery,
  listFormData,
  readContentData,
  readFormData,
  saveFormData,
} from './formData.js';
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

type IdParams = { appId: string; id: string };

/** A form type's or template's body: `sort` declared, the other members read by their rules. */
const SORTED_BODY = { schema: { body: SortedBody() } } as const;

/**
 * The form calls (spec 2 §7.4 Forms) with the form types and templates: designing forms is an
 * administrator's call; reading forms and submitting, listing and reading form data a member's.
 * The design bodies are read member by member (表单名称不能为空, …).
 */
export function registerFormRoutes(app: FastifyInstance, db: Db): void {
  const routes = app.withTypeProvider<TypeBoxTypeProvider>();
  routes.post(F.updateForm.pattern, OBJECT_BODY, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await saveForm(db, appId, request.body));
  });
  routes.get(
    F.formInfo.pattern,
    { schema: { querystring: Type.Object({ version: OptionalText }) } },
    async (request) => {
      const { appId } = await workflowMemberCall(db, request);
      const { id } = request.params as IdParams;
      const { version } = request.query;
      // README "Workflow forms": an instance's form is read at the version it was started with.
      const asked =
        version === undefined || version === ''
          ? undefined
          : readInteger(version, 'version', { min: 1, max: 1_000_000, fallback: 1 });
      return ok(await readForm(db, appId, id, asked));
    },
  );
  app.get(F.formTypes.pattern, async (request) => {
    const { appId } = await workflowMemberCall(db, request);
    return ok(await listFormTypes(db, appId));
  });
  routes.post(F.formTypes.pattern, SORTED_BODY, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await addFormType(db, appId, request.body));
  });
  routes.post(
    F.formTypeDataList.pattern,
    { schema: { querystring: Type.Object({ type: OptionalText }) } },
    async (request) => {
      const { appId } = await workflowMemberCall(db, request);
      return ok(await listFormTypesWithForms(db, appId, request.query.type));
    },
  );
  app.get(F.formTemplates.pattern, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await listTemplates(db, appId));
  });
  routes.post(F.formTemplates.pattern, SORTED_BODY, async (request) => {
    const { appId } = await designerCall(db, request);
    return ok(await addTemplate(db, appId, request.body));
  });
  routes.post<{ Params: IdParams; Body: JsonObject }>(
    F.formTemplateEnable.pattern,
    OBJECT_BODY,
    async (request) => {
      const { appId } = await designerCall(db, request);
      return ok(await setTemplateEnabled(db, appId, request.params.id, request.body));
    },
  );

  routes.post(F.addFormData.pattern, { schema: { body: FormDataBody } }, async (request) => {
    const { appId, caller } = await workflowMemberCall(db, request);
    return ok(await saveFormData(db, appId, caller, request.body));
  });
  routes.get(
    F.formDataList.pattern,
    { schema: { querystring: FormDataListQuery } },
    async (request) => {
      const { appId, caller, admin } = await workflowMemberCall(db, request);
      return ok(await listFormData({ db, appId, caller, admin }, request.query));
    },
  );
  app.get<{ Params: IdParams }>(F.formDataInfo.pattern, async (request) => {
    const { appId, caller, admin } = await workflowMemberCall(db, request);
    return ok(await readFormData({ db, appId, caller, admin }, request.params.id));
  });
  // `?userId=` and `{ schemasName, fieldName, conditionName, displayFieldNames }`.
  routes.post(
    F.contentData.pattern,
    { schema: { querystring: Type.Object({ userId: OptionalText }), body: ObjectBody } },
    async (request) => {
      const { appId, caller, admin } = await workflowMemberCall(db, request);
      const { userId } = request.query;
      return ok(await readContentData({ db, appId, caller, admin }, userId, request.body));
    },
  );
}
