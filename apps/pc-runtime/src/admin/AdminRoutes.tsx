import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@tessera/widgets/pc';

const admin = () => import('../lazyAdmin.js');

/** The console's screens under /admin. */
export const ADMIN_PATHS = {
  users: '/admin/users',
  departments: '/admin/departments',
  structure: '/admin/structure',
  roles: '/admin/roles',
  policies: '/admin/policies',
  audit: '/admin/audit',
  tasks: '/admin/tasks',
  media: '/admin/media',
} as const;

/**
 * The administration console (issue 27): /admin/users, /admin/departments, /admin/structure
 * (posts, ranks, tags), /admin/roles, /admin/policies, /admin/audit, /admin/tasks and /admin/media (the media
 * library), loaded when first matched (a route
 * `lazy`, as the designer's); /admin opens its first screen.
 */
export function adminRoutes(): RouteObject[] {
  return [
    { path: '/admin', element: <Navigate to={ADMIN_PATHS.users} replace /> },
    {
      path: ADMIN_PATHS.users,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminUsersRoute }),
    },
    {
      path: ADMIN_PATHS.departments,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminDepartmentsRoute }),
    },
    {
      path: ADMIN_PATHS.structure,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminStructureRoute }),
    },
    {
      path: ADMIN_PATHS.roles,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminRolesRoute }),
    },
    {
      path: ADMIN_PATHS.policies,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminPoliciesRoute }),
    },
    {
      path: ADMIN_PATHS.audit,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminAuditRoute }),
    },
    {
      path: ADMIN_PATHS.tasks,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminTasksRoute }),
    },
    {
      path: ADMIN_PATHS.media,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminMediaRoute }),
    },
  ];
}
