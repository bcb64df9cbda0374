import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@tessera/widgets/pc';

const admin = () => import('../lazyAdmin.js');

/** The console's screens under /admin. */
export const ADMIN_PATHS = {
  users: '/admin/users',
  departments: '/admin/departments',
  structure: '/admin/structure',
  roles: '/admin/roles',
} as const;

/**
 * The administration console (issue 27): /admin/users, /admin/departments, /admin/structure
 * (posts, ranks, tags) and /admin/roles, loaded when first matched (a route
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
  ];
}
