import { DepartmentAdminPage, OrganisationItemsPage } from '@tessera/screens/pc';
import { AdminHeader } from './AdminHeader.js';
import { ADMIN_CONSOLE_TITLE, AdminNav } from './AdminNav.js';

/** /admin/departments: the administration console's Departments screen (README "Administration console"). */
export function AdminDepartments() {
  return (
    <DepartmentAdminPage title={ADMIN_CONSOLE_TITLE} nav={<AdminNav />} header={<AdminHeader />} />
  );
}

/** /admin/structure: posts (jobs), ranks and tags, one tab each (README "Administration console"). */
export function AdminStructure() {
  return (
    <OrganisationItemsPage
      title={ADMIN_CONSOLE_TITLE}
      nav={<AdminNav />}
      header={<AdminHeader />}
    />
  );
}
