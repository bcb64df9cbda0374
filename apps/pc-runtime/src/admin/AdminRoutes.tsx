import { Navigate, type RouteObject } from 'react-router';
import { PageLoading } from '@tessera/widgets/pc';

const admin = () => import('../lazyAdmin.js');

/** The console's screens under /admin. */
export const ADMIN_PATHS = { users: '/admin/users', roles: '/admin/roles' } as const;

/**
 * The administration console (issue 27): /admin/users and /admin/roles, loaded when first matched (a route
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
      path: ADMIN_PATHS.roles,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await admin()).AdminRolesRoute }),
    },
  ];
}
