import { WORKFLOW_DESIGN_PATHS as P } from '@tessera/protocol';
import type {
  FormAnswer,
  FormFieldDefinition,
  FormInput,
  FormTemplateAnswer,
  FormTypeAnswer,
  InstanceListItem,
  WorkflowCategoryAnswer,
  WorkflowConfigAnswer,
  WorkflowCopyInput,
  WorkflowDefinitionAnswer,
  WorkflowDefinitionInput,
  WorkflowPage,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { call } from './call.js';
import type { AppRef } from './subAppRef.js';

// The designer-side workflow service, its categories and the forms (spec 2 §7.2, §7.4):
// administrators only (the server refuses everyone else with 403). One function per call.

/** Filters and paging of {@link listWorkflowDefinitions} (all optional). */
export interface WorkflowDefinitionFilters {
  currentIndex?: number;
  pageSize?: number;
  workFlowName?: string;
  category?: string;
  isEnable?: boolean;
  order?: string;
}

/** GET `{appId}/workflowdefinitions`: the workflows of the app, filtered and paged. */
export function listWorkflowDefinitions(
  client: RequestClient,
  ref: AppRef,
  filters: WorkflowDefinitionFilters = {},
): Promise<WorkflowPage<WorkflowDefinitionAnswer>> {
  const search = Object.fromEntries(
    Object.entries(filters)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([name, value]) => [name, String(value)]),
  );
  return call(client, P.listDefinitions, { params: { appId: ref.appId }, search });
}

/** POST `{appId}/workflowdefinitions`: a new workflow (no config yet: the default graph). */
export function createWorkflowDefinition(
  client: RequestClient,
  ref: AppRef,
  input: WorkflowDefinitionInput,
): Promise<WorkflowDefinitionAnswer> {
  return call(client, P.createDefinition, { params: { appId: ref.appId }, body: input });
}

/** GET `{appId}/workflowdefinitions/{id}`: one workflow with its config. */
export function getWorkflowDefinition(
  client: RequestClient,
  ref: AppRef,
  id: string,
): Promise<WorkflowConfigAnswer> {
  return call(client, P.definition, { params: { appId: ref.appId, id } });
}

/** PUT `{appId}/workflowdefinitions/{id}`: name, category, memo or sort number. */
export function updateWorkflowDefinition(
  client: RequestClient,
  ref: AppRef,
  id: string,
  input: WorkflowDefinitionInput,
): Promise<WorkflowDefinitionAnswer> {
  return call(client, P.updateDefinition, { params: { appId: ref.appId, id }, body: input });
}

/** DELETE `{appId}/workflowdefinitions/{id}` (refused while it has open instances). */
export async function deleteWorkflowDefinition(
  client: RequestClient,
  ref: AppRef,
  id: string,
): Promise<void> {
  await call(client, P.deleteDefinition, { params: { appId: ref.appId, id } });
}

/** POST `{appId}/workflowdefinitions/copy`: a copy with the source's config and form. */
export function copyWorkflowDefinition(
  client: RequestClient,
  ref: AppRef,
  input: WorkflowCopyInput,
): Promise<WorkflowDefinitionAnswer> {
  return call(client, P.copyDefinition, { params: { appId: ref.appId }, body: input });
}

/** POST `{appId}/workflowdefinitions/setenable/{id}` (spec 2 §4 enable toggles). */
export function setWorkflowEnabled(
  client: RequestClient,
  ref: AppRef,
  id: string,
  enabled: boolean,
): Promise<WorkflowDefinitionAnswer> {
  return call(client, P.setEnable, { params: { appId: ref.appId, id }, body: { enabled } });
}

/** POST `{appId}/workflowdefinitions/setsortnums`: the list's order, as dragged. */
export async function setWorkflowSortNums(
  client: RequestClient,
  ref: AppRef,
  order: { id: string; sortNum: number }[],
): Promise<void> {
  await call(client, P.setSortNums, { params: { appId: ref.appId }, body: order });
}

/**
 * POST `{appId}/workflowdefinitions/saveconfig`: the flow tree (`jsonDetail`), compiled by the
 * server; a new version when instances run on the current one (they keep theirs).
 */
export function saveWorkflowConfig(
  client: RequestClient,
  ref: AppRef,
  input: { id: string; jsonDetail: unknown; formId?: string | null },
): Promise<WorkflowConfigAnswer> {
  return call(client, P.saveConfig, { params: { appId: ref.appId }, body: input });
}

