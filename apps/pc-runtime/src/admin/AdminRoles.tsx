import { RoleAdminPage } from '@tessera/screens/pc';
import { AdminHeader } from './AdminHeader.js';
import { ADMIN_CONSOLE_TITLE, AdminNav } from './AdminNav.js';

/** /admin/roles: the administration console's Roles screen (README "Administration console"). */
export function AdminRoles() {
  return <RoleAdminPage title={ADMIN_CONSOLE_TITLE} nav={<AdminNav />} header={<AdminHeader />} />;
}
