import { SECURITY_ADMIN_PATHS as P } from '@tessera/protocol';
import type {
  AuditAction,
  AuditConfigEntry,
  AuditEntry,
  AuditSearchInput,
  PagedList,
  ScheduledTask,
  SecurityPolicyInput,
  SecurityPolicyRecord,
  SecurityPolicyType,
  TaskRun,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { callAccount } from './internals/accountCall.js';
import type { OrganisationRef } from './userAdmin.js';

// The security policy and audit calls of spec 2 §7.3, one function per entry of protocol's
// SECURITY_ADMIN_PATHS: administrators only (the server answers 403 to everyone else).

/** GET `{appId}/securitypolicy/list`: the saved policies, optionally of one scope and/or type. */
export function listSecurityPolicies(
  client: RequestClient,
  org: OrganisationRef,
  filter: { userScope?: string; type?: SecurityPolicyType } = {},
): Promise<SecurityPolicyRecord[]> {
  const search: Record<string, string> = {};
  if (filter.userScope) search.userScope = filter.userScope;
  if (filter.type) search.type = filter.type;
  return callAccount(client, org, P.policies, { params: { appId: org.appId }, search });
}

/**
 * POST `{appId}/securitypolicy/save`: replaces the scope's policy of that type; a member out of
 * its bounds is refused with the server's text naming it.
 */
export function saveSecurityPolicy(
  client: RequestClient,
  org: OrganisationRef,
  input: SecurityPolicyInput,
): Promise<SecurityPolicyRecord> {
  return callAccount(client, org, P.savePolicy, { params: { appId: org.appId }, body: input });
}

/** POST `{appId}/securitypolicy/delete/{id}`: the scope falls back to the defaults. */
export async function deleteSecurityPolicy(
  client: RequestClient,
  org: OrganisationRef,
  id: string,
): Promise<void> {
  await callAccount(client, org, P.deletePolicy, { params: { appId: org.appId, id } });
}

/** POST `{appId}/audit/search`: one page of entries matching every filter, newest first. */
export function searchAuditLog(
  client: RequestClient,
  org: OrganisationRef,
  search: AuditSearchInput = {},
): Promise<PagedList<AuditEntry>> {
  return callAccount(client, org, P.auditSearch, { params: { appId: org.appId }, body: search });
}

/** GET `{appId}/audit/actions`: the actions entries are written with, with their labels. */
export function listAuditActions(
  client: RequestClient,
  org: OrganisationRef,
): Promise<AuditAction[]> {
  return callAccount(client, org, P.auditActions, { params: { appId: org.appId } });
}

/** GET `{appId}/audit/export`: the entries of the filters (paging ignored) as .xlsx bytes. */
export function exportAuditLog(
  client: RequestClient,
  org: OrganisationRef,
  search: AuditSearchInput = {},
): Promise<Blob> {
  const { pageIndex: _index, pageSize: _size, ...filters } = search;
  const query = Object.fromEntries(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  );
  return callAccount(client, org, P.auditExport, {
    params: { appId: org.appId },
    search: query,
  });
}

/** GET `{appId}/audit/config`: every action and whether it is recorded. */
export function getAuditConfig(
  client: RequestClient,
  org: OrganisationRef,
): Promise<AuditConfigEntry[]> {
  return callAccount(client, org, P.auditConfig, { params: { appId: org.appId } });
}

/** POST `{appId}/audit/config/save`: switches actions on or off; answers the whole configuration. */
export function saveAuditConfig(
  client: RequestClient,
  org: OrganisationRef,
  items: { action: string; recorded: boolean }[],
): Promise<AuditConfigEntry[]> {
  return callAccount(client, org, P.saveAuditConfig, {
    params: { appId: org.appId },
    body: { items },
  });
}

/** GET `{appId}/task/list`: every scheduled task with its state and last result. */
export function listTasks(client: RequestClient, org: OrganisationRef): Promise<ScheduledTask[]> {
  return callAccount(client, org, P.tasks, { params: { appId: org.appId } });
}

/** GET `{appId}/task/logs`: one page of a task's runs, newest first. */
export function listTaskLogs(
  client: RequestClient,
  org: OrganisationRef,
  query: { taskId: string; currentIndex?: number; pageSize?: number },
): Promise<PagedList<TaskRun>> {
  return callAccount(client, org, P.taskLogs, {
    params: { appId: org.appId },
    search: {
      taskId: query.taskId,
      currentIndex: query.currentIndex ?? 1,
      pageSize: query.pageSize ?? 10,
    },
  });
}

/**
 * POST `{appId}/task/start|stop/{jobId}`: starting enables the task and runs it now (refused in
 * the server's words while another instance runs it); stopping keeps it from running.
 */
export function setTaskRunning(
  client: RequestClient,
  org: OrganisationRef,
  jobId: string,
  running: boolean,
): Promise<ScheduledTask> {
  return callAccount(client, org, running ? P.startTask : P.stopTask, {
    params: { appId: org.appId, jobId },
  });
}
