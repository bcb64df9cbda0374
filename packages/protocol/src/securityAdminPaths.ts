import { Type } from 'typebox';
import { ORGANISATION_PATHS as P } from './organisationPaths.js';
import type { PagedList } from './schemaTypes.js';
import { route } from './route.js';
import { typed } from './typed.js';

/** The three policy types of spec 2 §3 ("password, account and visit policies"). */
export type SecurityPolicyType = 'password' | 'account' | 'visit';

/** One saved security policy of a user scope. */
export interface SecurityPolicyRecord {
  id: string;
  userScope: string;
  type: SecurityPolicyType;
  policy: Record<string, unknown>;
  /** ISO 8601 UTC. */
  updated: string;
}

/** What an administrator saves: the members of one policy of one scope (replaces the former). */
export interface SecurityPolicyInput {
  userScope: string;
  type: SecurityPolicyType;
  policy: Record<string, unknown>;
}

/** The filters of the audit search and its download (all optional). */
export interface AuditSearchInput {
  action?: string;
  userId?: string;
  actorId?: string;
  /** Contained in the name or phone of the entry's user or actor. */
  userKeyWord?: string;
  /** The start of the client address. */
  ip?: string;
  result?: 'success' | 'failure';
  /** ISO 8601; `beginTime` ≤ at < `endTime`. */
  beginTime?: string;
  endTime?: string;
  pageIndex?: number;
  pageSize?: number;
}

/** One audit entry: who (actor) did what (action) to whom (user), from where, before → after. */
export interface AuditEntry {
  id: string;
  /** ISO 8601 UTC. */
  at: string;
  action: string;
  label: string;
  result: 'success' | 'failure';
  userId: string | null;
  userName: string | null;
  actorId: string | null;
  actorName: string | null;
  ip: string | null;
  detail: Record<string, unknown>;
}

/** An action of the audit log with its label. */
export interface AuditAction {
  action: string;
  label: string;
}

/** An action of the audit configuration and whether it is recorded. */
export interface AuditConfigEntry extends AuditAction {
  recorded: boolean;
  /** False for the configuration's own changes, which are always recorded. */
  configurable: boolean;
}

/** A scheduled task (spec 2 §7.3 "Tasks") and its state. */
export interface ScheduledTask {
  jobId: string;
  name: string;
  description: string;
  intervalSeconds: number;
  enabled: boolean;
  /** ISO 8601 UTC; null before the first run. */
  lastRunAt: string | null;
  nextRunAt: string;
  lastResult: 'success' | 'failure' | null;
}

/** One run of a task: a line of its log. */
export interface TaskRun {
  id: string;
  taskId: string;
  startedAt: string;
  finishedAt: string;
  result: 'success' | 'failure';
  trigger: 'schedule' | 'manual';
  affected: number;
  message: string;
}

/**
 * The security policy, audit and task calls of spec 2 §7.3 (security policy CRUD; "Audit":
 * search, config, action event list, download; "Tasks"), one typed entry per call over `ORGANISATION_PATHS`.
 * Administrators only: the server answers 403 to everyone else.
 */
export const SECURITY_ADMIN_PATHS = {
  /** GET ?userScope&type. */
  policies: route(P.securityPolicies.pattern, {
    method: 'GET',
    answer: typed<SecurityPolicyRecord[]>(),
  }),
  savePolicy: route(P.saveSecurityPolicy.pattern, {
    method: 'POST',
    body: typed<SecurityPolicyInput>(),
    answer: typed<SecurityPolicyRecord>(),
  }),
  /** The scope falls back to the defaults. */
  deletePolicy: route(P.deleteSecurityPolicy.pattern, { method: 'POST', answer: Type.Boolean() }),
  auditSearch: route(P.auditSearch.pattern, {
    method: 'POST',
    body: typed<AuditSearchInput>(),
    answer: typed<PagedList<AuditEntry>>(),
  }),
  auditActions: route(P.auditActions.pattern, {
    method: 'GET',
    answer: typed<AuditAction[]>(),
  }),
  /** The search's filters (paging ignored) as .xlsx bytes. */
  auditExport: route(P.auditExport.pattern, { method: 'GET', answer: typed<Blob>() }),
  auditConfig: route(P.auditConfig.pattern, {
    method: 'GET',
    answer: typed<AuditConfigEntry[]>(),
  }),
  saveAuditConfig: route(P.saveAuditConfig.pattern, {
    method: 'POST',
    body: typed<{ items: { action: string; recorded: boolean }[] }>(),
    answer: typed<AuditConfigEntry[]>(),
  }),
  /** GET all tasks. */
  tasks: route(P.tasks.pattern, { method: 'GET', answer: typed<ScheduledTask[]>() }),
  /** GET ?taskId&currentIndex&pageSize: a task's runs, newest first. */
  taskLogs: route(P.taskLogs.pattern, { method: 'GET', answer: typed<PagedList<TaskRun>>() }),
  /** POST: enables the task and runs it now. */
  startTask: route(P.startTask.pattern, { method: 'POST', answer: typed<ScheduledTask>() }),
  stopTask: route(P.stopTask.pattern, { method: 'POST', answer: typed<ScheduledTask>() }),
} as const;
