import type { RouteObject } from 'react-router';
import { FULL_LIST_PATH, SUBMIT_LIST_PATH } from '@tessera/widgets';
import { FullListPage } from './FullListPage.js';
import { SubmitListPage } from './SubmitListPage.js';

/** spec 1 §2 /full-list and /submit-list: the routes of the list widgets' own pages. */
export function listRoutes(): RouteObject[] {
  return [
    { path: FULL_LIST_PATH, element: <FullListPage /> },
    { path: SUBMIT_LIST_PATH, element: <SubmitListPage /> },
  ];
}
