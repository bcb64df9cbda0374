import type { RouteObject } from 'react-router';
import { FULL_LIST_PATH, SUBMIT_LIST_PATH } from '@tessera/widgets';
import { PageLoading } from '@tessera/widgets/pc';

const lists = () => import('./lazyLists.js');

/**
 * spec 1 §2 /full-list and /submit-list: the routes of the list widgets' own pages, each a
 * react-router lazy route (its code loads when the route is first matched).
 */
export function listRoutes(): RouteObject[] {
  return [
    {
      path: FULL_LIST_PATH,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await lists()).FullListPage }),
    },
    {
      path: SUBMIT_LIST_PATH,
      HydrateFallback: PageLoading,
      lazy: async () => ({ Component: (await lists()).SubmitListPage }),
    },
  ];
}
