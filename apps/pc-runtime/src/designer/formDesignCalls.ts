import {
  addFormTemplate,
  addFormType,
  getFormInfo,
  getFormTemplates,
  getFormTypes,
  getWorkflowConfig,
  getWorkflowDefinition,
  saveForm,
  saveWorkflowConfig,
  setFormTemplateEnabled,
  type AppRef,
} from '@tessera/api';
import type { FormDesignCalls } from '@tessera/designer-ui';
import type { FormInput } from '@tessera/protocol';

type RequestClient = Parameters<typeof getFormInfo>[0];

/** The form designer's calls for one app, each a `@tessera/api` function (administrators only). */
export function formDesignCalls(client: RequestClient, ref: AppRef): FormDesignCalls {
  return {
    async workflow(id) {
      const definition = await getWorkflowDefinition(client, ref, id);
      return { displayName: definition.displayName, formId: definition.formId };
    },
    form: (formId) => getFormInfo(client, ref, formId),
    // The model builds the body member by member; the server checks each (spec 2 §5 texts).
    saveForm: (body) => saveForm(client, ref, body as unknown as FormInput),
    async linkForm(workFlowId, formId) {
      const config = await getWorkflowConfig(client, ref, workFlowId);
      await saveWorkflowConfig(client, ref, {
        id: workFlowId,
        jsonDetail: config.jsonDetail,
        formId,
      });
    },
    formTypes: () => getFormTypes(client, ref),
    createFormType: (body) => addFormType(client, ref, body),
    templates: () => getFormTemplates(client, ref),
    createTemplate: (body) => addFormTemplate(client, ref, body),
    setTemplateEnabled: (id, enabled) => setFormTemplateEnabled(client, ref, id, enabled),
  };
}
