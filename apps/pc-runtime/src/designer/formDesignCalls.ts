import { call, getFormInfo, type AppRef } from '@tessera/api';
import type { FormDesignCalls } from '@tessera/designer-ui';
import {
  FORM_PATHS,
  WORKFLOW_PATHS,
  type FormAnswer,
  type FormTemplateAnswer,
  type FormTypeAnswer,
  type WorkflowDefinitionAnswer,
} from '@tessera/protocol';
type RequestClient = Parameters<typeof getFormInfo>[0];

/*
 * The form designer's server calls over the protocol's path tables. Stop-gap until the
 * `wf-admin` branch's `@tessera/api` designer-side functions land (issue 26): on merge, each
 * line here becomes a call of the matching `@tessera/api` function and this file stays the
 * port's adapter only.
 */

/** The calls of the form designer for one app (every one server-authorized: administrators). */
export function formDesignCalls(client: RequestClient, ref: AppRef): FormDesignCalls {
  const params = { appId: ref.appId };
  const post = <T>(entry: Parameters<typeof call>[1], body: unknown, extra: object = {}) =>
    call(client, entry, { params: { ...params, ...extra }, body } as never, {
      method: 'POST',
    }) as Promise<T>;
  const get = <T>(entry: Parameters<typeof call>[1], extra: object = {}) =>
    call(client, entry, { params: { ...params, ...extra } } as never, {
      method: 'GET',
    }) as Promise<T>;
  return {
    async workflow(id) {
      const definition = await get<WorkflowDefinitionAnswer>(WORKFLOW_PATHS.definition, { id });
      return { displayName: definition.displayName, formId: definition.formId };
    },
    form: (formId) => getFormInfo(client, ref, formId),
    saveForm: (body) => post<FormAnswer>(FORM_PATHS.updateForm, body),
    async linkForm(workFlowId, formId) {
      const config = await get<{ jsonDetail: unknown }>(WORKFLOW_PATHS.config, { id: workFlowId });
      await post(WORKFLOW_PATHS.saveConfig, {
        id: workFlowId,
        jsonDetail: config.jsonDetail,
        formId,
      });
    },
    formTypes: () => get<FormTypeAnswer[]>(FORM_PATHS.formTypes),
    createFormType: (body) => post(FORM_PATHS.formTypes, body),
    templates: () => get<FormTemplateAnswer[]>(FORM_PATHS.formTemplates),
    createTemplate: (body) => post(FORM_PATHS.formTemplates, body),
    setTemplateEnabled: (id, enabled) => post(FORM_PATHS.formTemplateEnable, { enabled }, { id }),
  };
}
