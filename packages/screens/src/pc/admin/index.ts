// The administration console's Pc views (README "Administration console").
export { UserAdminPage } from './UserAdminPage.js';
export { RoleAdminPage } from './RoleAdminPage.js';
