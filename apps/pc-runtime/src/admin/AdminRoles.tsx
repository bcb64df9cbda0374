import { useSettings } from '@tessera/react';
import { RoleAdminPage } from '@tessera/screens/pc';
import { AdminHeader } from './AdminHeader.js';
import { ADMIN_CONSOLE_TITLE, AdminNav } from './AdminNav.js';

/**
 * /admin/roles: the administration console's Roles screen (README "Administration console");
 * pages are granted on the sub-app the console runs in.
 */
export function AdminRoles() {
  const { subAppName, subAppType } = useSettings();
  return (
    <RoleAdminPage
      title={ADMIN_CONSOLE_TITLE}
      nav={<AdminNav />}
      header={<AdminHeader />}
      subAppName={`${subAppName}（${subAppType}）`}
    />
  );
}
