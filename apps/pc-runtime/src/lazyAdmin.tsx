// The administration console loads when /admin is opened (README "Administration console"): a
// module of its own, like the designer's, so the runtime's first download stays as it was.
import { AdminDepartments, AdminStructure } from './admin/AdminStructure.js';
import { AdminRoles } from './admin/AdminRoles.js';
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
