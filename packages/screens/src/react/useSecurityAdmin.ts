import { useMemo } from 'react';
import { useSettings } from '@tessera/react';
import { useAccountCalls } from '@tessera/widgets/react';
import {
  createAuditLogModel,
  type AuditLogModel,
  type AuditLogSnapshot,
} from '../admin/auditLogModel.js';
import {
  createSecurityPolicyModel,
  type SecurityPolicyModel,
  type SecurityPolicySnapshot,
} from '../admin/securityPolicyModel.js';
import {
  createScheduledTasksModel,
  type ScheduledTasksModel,
  type ScheduledTasksSnapshot,
} from '../admin/scheduledTasksModel.js';
import { useModel } from './useModel.js';

function useOrg() {
  const { client, account } = useAccountCalls();
  const { appId } = useSettings();
  const org = useMemo(() => ({ ...account, appId }), [account, appId]);
  return { client, org };
}

/** The security policies screen's model for the provider's app ({@link createSecurityPolicyModel}). */
export function useSecurityPolicies(): [SecurityPolicySnapshot, SecurityPolicyModel] {
  const { client, org } = useOrg();
  return useModel(() => createSecurityPolicyModel({ client, org }), [client, org]);
}

/** The audit log screen's model for the provider's app ({@link createAuditLogModel}). */
export function useAuditLog(): [AuditLogSnapshot, AuditLogModel] {
  const { client, org } = useOrg();
  return useModel(() => createAuditLogModel({ client, org }), [client, org]);
}

/** The scheduled tasks screen's model for the provider's app ({@link createScheduledTasksModel}). */
export function useScheduledTasks(): [ScheduledTasksSnapshot, ScheduledTasksModel] {
  const { client, org } = useOrg();
  return useModel(() => createScheduledTasksModel({ client, org }), [client, org]);
}
