import { AuditLogPage, ScheduledTasksPage, SecurityPoliciesPage } from '@tessera/screens/pc';
import { AdminHeader } from './AdminHeader.js';
import { ADMIN_CONSOLE_TITLE, AdminNav } from './AdminNav.js';

/** /admin/policies: the security policies of a user scope (README "Administration console"). */
export function AdminPolicies() {
  return (
    <SecurityPoliciesPage title={ADMIN_CONSOLE_TITLE} nav={<AdminNav />} header={<AdminHeader />} />
  );
}

/** /admin/audit: the audit log (README "Administration console"). */
export function AdminAudit() {
  return <AuditLogPage title={ADMIN_CONSOLE_TITLE} nav={<AdminNav />} header={<AdminHeader />} />;
}

/** /admin/tasks: the scheduled tasks (README "Administration console"). */
export function AdminTasks() {
  return (
    <ScheduledTasksPage title={ADMIN_CONSOLE_TITLE} nav={<AdminNav />} header={<AdminHeader />} />
  );
}
