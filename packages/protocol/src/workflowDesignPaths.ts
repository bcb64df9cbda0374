import { route } from './route.js';
import { typed } from './typed.js';
import { FORM_PATHS, WORKFLOW_PATHS } from './workflowPaths.js';
import type {
  FormAnswer,
  FormFieldDefinition,
  FormTemplateAnswer,
  FormTypeAnswer,
  InstanceListItem,
  WorkflowCategoryAnswer,
  WorkflowConfigAnswer,
  WorkflowDefinitionAnswer,
  WorkflowPage,
} from './workflowTypes.js';

/** What a workflow is created or edited with (spec 2 §3 Workflow; `whoCanAccess` stays empty). */
export interface WorkflowDefinitionInput {
  displayName?: string;
  category?: string;
  memo?: string;
  sortNum?: number;
}

/** A copy of a workflow: its config and form, under a new name. */
export interface WorkflowCopyInput {
  sourceId: string;
  displayName: string;
  category?: string;
  memo?: string;
}

/** A form as the form designer saves it (`id` absent: a new form). */
export interface FormInput {
  id?: string;
  name: string;
  formTypeId?: string | null;
  templateId?: string | null;
  fields: FormFieldDefinition[];
  enabled?: boolean;
}

/**
 * The designer-side workflow, category and form calls of spec 2 §7.2 and §7.4, one typed entry
 * per call. They are the routes of `WORKFLOW_PATHS` / `FORM_PATHS` (the server registers those;
 * an entry there may serve several methods), each here with its method, body and answer, so the
 * client's wrappers (`@tessera/api`) are typed end to end. Administrators only (the server's
 * workflow-design check).
 */
export const WORKFLOW_DESIGN_PATHS = {
  /** GET ?currentIndex&pageSize&workFlowName&category&isEnable&order. */
  listDefinitions: route(WORKFLOW_PATHS.definitions.pattern, {
    method: 'GET',
    answer: typed<WorkflowPage<WorkflowDefinitionAnswer>>(),
  }),
  createDefinition: route(WORKFLOW_PATHS.definitions.pattern, {
    method: 'POST',
    body: typed<WorkflowDefinitionInput>(),
    answer: typed<WorkflowDefinitionAnswer>(),
  }),
  /** GET one workflow with its config (the default graph while it has none). */
  definition: route(WORKFLOW_PATHS.definition.pattern, {
    method: 'GET',
    answer: typed<WorkflowConfigAnswer>(),
  }),
  updateDefinition: route(WORKFLOW_PATHS.definition.pattern, {
    method: 'PUT',
    body: typed<WorkflowDefinitionInput>(),
    answer: typed<WorkflowDefinitionAnswer>(),
  }),
  /** DELETE (refused while instances are open, with the server's message). */
  deleteDefinition: route(WORKFLOW_PATHS.definition.pattern, {
    method: 'DELETE',
    answer: typed<boolean>(),
  }),
  copyDefinition: route(WORKFLOW_PATHS.copyDefinition.pattern, {
    method: 'POST',
    body: typed<WorkflowCopyInput>(),
    answer: typed<WorkflowDefinitionAnswer>(),
  }),
  setEnable: route(WORKFLOW_PATHS.setEnable.pattern, {
    method: 'POST',
    body: typed<{ enabled: boolean }>(),
    answer: typed<WorkflowDefinitionAnswer>(),
  }),
  setSortNums: route(WORKFLOW_PATHS.setSortNums.pattern, {
    method: 'POST',
    body: typed<{ id: string; sortNum: number }[]>(),
    answer: typed<boolean>(),
  }),
  /** POST: compiled; a new version when instances run on the current one. */
  saveConfig: route(WORKFLOW_PATHS.saveConfig.pattern, {
    method: 'POST',
    body: typed<{ id: string; jsonDetail: unknown; formId?: string | null }>(),
    answer: typed<WorkflowConfigAnswer>(),
  }),
  config: route(WORKFLOW_PATHS.config.pattern, {
    method: 'GET',
    answer: typed<WorkflowConfigAnswer>(),
  }),
  /** GET ?processStatus&pageNo&pageSize. */
  definitionInstances: route(WORKFLOW_PATHS.definitionInstances.pattern, {
    method: 'GET',
    answer: typed<WorkflowPage<InstanceListItem>>(),
  }),
  categories: route(WORKFLOW_PATHS.categories.pattern, {
    method: 'GET',
    answer: typed<WorkflowCategoryAnswer[]>(),
  }),
  addCategory: route(WORKFLOW_PATHS.categories.pattern, {
    method: 'POST',
    body: typed<{ categoryName: string; parentId?: string; categoryId?: string }>(),
    answer: typed<WorkflowCategoryAnswer>(),
  }),
  /** PUT rename or move. */
  updateCategory: route(WORKFLOW_PATHS.category.pattern, {
    method: 'PUT',
    body: typed<{ categoryName?: string; parentId?: string }>(),
    answer: typed<null>(),
  }),
  /** DELETE (refused while workflows use it or it has children). */
  deleteCategory: route(WORKFLOW_PATHS.category.pattern, {
    method: 'DELETE',
    answer: typed<null>(),
  }),
  sortCategories: route(WORKFLOW_PATHS.categorySort.pattern, {
    method: 'POST',
    body: typed<{ categoryId: string; sort: number }[]>(),
    answer: typed<null>(),
  }),
  saveForm: route(FORM_PATHS.updateForm.pattern, {
    method: 'POST',
    body: typed<FormInput>(),
    answer: typed<FormAnswer>(),
  }),
  formTypes: route(FORM_PATHS.formTypes.pattern, {
    method: 'GET',
    answer: typed<FormTypeAnswer[]>(),
  }),
  addFormType: route(FORM_PATHS.formTypes.pattern, {
    method: 'POST',
    body: typed<{ name: string; sort?: number }>(),
    answer: typed<FormTypeAnswer>(),
  }),
  formTemplates: route(FORM_PATHS.formTemplates.pattern, {
    method: 'GET',
    answer: typed<FormTemplateAnswer[]>(),
  }),
  addFormTemplate: route(FORM_PATHS.formTemplates.pattern, {
    method: 'POST',
    body: typed<{ name: string; formTypeId?: string | null; fields: FormFieldDefinition[] }>(),
    answer: typed<FormTemplateAnswer>(),
  }),
  setFormTemplateEnabled: route(FORM_PATHS.formTemplateEnable.pattern, {
    method: 'POST',
    body: typed<{ enabled: boolean }>(),
    answer: typed<FormTemplateAnswer>(),
  }),
} as const;
