// Public entry `@tessera/screens/pc`: the desktop (MUI) views of the screens.

// Approval and form pages (spec 2 §2.12) over the models and hooks in `src/approval/`.
export {
  ApprovalStartPage,
  ApprovalDetailPage,
  ApprovalListPage,
  FormDetailPage,
  ApprovalField,
  ApprovalFieldValue,
} from './approval/index.js';

// The notification centre in the runtime's app bar (README "Notification centre").
export { NotificationBell } from './notifications/NotificationBell.js';
export type { NotificationBellProps } from './notifications/NotificationBell.js';

// The administration console (README "Administration console"): /admin/users, and the frame of
// the console's list screens (shared with the designer's pages and workflow lists).
export {
  DepartmentAdminPage,
  ImageLibraryPage,
  OrganisationItemsPage,
  RoleAdminPage,
  UserAdminPage,
} from './admin/index.js';
export { AuditLogPage, ScheduledTasksPage, SecurityPoliciesPage } from './admin/index.js';
export { ConsoleFrame } from './ConsoleFrame.js';

// The hooks over the screens' models (shared with the other kit's entry).
export * from '../react/index.js';
