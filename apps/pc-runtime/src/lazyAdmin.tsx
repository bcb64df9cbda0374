// The administration console loads when /admin is opened (README "Administration console"): a
// module of its own, like the designer's, so the runtime's first download stays as it was.
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
