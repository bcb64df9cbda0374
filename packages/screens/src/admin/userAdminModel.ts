import { createStore } from 'zustand/vanilla';
import {
  activateUser,
  addUser,
  batchUsers,
  changeUserState,
  createUserPassword,
  exportUsers,
  getDepartmentTree,
  getRoleTree,
  listOrganisationItems,
  listUsers,
  signOutUser,
  updateUser,
  type DepartmentTreeNode,
  type OrganisationItem,
  type OrganisationRef,
  type UserListFilters,
  type UserStateChange,
} from '@tessera/api';
import type { UserBatchAction, UserSummary } from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { roleList, userInputOf, type UserFormValues } from './userForm.js';
import { USER_ADMIN_TEXTS, userDisplayName } from './userAdminTexts.js';

/** A filter with three choices: every user, those with the flag, those without. */
export type TriState = '' | 'true' | 'false';

/** The list's filters (spec 2 §7.3 "User admin"), as the toolbar and the tree hold them. */
export interface UserAdminFilters {
  keyWord: string;
  /** The chosen department (its subtree), `''` for 所有部门. */
  departmentId: string;
  isEnable: TriState;
  lockedOut: TriState;
  online: TriState;
  dormant: TriState;
  /** The recycle bin (deleted users) instead of the users. */
  isDeleted: boolean;
  /** The user scope, `''` for every scope. */
  userType: string;
  roles: string[];
  tags: string[];
}

/** The filters of a fresh screen: every user of every department, not deleted. */
export const EMPTY_USER_FILTERS: UserAdminFilters = {
  keyWord: '',
  departmentId: '',
  isEnable: '',
  lockedOut: '',
  online: '',
  dormant: '',
  isDeleted: false,
  userType: '',
  roles: [],
  tags: [],
};

/** The choices of the pickers and filters (loaded once at the start). */
export interface UserAdminChoices {
  /** The tree under the virtual root 所有部门 (null until loaded). */
  departments: DepartmentTreeNode | null;
  roles: { id: string; name: string }[];
  tags: OrganisationItem[];
  posts: OrganisationItem[];
  ranks: OrganisationItem[];
}

/** A password answered by the reset, held until the administrator closes it (shown once). */
export interface RevealedPassword {
  userId: string;
  name: string;
  password: string;
}

/** The outcome of a bulk action: how many of the selected users changed. */
export interface BulkReport {
  done: number;
}

/** What the People screen shows. */
export interface UserAdminSnapshot extends UserAdminChoices {
  /** `failed`: the list was refused or failed (`error` says why: the server's message). */
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** The server refused the list (HTTP 403: the caller is not an administrator). */
  denied: boolean;
  filters: UserAdminFilters;
  /** The column the list is sorted by (null: the server's default, newest first) and its order. */
  sort: { field: UserSortField; order: 'asc' | 'desc' } | null;
  /** 1-based (spec 2 §9 user lists: page 1, size 10). */
  pageIndex: number;
  pageSize: number;
  total: number;
  items: UserSummary[];
  /** The ids of the selected rows of this page. */
  selected: string[];
  /** A write is under way (the toolbar's and rows' buttons wait). */
  busy: boolean;
  revealed: RevealedPassword | null;
}

/** The columns the server sorts by (spec 2 §7.3 SortField). */
export type UserSortField = 'userName' | 'nickName' | 'phone' | 'email' | 'created' | 'lastLoginAt';

