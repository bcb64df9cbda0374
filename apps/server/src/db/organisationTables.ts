import type { ColumnType, Generated } from 'kysely';
import type { JsonColumn } from './database.js';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<
  Date | null,
  Date | string | null | undefined,
  Date | string | null
>;

/** spec 2 §3 User (migration 0006_identity_organisation). */
export interface UsersTable {
  id: Generated<string>;
  user_scope: Generated<string>;
  user_name: string;
  nick_name: Generated<string>;
  mobile_phone: string | null;
  email: string | null;
  /** scrypt hash (identity README "Passwords"); null: no password set yet. */
  password_hash: string | null;
  password_changed_at: NullableTimestamp;
  /** 101/102 force a reset at the next sign-in, 103 offers one (spec 2 §8). */
  password_reset_code: number | null;
  head_image_url: Generated<string>;
  post_id: string | null;
  rank_id: string | null;
  enabled: Generated<boolean>;
  locked_out_until: NullableTimestamp;
  failed_login_count: Generated<number>;
  deleted: Generated<boolean>;
  dormant: Generated<boolean>;
  expires_at: NullableTimestamp;
  single_session: Generated<boolean>;
  last_login_at: NullableTimestamp;
  last_seen_at: NullableTimestamp;
  created: Timestamp;
  updated: Timestamp;
}

/** spec 2 §3 Department; top-level rows have `parent_id` null (under the all-zero root). */
export interface DepartmentsTable {
  id: Generated<string>;
  app_id: string;
  parent_id: string | null;
  label: string;
  sort: Generated<number>;
  is_hide: Generated<boolean>;
  disable: Generated<boolean>;
  /** The department's supervisor (主管; migration 0009): supervisor approver steps resolve here. */
  supervisor_id: ColumnType<string | null, string | null | undefined, string | null>;
  created: Timestamp;
}

/** spec 2 §3 Role. */
export interface RolesTable {
  id: Generated<string>;
  app_id: string;
  name: string;
  code: string;
  is_system_built_in: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created: Timestamp;
}

/** Posts (jobs), ranks and tags: spec 2 §3 "Tag, job, rank". */
export interface NamedItemsTable {
  id: Generated<string>;
  app_id: string;
  name: string;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created: Timestamp;
}

/** An operation a request may name in its `operationId` header (spec 1 §6, §7). */
export interface OperationsTable {
  id: string;
  app_id: string;
  name: string;
  page_id: string | null;
}

export interface SecurityPoliciesTable {
  id: Generated<string>;
  user_scope: string;
  type: 'password' | 'account' | 'visit';
  policy: JsonColumn<Record<string, unknown>>;
  updated: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  at: Timestamp;
  action: string;
  user_id: string | null;
  actor_id: string | null;
  ip: string | null;
  detail: JsonColumn<Record<string, unknown>>;
}

/** The tables of organisation, merged into the server's `Database` type. */
export interface OrganisationTables {
  users: UsersTable;
  departments: DepartmentsTable;
  roles: RolesTable;
  posts: NamedItemsTable;
  ranks: NamedItemsTable;
  tags: NamedItemsTable;
  operations: OperationsTable;
  user_departments: { user_id: string; department_id: string };
  user_roles: { user_id: string; role_id: string };
  user_tags: { user_id: string; tag_id: string };
  role_operations: { role_id: string; operation_id: string };
  role_pages: { role_id: string; sub_app_id: string; page_id: string };
  /** The departments a role is limited to (migration 0014): none, every holder. */
  role_departments: { role_id: string; department_id: string };
  /** The page controls a role is granted (migration 0019; README "Organisation"). */
  role_controls: { role_id: string; page_id: string; control_id: string };
  /** A user's earlier password hashes (migration 0019; README "Security policies"). */
  password_history: { user_id: string; password_hash: string; changed: Timestamp };
  security_policies: SecurityPoliciesTable;
  audit_log: AuditLogTable;
  /** Actions switched off or on (migration 0016); an action without a row is recorded. */
  audit_config: { action: string; recorded: boolean; updated: Timestamp };
  /** The scheduled tasks (migration 0016; README "Scheduled tasks"). */
  scheduled_tasks: {
    id: string;
    enabled: Generated<boolean>;
    next_run_at: Timestamp;
    last_run_at: NullableTimestamp;
    updated: Timestamp;
    /** Failed runs in a row (0 after a success): the retry's backoff (migration 0025). */
    failures: Generated<number>;
    /** The last failed run's error, until a run succeeds (migration 0025). */
    last_error: string | null;
  };
  task_runs: {
    id: Generated<string>;
    task_id: string;
    started_at: Timestamp;
    finished_at: Timestamp;
    result: 'success' | 'failure';
    trigger: 'schedule' | 'manual';
    affected: Generated<number>;
    message: Generated<string>;
  };
}
