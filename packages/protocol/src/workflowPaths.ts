import { Type } from 'typebox';
import { route } from './route.js';
import { typed } from './typed.js';
import {
  AddSignConfAnswerSchema,
  AssigneeCandidateSchema,
  BackTargetAnswerSchema,
  BatchCompleteItemAnswerSchema,
  FlowStepOperatorSchema,
  InstanceCommandAnswerSchema,
  StartInstanceAnswerSchema,
} from './workflowTypes.js';
import type {
  ApprovalFieldData,
  ApprovalStepRecordAnswer,
  CompleteTaskInput,
  FormAnswer,
  FormDataAnswer,
  FormSubmission,
  InstanceListAnswer,
  StartInstanceInput,
  TaskDetailAnswer,
  TodoListAnswer,
  WorkflowCategoryAnswer,
  WorkflowConfigAnswer,
} from './workflowTypes.js';

/** `{ flowInstanceId, approvalComments? }`: the applicant's commands on an instance. */
type InstanceCommandBody = { flowInstanceId: string; approvalComments?: string };

/**
 * The workflow calls of spec 2 §7.2, written once for the server's routes and the client's
 * paths. Where the spec shows a path it is used as shown (`workflowspro/startinstance?app=&subapp=`,
 * `{appId}/workflows/getmytodolist`, …); where it names a call without a path (the designer-side
 * workflow service and categories) the path is ours (protocol README "Workflows"). Calls the spec
 * lists twice (the runtime's `workflowspro/…` and the form pages' `{app}/workflows/…`) are two
 * routes to one handler. Wire types are in `workflowTypes.ts`.
 */
