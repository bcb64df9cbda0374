// The administration console's Pc views (README "Administration console").
export { UserAdminPage } from './UserAdminPage.js';
export { RoleAdminPage } from './RoleAdminPage.js';
export { DepartmentAdminPage } from './DepartmentAdminPage.js';
export { OrganisationItemsPage } from './OrganisationItemsPage.js';
export { SecurityPoliciesPage } from './SecurityPoliciesPage.js';
export { AuditLogPage } from './AuditLogPage.js';
export { ScheduledTasksPage } from './ScheduledTasksPage.js';
export { ImageLibraryPage } from './ImageLibraryPage.js';
