import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './database.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** spec 2 §3 Workflow category (migration 0009_workflows_forms). */
export interface WfCategoriesTable {
  id: string;
  app_id: string;
  name: string;
  parent_id: string;
  sort: Generated<number>;
  created: Timestamp;
  updated: Timestamp;
}

/** spec 2 §3 Workflow: the definition and its draft config. */
export interface WfDefinitionsTable {
  id: Generated<string>;
  app_id: string;
  display_name: string;
  category_id: string;
  memo: Generated<string>;
  who_can_access: Generated<string>;
  enabled: Generated<boolean>;
  sort_num: Generated<number>;
  form_id: string | null;
  json_detail: JsonColumn<unknown> | null;
  json_data: JsonColumn<unknown> | null;
  flow_step_operator_list: ColumnType<unknown[], string | undefined, string>;
  published_version: number | null;
  deleted: Generated<boolean>;
  created_by: string | null;
  created: Timestamp;
  updated: Timestamp;
}

/** An immutable published compile of a workflow. */
export interface WfVersionsTable {
  workflow_id: string;
  version: number;
  json_detail: JsonColumn<unknown>;
  json_data: JsonColumn<unknown>;
  flow_step_operator_list: JsonColumn<unknown[]>;
  published_by: string | null;
  published_at: Timestamp;
}

/** A form type (category of forms). */
export interface FormTypesTable {
  id: Generated<string>;
  app_id: string;
  name: string;
  type: Generated<string>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  created: Timestamp;
}

/** A reusable form schema (enable/disable). */
export interface FormTemplatesTable {
  id: Generated<string>;
  app_id: string;
  form_type_id: string | null;
  name: string;
  fields: ColumnType<unknown[], string | undefined, string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created: Timestamp;
  updated: Timestamp;
}

/** A form: its fields (FormFieldDefinition[]). */
export interface FormsTable {
  id: Generated<string>;
  app_id: string;
  form_type_id: string | null;
  template_id: string | null;
  name: string;
  fields: ColumnType<unknown[], string | undefined, string>;
  enabled: Generated<boolean>;
  /** The current version (migration 0013_form_versions). */
  version: Generated<number>;
  created: Timestamp;
  updated: Timestamp;
}

/** The fields of one version of a form; instances keep the version they started with. */
export interface FormVersionsTable {
  form_id: string;
  version: number;
  fields: ColumnType<unknown[], string, string>;
  created: Timestamp;
}

/** spec 2 §3 Form submission. */
export interface FormDataTable {
  id: Generated<string>;
  app_id: string;
  form_id: string;
  json_data: JsonColumn<Record<string, unknown>>;
  created_by: string;
  created_name: Generated<string>;
  schema_name: string | null;
  content_id: string | null;
  created: Timestamp;
  updated: Timestamp;
}

/** spec 2 §3 Workflow instance (workflowInstanceId; `version` = action-log length). */
export interface WfInstancesTable {
  id: string;
  app_id: string;
  sub_app_id: string | null;
  workflow_id: string;
  workflow_name: string;
  flow_version: number | null;
  process_status: string;
  applicant_id: string;
  applicant_name: string;
  started_by_id: string;
  department_id: string | null;
  form_data_id: string | null;
  field_data_list: JsonColumn<unknown[]>;
  /** The form and its version the instance was started with (null: started before 0013). */
  form_id: ColumnType<string | null, string | null | undefined, string | null>;
  form_version: ColumnType<number | null, number | null | undefined, number | null>;
  submission: number;
  version: number;
  started_at: Timestamp;
  finished_at: NullableTimestamp;
  updated: Timestamp;
}

/** A node run (workflowProNodeId). */
export interface WfNodeRunsTable {
  id: string;
  instance_id: string;
  step_uuid: string;
  step_type: string;
  name: string;
  round: number;
  status: string;
  entered_at: Timestamp;
  left_at: NullableTimestamp;
}

/** A step's assignees, or the signers one task added. */
export interface WfTaskGroupsTable {
  id: string;
  instance_id: string;
  node_run_id: string;
  mode: string;
  owner_task_id: string | null;
  position: string | null;
}

/** One assignee's task (taskId). */
export interface WfTasksTable {
  id: string;
  app_id: string;
  instance_id: string;
  node_run_id: string;
  step_uuid: string;
  step_name: string;
  group_id: string;
  seq: number;
  assignee_id: string;
  assignee_name: string;
  status: string;
  origin: string;
  origin_task_id: string | null;
  created_at: Timestamp;
  pending_at: NullableTimestamp;
  acted_at: NullableTimestamp;
  approval_comments: Generated<string>;
  urged_at: NullableTimestamp;
  urge_count: Generated<number>;
}

/** A CC (抄送) row with its read state. */
export interface WfCcsTable {
  id: string;
  app_id: string;
  instance_id: string;
  node_run_id: string;
  user_id: string;
  user_name: string;
  via: string;
  created_at: Timestamp;
  read_at: NullableTimestamp;
}

/** One entry of the append-only action log. */
export interface WfActionsTable {
  instance_id: string;
  seq: number;
  kind: string;
  actor_id: string;
  at: Timestamp;
  entry: JsonColumn<unknown>;
}

/**
 * The notifications (todo, urge, cc, result; account events since migration
 * 0020_notification_delivery: `instance_id` null, `app_id` null = every app of the user).
 */
export interface WfNotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  instance_id: string | null;
  task_id: string | null;
  app_id: ColumnType<string | null, string | null | undefined, string | null>;
  detail: ColumnType<unknown, string | null | undefined, string | null>;
  created: Timestamp;
  read_at: NullableTimestamp;
}

/** The workflow and form tables. */
export interface WorkflowTables {
  wf_categories: WfCategoriesTable;
  wf_definitions: WfDefinitionsTable;
  wf_versions: WfVersionsTable;
  form_types: FormTypesTable;
  form_templates: FormTemplatesTable;
  forms: FormsTable;
  form_versions: FormVersionsTable;
  form_data: FormDataTable;
  wf_instances: WfInstancesTable;
  wf_node_runs: WfNodeRunsTable;
  wf_task_groups: WfTaskGroupsTable;
  wf_tasks: WfTasksTable;
  wf_ccs: WfCcsTable;
  wf_actions: WfActionsTable;
  wf_notifications: WfNotificationsTable;
}