export const WORKFLOW_PATHS = {
  // Runtime: instances and tasks.
  /** POST start an instance: body {@link StartInstanceInput}. */
  startInstance: route('/api/workflowspro/startinstance', {
    query: ['app', 'subapp'],
    method: 'POST',
    body: typed<StartInstanceInput>(),
    answer: StartInstanceAnswerSchema,
  }),
  /** POST start on behalf of `userId` (administrators, or oneself). */
  startInstanceByUser: route('/api/workflowspro/startinstancebyuser', {
    query: ['app', 'subapp'],
    method: 'POST',
    body: typed<StartInstanceInput>(),
    answer: StartInstanceAnswerSchema,
  }),
  /** POST approve (isPass true) or reject (isPass false; comment required): {@link CompleteTaskInput}. */
  completeTask: route('/api/workflowspro/completeTask', {
    query: ['app'],
    method: 'POST',
    body: typed<CompleteTaskInput>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST several tasks: `{ items: CompleteTaskInput[] }`, one independent decision per item. */
  batchCompleteTask: route('/api/workflowspro/batchCompleteTask', {
    query: ['app'],
    method: 'POST',
    body: typed<{ items: CompleteTaskInput[] }>(),
    answer: Type.Array(BatchCompleteItemAnswerSchema),
  }),
  /** POST cancel (作废) an open instance: `{ flowInstanceId, approvalComments? }`. */
  cancel: route('/api/workflowspro/cancel', {
    query: ['app'],
    method: 'POST',
    body: typed<InstanceCommandBody>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST withdraw (撤回) before any approver acted: `{ flowInstanceId, approvalComments? }`. */
  withdraw: route('/api/workflowspro/withdraw', {
    query: ['app'],
    method: 'POST',
    body: typed<InstanceCommandBody>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST resubmit after a return to the applicant: `{ flowInstanceId, fieldDataList }`. */
  resubmit: route('/api/workflowspro/resubmit', {
    query: ['app'],
    method: 'POST',
    body: typed<{
      flowInstanceId: string;
      fieldDataList?: ApprovalFieldData[];
      chosenApprovers?: Record<string, string[]>;
    }>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST where BACK may go now: `{ flowInstanceId, taskId }` → {@link BackTargetAnswer}[]. */
  hisSteps: route('/api/workflowspro/GetWorkFlowProHisStep', {
    query: ['app'],
    method: 'POST',
    body: typed<{ flowInstanceId: string; taskId: string }>(),
    answer: Type.Array(BackTargetAnswerSchema),
  }),
  /** POST back: `{ taskId, stepUuid, approvalComments? }`. */
  back: route('/api/workflowspro/PostWorkFlowProBack', {
    query: ['app'],
    method: 'POST',
    body: typed<{ taskId: string; stepUuid: string; approvalComments?: string }>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST who a task may be transferred to: `{ taskId, keyWord? }` → {@link AssigneeCandidate}[]. */
  queryAssigneeList: route('/api/workflowspro/queryassigneelist', {
    query: ['app'],
    method: 'POST',
    body: typed<{ taskId: string; keyWord?: string }>(),
    answer: Type.Array(AssigneeCandidateSchema),
  }),
  /** POST transfer (转办): `{ taskId, userId, approvalComments? }`. */
  transfer: route('/api/workflowspro/transfer', {
    query: ['app'],
    method: 'POST',
    body: typed<{ taskId: string; userId: string; approvalComments?: string }>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST add sign (加签): `{ taskId, position, userIds, mode?, approvalComments? }`. */
  addSign: route('/api/workflowspro/addSign', {
    query: ['app'],
    method: 'POST',
    body: typed<{
      taskId: string;
      position: 'before' | 'after';
      userIds: string[];
      mode?: 'sequential' | 'and' | 'or';
      approvalComments?: string;
    }>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST add-sign options of a step: `{ flowInstanceId, stepUuid }` → {@link AddSignConfAnswer}. */
  addSignConf: route('/api/workflowspro/getAddSignConf', {
    query: ['app'],
    method: 'POST',
    body: typed<{ flowInstanceId: string; stepUuid: string }>(),
    answer: AddSignConfAnswerSchema,
  }),
  /** POST urge (催办): `{ flowInstanceId }`. */
  hasten: route('/api/workflowspro/hasten', {
    query: ['app'],
    method: 'POST',
    body: typed<{ flowInstanceId: string }>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST copy (抄送) from my task: `{ taskId, userIds, approvalComments? }`. */
  carbonCopy: route('/api/workflowspro/cc', {
    query: ['app'],
    method: 'POST',
    body: typed<{ taskId: string; userIds: string[]; approvalComments?: string }>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** POST mark my CC of an instance read: `{ flowInstanceId }`. */
  readCc: route('/api/workflowspro/readcc', {
    query: ['app'],
    method: 'POST',
    body: typed<{ flowInstanceId: string }>(),
    answer: InstanceCommandAnswerSchema,
  }),
  /** GET ?flowInstanceId=: {@link TaskDetailAnswer} (instance, form, timeline, my task, buttons). */
  taskDetail: route('/api/workflowspro/getTaskDetail', {
    query: ['app'],
    method: 'GET',
    answer: typed<TaskDetailAnswer>(),
  }),
  /** GET ?flowId=: `{ requireDepartment }`. */
  isFlowRequireDepartment: route('/api/workflowspro/isFlowRequireDepartment', {
    query: ['app'],
    method: 'GET',
    answer: typed<{ requireDepartment?: boolean } | boolean>(),
  }),
  /** POST the timeline: `{ flowInstanceId }` → {@link ApprovalStepRecordAnswer}[]. */
  executionList: route('/api/flowinstanceExecution/list', {
    query: ['app'],
    method: 'POST',
    body: typed<{ flowInstanceId: string }>(),
    answer: typed<ApprovalStepRecordAnswer[]>(),
  }),
  /** GET ?flowInstanceId=&workflowpronodeId=&pageType= (default WorkFlowsLaunch): the page to open. */
  jumpActionData: route('/api/jsonworkflowprojumpactiondata', { query: ['app'] }),

  // Lists (spec 2 §7.2; processStatus filters on instance lists).
  /** GET my applications ?processStatus&keyWord&pageNo&pageSize → {@link InstanceListAnswer}. */
  myApplyList: route('/api/:appId/workflows/getmyapplylist', {
    method: 'GET',
    answer: typed<InstanceListAnswer>(),
  }),
  /** GET my pending tasks ?keyWord&pageNo&pageSize → {@link TodoListAnswer}. */
  myTodoList: route('/api/:appId/workflows/getmytodolist', {
    method: 'GET',
    answer: typed<TodoListAnswer>(),
  }),
  /** GET instances copied to me ?read=true|false&processStatus&pageNo&pageSize. */
  myCcList: route('/api/:appId/workflows/getmycclist', {
    method: 'GET',
    answer: typed<InstanceListAnswer>(),
  }),
  /** GET instances I acted on ?processStatus&pageNo=1&pageSize=100 (done list). */
  myDoneList: route('/api/:appId/workflows/queryDealFlowInstanceList', {
    method: 'GET',
    answer: typed<InstanceListAnswer>(),
  }),

  // The form pages' helpers (spec 2 §7.2 last items).
  /** POST start (form pages): same as {@link WORKFLOW_PATHS.startInstance}. */
  formStartInstance: route('/api/:appId/workflows/startinstance'),
  /** POST complete (form pages): same as {@link WORKFLOW_PATHS.completeTask}. */
  formCompleteTask: route('/api/:appId/workflows/completeTask'),
  /** GET ?taskId= or ?insid=: {@link TaskDetailAnswer}. */
  flowInsInfo: route('/api/:appId/workflows/getflowinsinfo', {
    method: 'GET',
    answer: typed<TaskDetailAnswer>(),
  }),
  /** GET ?userid=&taskId=: {@link TaskDetailAnswer} for a todo task of that user (oneself). */
  myTodoInfo: route('/api/:appId/workflows/getmytodoinfo', {
    method: 'GET',
    answer: typed<TaskDetailAnswer>(),
  }),
  /** GET the flowStepOperatorList of a workflow's published version. */
  flowStepOperatorList: route('/api/:appId/workflows/getflowstepoperatorlist/:id', {
    method: 'GET',
    answer: Type.Array(FlowStepOperatorSchema),
  }),

  // Definitions (runtime reads).
  /** GET ?flowId=: the workflow with its published jsonData (the approval-start page). */
  workflowById: route('/api/workflowbyid', {
    query: ['app'],
    method: 'GET',
    answer: typed<WorkflowConfigAnswer | null>(),
  }),
  /** POST the category tree (empty body). */
  categoriesPro: route('/api/getworkflowcategoryspro', {
    query: ['app'],
    method: 'POST',
    body: typed<Record<string, never>>(),
    answer: typed<WorkflowCategoryAnswer[] | null>(),
  }),
  /** POST copy: `{ sourceId, displayName, category, memo }`. */
  copy: route('/api/workflows/copy', { query: ['app'] }),

  // The designer-side workflow service (administrators; paths ours).
  /** GET ?currentIndex&pageSize&workFlowName&category&isEnable&order; POST create. */
  definitions: route('/api/:appId/workflowdefinitions'),
  /** GET one (with its config), PUT (displayName, category, memo, whoCanAccess, sortNum), DELETE. */
  definition: route('/api/:appId/workflowdefinitions/:id'),
  /** POST copy: `{ sourceId, displayName, category, memo }`. */
  copyDefinition: route('/api/:appId/workflowdefinitions/copy'),
  /** POST `{ enabled }`. */
  setEnable: route('/api/:appId/workflowdefinitions/setenable/:id'),
  /** POST `[{ id, sortNum }]`. */
  setSortNums: route('/api/:appId/workflowdefinitions/setsortnums'),
  /** POST `{ id, jsonDetail, formId? }`: compile, then a new version when instances use the current one. */
  saveConfig: route('/api/:appId/workflowdefinitions/saveconfig'),
  /** GET `{ jsonDetail, jsonData, flowStepOperatorList, version }` (default graph when empty). */
  config: route('/api/:appId/workflowdefinitions/:id/config'),
  /** GET the instances of a workflow ?processStatus&pageNo&pageSize. */
  definitionInstances: route('/api/:appId/workflowdefinitions/:id/instances'),
  /** GET form data and timeline of one instance. */
  instanceFormData: route('/api/:appId/workflowinstances/:id/formdata'),
  /** GET the category tree; POST create `{ categoryId, categoryName, parentId }`. */
  categories: route('/api/:appId/workflowcategories'),
  /** PUT rename/move, DELETE (refused while workflows use it or it has children). */
  category: route('/api/:appId/workflowcategories/:id'),
  /** POST `[{ categoryId, sort }]`. */
  categorySort: route('/api/:appId/workflowcategories/sort'),

  /** POST event/triggerofpage/{id}: the page's workflow trigger (starts its workflow with the form). */
  triggerOfPage: route('/api/event/triggerofpage/:id', {
    method: 'POST',
    body: typed<{
      workFlowId?: string;
      fieldDataList: ApprovalFieldData[];
      formDataId?: string;
      departmentId?: string;
    }>(),
    answer: StartInstanceAnswerSchema,
  }),
} as const;

/**
 * The form calls of spec 2 §7.4 "Forms", with the form types and templates the designer manages
 * (paths for those ours).
 */
export const FORM_PATHS = {
  /** POST create or update a form: `{ id?, name, formTypeId, templateId?, fields, enabled? }`. */
  updateForm: route('/api/:appId/updateform'),
  /** GET one form with its fields. */
  formInfo: route('/api/:appId/forminfo/:id', { method: 'GET', answer: typed<FormAnswer>() }),
  /** POST default content data ?app&userId: `{ schemasName, fieldName, conditionName, displayFieldNames }`. */
  contentData: route('/api/getcontentdata', { query: ['app', 'userId'] }),
  /** POST submit form data: {@link FormSubmission} → `{ id }`; PUT-like when `id` is given. */
  addFormData: route('/api/:appId/addformdata', {
    method: 'POST',
    body: typed<FormSubmission>(),
    answer: typed<{ id: string } | string>(),
  }),
  /** GET ?createdby&formId=all&type=customer&pageNo&pageSize (the all-zero id means all). */
  formDataList: route('/api/:appId/formdatalist', {
    method: 'GET',
    answer: typed<{ total: number; items: FormDataAnswer[] }>(),
  }),
  /** GET one submission. */
  formDataInfo: route('/api/:appId/formdatainfo/:id', {
    method: 'GET',
    answer: typed<FormDataAnswer>(),
  }),
  /** POST ?type=customer: the form types with their forms. */
  formTypeDataList: route('/api/:appId/formtypedatalist'),
  /** GET the form types; POST create `{ name, sort? }`. */
  formTypes: route('/api/:appId/formtypes'),
  /** GET the templates; POST create `{ name, formTypeId, fields }`. */
  formTemplates: route('/api/:appId/formtemplates'),
  /** POST `{ enabled }`. */
  formTemplateEnable: route('/api/:appId/formtemplates/:id/enable'),
} as const;

/**
 * The approval and form pages (spec 2 §2.1, §2.12): framed pages without login requirement (they
 * may receive `token` in the query). `approvalList` (my apply / todo / CC / done, `?type=`) is
 * ours. Both the account portal (mobile) and the Pc runtime mount them at these paths.
 */
export const APPROVAL_PAGE_PATHS = {
  formDetail: '/frame/form-detail',
  approvalCategory: '/frame/approval-category',
  approvalDetail: '/frame/approval-detail',
  approvalList: '/frame/approval-list',
} as const;

/**
 * spec 1 §2: a workflow page, `/flow/page/{pageId}/{workflowId}` — the page `pageId` drawn like
 * `/page/{id}`, every call carrying `workflowproid: {workflowId}`. It may be entered with
 * `?workflowInstanceId=&workflowProNodeId=` (kept in session storage under `SESSION_KEYS`).
 */
export const WORKFLOW_PAGE = route('/flow/page/:pageId/:workflowId');
