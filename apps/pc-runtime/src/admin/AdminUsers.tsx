import { UserAdminPage } from '@tessera/screens/pc';
import { AdminHeader } from './AdminHeader.js';
import { ADMIN_CONSOLE_TITLE, AdminNav } from './AdminNav.js';

/** /admin/users: the administration console's People screen (README "Administration console"). */
export function AdminUsers() {
  return <UserAdminPage title={ADMIN_CONSOLE_TITLE} nav={<AdminNav />} header={<AdminHeader />} />;
}