/** The People screen's model: {@link createUserAdminModel}. */
export interface UserAdminModel extends Model<UserAdminSnapshot> {
  /** Changes filters and goes back to the first page; settles when the list answered. */
  filter(patch: Partial<UserAdminFilters>): Promise<void>;
  /** Back to {@link EMPTY_USER_FILTERS} (the tab — users or recycle bin — stays). */
  resetFilters(): Promise<void>;
  /** Sorts by a column: ascending first, the same column again flips the order. */
  sortBy(field: UserSortField): Promise<void>;
  setPage(pageIndex: number): Promise<void>;
  setPageSize(pageSize: number): Promise<void>;
  reload(): Promise<void>;
  /** Selects or unselects rows (`null`: every row of the page or none). */
  toggleSelected(id: string | null): void;
  clearSelection(): void;
  /** Adds (no `id`) or edits a user; rejects with the server's message, the list unchanged. */
  save(values: UserFormValues, id?: string): Promise<UserSummary>;
  /** Enable, disable, unlock, delete or recover one user; rejects with the server's message. */
  change(id: string, change: UserStateChange): Promise<UserSummary>;
  /** A new expiry (`null`: never), dormancy cleared (spec 2 §4 "activated with an expiry"). */
  activate(id: string, expireTime: string | null): Promise<UserSummary>;
  /** A random password by the scope's rule, held in `revealed` until {@link dismissPassword}. */
  resetPassword(id: string): Promise<void>;
  dismissPassword(): void;
  /**
   * The change for every selected user in one server call (one transaction): all change, or the
   * first refusal (the server's words, naming the user) rejects and nothing changes.
   */
  bulk(change: UserStateChange): Promise<BulkReport>;
  /** Gives every selected user the role too (the roles they hold stay); one call as `bulk`. */
  assignRole(roleId: string): Promise<BulkReport>;
  /** Signs the user out of every session (their clients' next call answers 401). */
  signOut(id: string): Promise<{ ended: number }>;
  /**
   * The users matching the filters in force (every page, the list's order) as an .xlsx, with the
   * name to save it under (`用户列表-2026-05-01.xlsx`, the local date).
   */
  exportList(): Promise<{ blob: Blob; fileName: string }>;
}

/** The input of {@link createUserAdminModel}. */
export interface UserAdminModelInput {
  client: RequestClient;
  /** The account base and the app whose users are administered. */
  org: OrganisationRef;
  pageSize?: number;
  /** The clock of the export's file name (default the system's). */
  now?: () => Date;
}

/** The name an export is saved under: 用户列表-YYYY-MM-DD.xlsx (the local date of `now`). */
export function exportFileName(now: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `用户列表-${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}.xlsx`;
}

/**
 * The text of a failure: the server's message, or for a 403 (whose text the request client keeps
 * for logs, the app going to /deny) the server's refusal text.
 */
function messageOf(error: unknown): string {
  if (isRequestError(error) && error.kind === 'deny') return USER_ADMIN_TEXTS.denied;
  return error instanceof Error ? error.message : String(error);
}
/** The bulk call's action of a row's change. */
const BATCH_ACTIONS: Record<UserStateChange, UserBatchAction> = {
  enable: 'enable',
  disable: 'disable',
  unlock: 'unlock',
  remove: 'delete',
  recover: 'recover',
};
const flag = (value: TriState) => (value === '' ? undefined : value === 'true');

/** The call's filters of the screen's. */
export function userListFiltersOf(
  filters: UserAdminFilters,
  page: { pageIndex: number; pageSize: number },
  sort: UserAdminSnapshot['sort'] = null,
): UserListFilters {
  return {
    keyWord: filters.keyWord.trim() || undefined,
    departmentId: filters.departmentId || undefined,
    isEnable: flag(filters.isEnable),
    lockedOut: flag(filters.lockedOut),
    online: flag(filters.online),
    dormant: flag(filters.dormant),
    isDeleted: filters.isDeleted,
    userType: filters.userType.trim() || undefined,
    roles: filters.roles,
    tags: filters.tags,
    sortField: sort?.field,
    sortOrder: sort?.order,
    pageIndex: page.pageIndex,
    pageSize: page.pageSize,
  };
}

/**
 * The People screen of the administration console (spec 2 §3 User, §7.3 "User admin"): the
 * department tree, the filtered and paged user list, and every administrator's write. Each write
 * is one server call, then the list reloads; a refused write rejects with the server's message
 * and changes nothing here. The server authorizes every call: a non-administrator's list is
 * refused (`failed`, the server's 您没有访问权限！).
 */
