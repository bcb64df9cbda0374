// Where each mode's items come from: the organisation calls of @tessera/api (spec 1 §2 "over
// the real organisation calls") and, for schema_field modes, a page data source.
import {
  getDepartmentTree,
  getRoleTree,
  listOrganisationItems,
  listOrganisationUsers,
  type AccountRef,
  type OrganisationUser,
} from '@tessera/api';
import type { ContentItem } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import {
  departmentItems,
  memberItems,
  namedItems,
  roleItems,
  schemaFieldItems,
} from './visibleRangeTree.js';
import type { VisibleRangeItem, VisibleRangeMode } from './visibleRangeTypes.js';

/** What the loader calls with. */
export interface VisibleRangeLoaderDeps {
  client: RequestClient;
  account: AccountRef;
  appId: string;
  /** The items a page data source holds now (schema_field modes). */
  sourceItems(dsId: string): readonly ContentItem[];
}

/** spec 1 §9 "user list page size 100"; a picker reads at most this many pages. */
const USER_PAGE_SIZE = 100;
const MAX_USER_PAGES = 20;

async function allUsers(deps: VisibleRangeLoaderDeps): Promise<OrganisationUser[]> {
  const users: OrganisationUser[] = [];
  for (let pageIndex = 1; pageIndex <= MAX_USER_PAGES; pageIndex += 1) {
    const page = await listOrganisationUsers(deps.client, deps.account, deps.appId, {
      pageIndex,
      pageSize: USER_PAGE_SIZE,
    });
    users.push(...page.items);
    if (page.items.length < USER_PAGE_SIZE || users.length >= page.total) break;
  }
  return users;
}

/**
 * Loads the tree of one mode.
 *
 * @throws {RequestError} when a call fails (already reported by the client).
 */
export async function loadVisibleRangeItems(
  deps: VisibleRangeLoaderDeps,
  mode: VisibleRangeMode,
): Promise<VisibleRangeItem[]> {
  const { client, account, appId } = deps;
  switch (mode.type) {
    case 'department':
      return departmentItems(await getDepartmentTree(client, account, appId));
    case 'member': {
      const [root, users] = await Promise.all([
        getDepartmentTree(client, account, appId),
        allUsers(deps),
      ]);
      return memberItems(root, users);
    }
    case 'role':
      return roleItems(await getRoleTree(client, account, appId));
    case 'post':
    case 'tag':
    case 'rank':
      return namedItems(await listOrganisationItems(client, account, appId, mode.type), mode.type);
    case 'schema_field':
      return mode.custom ? schemaFieldItems(deps.sourceItems(mode.custom.dsId), mode.custom) : [];
  }
}