/** GET `{appId}/workflowdefinitions/{id}/config` (the default graph while empty). */
export function getWorkflowConfig(
  client: RequestClient,
  ref: AppRef,
  id: string,
): Promise<WorkflowConfigAnswer> {
  return call(client, P.config, { params: { appId: ref.appId, id } });
}

/** GET `{appId}/workflowdefinitions/{id}/instances`: the workflow's instances, paged. */
export function getWorkflowInstances(
  client: RequestClient,
  ref: AppRef,
  id: string,
  page: { processStatus?: string; pageNo?: number; pageSize?: number } = {},
): Promise<WorkflowPage<InstanceListItem>> {
  const search = Object.fromEntries(
    Object.entries(page)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, String(value)]),
  );
  return call(client, P.definitionInstances, { params: { appId: ref.appId, id }, search });
}

/** GET `{appId}/workflowcategories`: the category tree. */
export function getWorkflowCategories(
  client: RequestClient,
  ref: AppRef,
): Promise<WorkflowCategoryAnswer[]> {
  return call(client, P.categories, { params: { appId: ref.appId } });
}

/** POST `{appId}/workflowcategories`: a category (under `parentId`, else at the root). */
export function addWorkflowCategory(
  client: RequestClient,
  ref: AppRef,
  input: { categoryName: string; parentId?: string },
): Promise<WorkflowCategoryAnswer> {
  return call(client, P.addCategory, { params: { appId: ref.appId }, body: input });
}

/** PUT `{appId}/workflowcategories/{id}`: rename or move. */
export async function updateWorkflowCategory(
  client: RequestClient,
  ref: AppRef,
  id: string,
  input: { categoryName?: string; parentId?: string },
): Promise<void> {
  await call(client, P.updateCategory, { params: { appId: ref.appId, id }, body: input });
}

/** DELETE `{appId}/workflowcategories/{id}` (refused while used or while it has children). */
export async function deleteWorkflowCategory(
  client: RequestClient,
  ref: AppRef,
  id: string,
): Promise<void> {
  await call(client, P.deleteCategory, { params: { appId: ref.appId, id } });
}

/** POST `{appId}/workflowcategories/sort`. */
export async function sortWorkflowCategories(
  client: RequestClient,
  ref: AppRef,
  order: { categoryId: string; sort: number }[],
): Promise<void> {
  await call(client, P.sortCategories, { params: { appId: ref.appId }, body: order });
}

/** POST `{appId}/updateform`: creates (no `id`) or updates a form with its fields. */
export function saveForm(
  client: RequestClient,
  ref: AppRef,
  input: FormInput,
): Promise<FormAnswer> {
  return call(client, P.saveForm, { params: { appId: ref.appId }, body: input });
}

/** GET `{appId}/formtypes`. */
export function getFormTypes(client: RequestClient, ref: AppRef): Promise<FormTypeAnswer[]> {
  return call(client, P.formTypes, { params: { appId: ref.appId } });
}

/** POST `{appId}/formtypes`: a form type. */
export function addFormType(
  client: RequestClient,
  ref: AppRef,
  input: { name: string; sort?: number },
): Promise<FormTypeAnswer> {
  return call(client, P.addFormType, { params: { appId: ref.appId }, body: input });
}

/** GET `{appId}/formtemplates`. */
export function getFormTemplates(
  client: RequestClient,
  ref: AppRef,
): Promise<FormTemplateAnswer[]> {
  return call(client, P.formTemplates, { params: { appId: ref.appId } });
}

/** POST `{appId}/formtemplates`: a reusable set of fields. */
export function addFormTemplate(
  client: RequestClient,
  ref: AppRef,
  input: { name: string; formTypeId?: string | null; fields: FormFieldDefinition[] },
): Promise<FormTemplateAnswer> {
  return call(client, P.addFormTemplate, { params: { appId: ref.appId }, body: input });
}

/** POST `{appId}/formtemplates/{id}/enable`. */
export function setFormTemplateEnabled(
  client: RequestClient,
  ref: AppRef,
  id: string,
  enabled: boolean,
): Promise<FormTemplateAnswer> {
  return call(client, P.setFormTemplateEnabled, {
    params: { appId: ref.appId, id },
    body: { enabled },
  });
}