export function createUserAdminModel(input: UserAdminModelInput): UserAdminModel {
  const { client, org } = input;
  const store = createStore<UserAdminSnapshot>()(() => ({
    state: 'loading',
    error: null,
    denied: false,
    departments: null,
    roles: [],
    tags: [],
    posts: [],
    ranks: [],
    filters: EMPTY_USER_FILTERS,
    sort: null,
    pageIndex: 1,
    pageSize: input.pageSize ?? 10,
    total: 0,
    items: [],
    selected: [],
    busy: false,
    revealed: null,
  }));
  const list = createLatest();
  const choices = createLatest();
  const set = (patch: Partial<UserAdminSnapshot>) => store.setState(patch);

  /** Loads the list for the stored filters and page; settles when it answered. */
  const reload = () =>
    new Promise<void>((settle) => {
      const { filters, pageIndex, pageSize, sort } = store.getState();
      list.run(
        listUsers(client, org, userListFiltersOf(filters, { pageIndex, pageSize }, sort)),
        (page) => {
          const ids = new Set(page.items.map((each) => each.id));
          store.setState(({ selected }) => ({
            state: 'ready',
            error: null,
            denied: false,
            items: page.items,
            total: page.total,
            selected: selected.filter((id) => ids.has(id)),
          }));
          settle();
        },
        (error) => {
          const denied = isRequestError(error) && error.kind === 'deny';
          set({ state: 'failed', error: messageOf(error), denied });
          settle();
        },
      );
    });

  /** The pickers' choices; one refused list leaves its choices empty (the list says why). */
  const loadChoices = () => {
    const optional = <T>(call: Promise<T>, empty: T) => call.catch(() => empty);
    const { appId } = org;
    choices.run(
      Promise.all([
        optional(getDepartmentTree(client, org, appId), null),
        optional(getRoleTree(client, org, appId), null),
        optional(listOrganisationItems(client, org, appId, 'tag'), []),
        optional(listOrganisationItems(client, org, appId, 'post'), []),
        optional(listOrganisationItems(client, org, appId, 'rank'), []),
      ]),
      ([departments, roles, tags, posts, ranks]) =>
        set({ departments, roles: roleList(roles), tags, posts, ranks }),
    );
  };

  async function write<T>(call: () => Promise<T>): Promise<T> {
    set({ busy: true });
    try {
      const answer = await call();
      await reload();
      return answer;
    } catch (error) {
      // The views show the rejection's message: a 403's is the server's refusal text.
      throw new Error(messageOf(error), { cause: error });
    } finally {
      set({ busy: false });
    }
  }

  const runBatch = async (action: UserBatchAction, roleId?: string): Promise<BulkReport> => {
    const ids = store.getState().selected;
    const { changed } = await write(() => batchUsers(client, org, { ids, action, roleId }));
    set({ selected: [] });
    return { done: changed };
  };

  const filter = (patch: Partial<UserAdminFilters>) => {
    const { filters } = store.getState();
    set({ filters: { ...filters, ...patch }, pageIndex: 1, selected: [] });
    return reload();
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      loadChoices();
      void reload();
      return () => {
        list.stop();
        choices.stop();
      };
    },
    filter,
    resetFilters: () =>
      filter({ ...EMPTY_USER_FILTERS, isDeleted: store.getState().filters.isDeleted }),
    sortBy(field) {
      const { sort } = store.getState();
      const order = sort?.field === field && sort.order === 'asc' ? 'desc' : 'asc';
      set({ sort: { field, order }, pageIndex: 1, selected: [] });
      return reload();
    },
    setPage(pageIndex) {
      set({ pageIndex, selected: [] });
      return reload();
    },
    setPageSize(pageSize) {
      set({ pageSize, pageIndex: 1, selected: [] });
      return reload();
    },
    reload,
    toggleSelected(id) {
      store.setState(({ selected, items }) => {
        if (id === null) {
          return { selected: selected.length === items.length ? [] : items.map((u) => u.id) };
        }
        return {
          selected: selected.includes(id)
            ? selected.filter((each) => each !== id)
            : [...selected, id],
        };
      });
    },
    clearSelection: () => set({ selected: [] }),
    save(values, id) {
      const body = userInputOf(values, id !== undefined);
      return write(() =>
        id === undefined ? addUser(client, org, body) : updateUser(client, org, { ...body, id }),
      );
    },
    change: (id, change) => write(() => changeUserState(client, org, { id, change })),
    activate: (id, expireTime) => write(() => activateUser(client, org, { id, expireTime })),
    async resetPassword(id) {
      const user = store.getState().items.find((each) => each.id === id);
      const { password } = await write(() => createUserPassword(client, org, id));
      set({ revealed: { userId: id, name: user ? userDisplayName(user) : '', password } });
    },
    dismissPassword: () => set({ revealed: null }),
    bulk: (change) => runBatch(BATCH_ACTIONS[change]),
    assignRole: (roleId) => runBatch('assignRole', roleId),
    signOut: (id) => write(() => signOutUser(client, org, id)),
    async exportList() {
      const { filters, pageIndex, pageSize, sort } = store.getState();
      const query = userListFiltersOf(filters, { pageIndex, pageSize }, sort);
      try {
        const blob = await exportUsers(client, org, query);
        return { blob, fileName: exportFileName((input.now ?? (() => new Date()))()) };
      } catch (error) {
        throw new Error(messageOf(error), { cause: error });
      }
    },
  };
}
