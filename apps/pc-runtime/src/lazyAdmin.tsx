// The administration console loads when /admin is opened (README "Administration console"): a
// module of its own, like the designer's, so the runtime's first download stays as it was.
import { AdminDepartments, AdminStructure } from './admin/AdminStructure.js';
import { AdminMedia } from './admin/AdminMedia.js';
import { AdminRoles } from './admin/AdminRoles.js';
import { AdminAudit, AdminPolicies, AdminTasks } from './admin/AdminSecurity.js';
import { AdminUsers } from './admin/AdminUsers.js';
import { SignedIn } from './designer/SignedIn.js';

/** /admin/users (issue 27, People): signed-in users only; the server refuses non-administrators. */
export function AdminUsersRoute() {
  return (
    <SignedIn>
      <AdminUsers />
    </SignedIn>
  );
}

/** /admin/roles (issue 27, Roles and grants): signed-in users only; the server refuses non-administrators. */
export function AdminRolesRoute() {
  return (
    <SignedIn>
      <AdminRoles />
    </SignedIn>
  );
}

/** /admin/departments (issue 27, Structure): signed-in users only; the server refuses non-administrators. */
export function AdminDepartmentsRoute() {
  return (
    <SignedIn>
      <AdminDepartments />
    </SignedIn>
  );
}

/** /admin/structure (issue 27, posts, ranks, tags): signed-in users only; the server refuses non-administrators. */
export function AdminStructureRoute() {
  return (
    <SignedIn>
      <AdminStructure />
    </SignedIn>
  );
}

/** /admin/policies (issue 27, security policies): signed-in users only; the server refuses non-administrators. */
export function AdminPoliciesRoute() {
  return (
    <SignedIn>
      <AdminPolicies />
    </SignedIn>
  );
}

/** /admin/audit (issue 27, audit): signed-in users only; the server refuses non-administrators. */
export function AdminAuditRoute() {
  return (
    <SignedIn>
      <AdminAudit />
    </SignedIn>
  );
}

/** /admin/tasks (issue 27, scheduled tasks): signed-in users only; the server refuses non-administrators. */
export function AdminTasksRoute() {
  return (
    <SignedIn>
      <AdminTasks />
    </SignedIn>
  );
}

/** /admin/media (issue 27, media library): signed-in users only; the server refuses non-designers. */
export function AdminMediaRoute() {
  return (
    <SignedIn>
      <AdminMedia />
    </SignedIn>
  );
}
