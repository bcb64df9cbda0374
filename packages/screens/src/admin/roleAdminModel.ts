import { createStore } from 'zustand/vanilla';
import {
  addRole,
  deleteRole,
  getDepartmentTree,
  getRoleAdminTree,
  getRoleGrants,
  listRoleDepartments,
  listRolesPaged,
  listRoleUsers,
  listUsers,
  setRoleDepartments,
  setRoleEnabled,
  setRoleGrants,
  setRoleUsers,
  updateRole,
  type DepartmentTreeNode,
  type OrganisationRef,
  type SubAppRef,
} from '@tessera/api';
import type {
  Role,
  RoleAdminInput,
  RoleDepartment,
  RoleGrantTree,
  RoleUser,
  UserSummary,
} from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { ROLE_ADMIN_TEXTS } from './roleAdminTexts.js';
import { controlRefsOf, selectionOf, toggleGrant, type GrantSelection } from './grantSelection.js';

/** The values of the add/edit dialog. */
export interface RoleFormValues {
  name: string;
  code: string;
  sort: string;
}

/** The dialog's messages, per field. */
export type RoleFormErrors = Partial<Record<keyof RoleFormValues, string>>;

/** The server's rule of a role code (roles.ts): a letter first; letters, digits, `_`, `-`, `.`. */
const CODE_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/;

/** The dialog's values of a role (empty for a new one). */
export function roleFormOf(role: Role | null): RoleFormValues {
  return role
    ? { name: role.name, code: role.code, sort: String(role.sort) }
    : { name: '', code: '', sort: '0' };
}

/** The checks made before the call (the server checks them again, and uniqueness). */
export function checkRoleForm(values: RoleFormValues): RoleFormErrors {
  const errors: RoleFormErrors = {};
  if (!values.name.trim()) errors.name = ROLE_ADMIN_TEXTS.nameRequired;
  const code = values.code.trim();
  if (!code) errors.code = ROLE_ADMIN_TEXTS.codeRequired;
  else if (!CODE_PATTERN.test(code)) errors.code = ROLE_ADMIN_TEXTS.codeInvalid;
  if (values.sort.trim() && !/^-?\d+$/.test(values.sort.trim())) errors.sort = '请输入整数';
  return errors;
}

/** The add/update body of the dialog's values; an edit sends only what changed. */
export function roleInputOf(values: RoleFormValues, before: Role | null): RoleAdminInput {
  const input: RoleAdminInput = {
    name: values.name.trim(),
    code: values.code.trim(),
    sort: values.sort.trim() ? Number(values.sort.trim()) : 0,
  };
  if (!before) return input;
  const changed: RoleAdminInput = {};
  if (input.name !== before.name) changed.name = input.name;
  if (input.code !== before.code) changed.code = input.code;
  if (input.sort !== before.sort) changed.sort = input.sort;
  return changed;
}

/** What the Roles screen shows. */
export interface RoleAdminSnapshot {
  /** `failed`: the list was refused or failed (`error` says why: the server's message). */
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  /** The server refused the list (HTTP 403: the caller is not an administrator). */
  denied: boolean;
  /** The virtual root's label as the server names it (所有角色). */
  rootName: string;
  /** The roles matching `keyWord`, by sort then name. */
  roles: Role[];
  keyWord: string;
  /** The chosen role's id, `''` for the virtual root 所有角色 (every role). */
  chosenId: string;
  /** The chosen role's users (empty for the root). */
  members: RoleUser[];
  membersState: 'idle' | 'loading' | 'ready' | 'failed';
  /** The chosen role's grant tree of the sub-app: pages with their operations (server's). */
  grantTree: RoleGrantTree | null;
  /** The chosen role's ticked pages and operations (the edit, saved by `saveGrants`). */
  granted: GrantSelection;
  /** The chosen role's pages and operations as the server has them. */
  grantedSaved: GrantSelection;
  grantsState: 'idle' | 'loading' | 'ready' | 'failed';
  /** The departments the chosen role is limited to (none: every holder). */
  limits: RoleDepartment[];
  /** The app's departments to limit a role to (null until they answered). */
  departments: DepartmentTreeNode | null;
  /** A write is under way (the buttons wait). */
  busy: boolean;
}

/** The Roles screen's model: {@link createRoleAdminModel}. */
export interface RoleAdminModel extends Model<RoleAdminSnapshot> {
  /** Roles whose name contains `keyWord` (the server's paged list); `''`: every role. */
  search(keyWord: string): Promise<void>;
  reload(): Promise<void>;
  /** Chooses a role (`''`: 所有角色) and loads its users; settles when they answered. */
  choose(id: string): Promise<void>;
  /** Adds (no `before`) or edits a role; rejects with the server's message, nothing changed. */
  save(values: RoleFormValues, before?: Role | null): Promise<Role>;
  /** Enables or disables; a built-in role's disable is refused by the server (its message). */
  setEnabled(id: string, enabled: boolean): Promise<Role>;
  /** Deletes; a built-in role's delete is refused by the server (its message). */
  remove(id: string): Promise<void>;
  /** Users the member picker offers: enabled, not deleted, by keyword (first 20). */
  findUsers(keyWord: string): Promise<UserSummary[]>;
  /** Gives the chosen role these users too (the others stay). */
  addMembers(userIds: string[]): Promise<void>;
  /** Takes the chosen role from one user. */
  removeMember(userId: string): Promise<void>;
  /**
   * Ticks or unticks pages and operations of the chosen role (a page's operations go with it,
   * an operation ticks its page: `toggleGrant`); not saved yet.
   */
  toggleGrants(target: Partial<GrantSelection>, on: boolean): void;
  /** Back to the role's pages and operations as the server has them. */
  resetGrants(): void;
  /** Saves the ticked pages and operations as the chosen role's grants of the sub-app. */
  saveGrants(): Promise<void>;
  /** Limits the chosen role to these departments and those below (empty: no limit). */
  setLimits(departmentIds: string[]): Promise<void>;
}

/** The input of {@link createRoleAdminModel}. */
export interface RoleAdminModelInput {
  client: RequestClient;
  /** The account base and the app whose roles are administered. */
  org: OrganisationRef;
  /** The sub-app whose pages and operations are granted (none: no grants tree). */
  subApp?: SubAppRef;
}

/**
 * The text of a failure: the server's message, or for a 403 (whose text the request client keeps
 * for logs, the app going to /deny) the server's refusal text.
 */
function messageOf(error: unknown): string {
  if (isRequestError(error) && error.kind === 'deny') return ROLE_ADMIN_TEXTS.denied;
  return error instanceof Error ? error.message : String(error);
}

/** Nothing ticked. */
const NOTHING: GrantSelection = { pageIds: [], operationIds: [], controlKeys: [] };

/** The server's page size limit (spec 2 §9): the search shows up to this many roles. */
const SEARCH_PAGE_SIZE = 1000;

/**
 * The Roles screen of the administration console (spec 2 §3 Role, §6, §7.3 "Roles"): the roles
 * under the virtual root 所有角色, the add/edit/enable/disable/delete of a role, and the users
 * holding the chosen role. Each write is one server call, then the list (and the members)
 * reload; a refused write rejects with the server's message and changes nothing here. The server
 * authorizes every call: a non-administrator's list is refused (`failed`, 您没有访问权限！).
 */
export function createRoleAdminModel(input: RoleAdminModelInput): RoleAdminModel {
  const { client, org } = input;
  const store = createStore<RoleAdminSnapshot>()(() => ({
    state: 'loading',
    error: null,
    denied: false,
    rootName: ROLE_ADMIN_TEXTS.allRoles,
    roles: [],
    keyWord: '',
    chosenId: '',
    members: [],
    membersState: 'idle',
    grantTree: null,
    granted: NOTHING,
    grantedSaved: NOTHING,
    grantsState: 'idle',
    limits: [],
    departments: null,
    busy: false,
  }));
  const list = createLatest();
  const members = createLatest();
  const grants = createLatest();
  const departmentsCall = createLatest();
  const limitsCall = createLatest();
  const set = (patch: Partial<RoleAdminSnapshot>) => store.setState(patch);

  const fetchRoles = async (keyWord: string): Promise<{ rootName?: string; roles: Role[] }> => {
    if (keyWord) {
      const page = await listRolesPaged(client, org, {
        roleName: keyWord,
        pageSize: SEARCH_PAGE_SIZE,
      });
      return { roles: page.items };
    }
    const tree = await getRoleAdminTree(client, org);
    return { rootName: tree.label, roles: tree.children };
  };

  const reload = () =>
    new Promise<void>((settle) => {
      list.run(
        fetchRoles(store.getState().keyWord),
        ({ rootName, roles }) => {
          set({
            state: 'ready',
            error: null,
            denied: false,
            roles,
            ...(rootName ? { rootName } : {}),
          });
          settle();
        },
        (error) => {
          const denied = isRequestError(error) && error.kind === 'deny';
          set({ state: 'failed', error: messageOf(error), denied });
          settle();
        },
      );
    });

  const loadMembers = () =>
    new Promise<void>((settle) => {
      const { chosenId } = store.getState();
      if (!chosenId) {
        members.stop();
        set({ members: [], membersState: 'idle' });
        settle();
        return;
      }
      set({ membersState: 'loading' });
      members.run(
        listRoleUsers(client, org, chosenId),
        (users) => {
          set({ members: users, membersState: 'ready' });
          settle();
        },
        () => {
          set({ members: [], membersState: 'failed' });
          settle();
        },
      );
    });

  const loadGrants = () =>
    new Promise<void>((settle) => {
      const { chosenId } = store.getState();
      if (!chosenId || !input.subApp) {
        grants.stop();
        set({ grantTree: null, granted: NOTHING, grantedSaved: NOTHING, grantsState: 'idle' });
        settle();
        return;
      }
      set({ grantsState: 'loading' });
      grants.run(
        getRoleGrants(client, org, { id: chosenId, subAppId: input.subApp.subAppId }),
        (tree) => {
          showTree(tree);
          settle();
        },
        () => {
          set({ grantTree: null, granted: NOTHING, grantedSaved: NOTHING, grantsState: 'failed' });
          settle();
        },
      );
    });

  const showTree = (tree: RoleGrantTree) => {
    const selection = selectionOf(tree);
    set({ grantTree: tree, granted: selection, grantedSaved: selection, grantsState: 'ready' });
  };

  const loadLimits = () =>
    new Promise<void>((settle) => {
      const { chosenId } = store.getState();
      if (!chosenId) {
        limitsCall.stop();
        set({ limits: [] });
        settle();
        return;
      }
      limitsCall.run(
        listRoleDepartments(client, org, chosenId),
        (limits) => {
          set({ limits });
          settle();
        },
        () => {
          set({ limits: [] });
          settle();
        },
      );
    });

  async function write<T>(call: () => Promise<T>, after?: () => Promise<void>): Promise<T> {
    set({ busy: true });
    try {
      const answer = await call();
      await Promise.all([reload(), after?.()]);
      return answer;
    } catch (error) {
      // The views show the rejection's message: a 403's is the server's refusal text.
      throw new Error(messageOf(error), { cause: error });
    } finally {
      set({ busy: false });
    }
  }

  const chosen = () => {
    const { chosenId } = store.getState();
    if (!chosenId) throw new Error(ROLE_ADMIN_TEXTS.chooseRole);
    return chosenId;
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      departmentsCall.run(
        getDepartmentTree(client, org, org.appId),
        (departments) => set({ departments }),
        () => set({ departments: null }),
      );
      return () => {
        list.stop();
        members.stop();
        grants.stop();
        departmentsCall.stop();
        limitsCall.stop();
      };
    },
    search(keyWord) {
      set({ keyWord: keyWord.trim() });
      return reload();
    },
    reload,
    async choose(id) {
      set({ chosenId: id, members: [], grantTree: null, granted: NOTHING, limits: [] });
      await Promise.all([loadMembers(), loadGrants(), loadLimits()]);
    },
    save(values, before = null) {
      const body = roleInputOf(values, before);
      return write(() =>
        before ? updateRole(client, org, { ...body, id: before.id }) : addRole(client, org, body),
      );
    },
    setEnabled: (id, enabled) => write(() => setRoleEnabled(client, org, { id, enabled })),
    async remove(id) {
      await write(() => deleteRole(client, org, id));
      if (store.getState().chosenId === id) {
        set({ chosenId: '', members: [], membersState: 'idle', grantTree: null, limits: [] });
      }
    },
    async findUsers(keyWord) {
      try {
        const page = await listUsers(client, org, {
          keyWord: keyWord.trim() || undefined,
          isEnable: true,
          pageSize: 20,
        });
        return page.items;
      } catch (error) {
        throw new Error(messageOf(error), { cause: error });
      }
    },
    addMembers(userIds) {
      const id = chosen();
      // The role's users as the server has them now, then the new ones: the call replaces them.
      return write(async () => {
        const have = (await listRoleUsers(client, org, id)).map((each) => each.id);
        const added = userIds.filter((each) => !have.includes(each));
        await setRoleUsers(client, org, { id, userIds: [...have, ...added] });
      }, loadMembers);
    },
    removeMember(userId) {
      const id = chosen();
      return write(async () => {
        const have = (await listRoleUsers(client, org, id)).map((each) => each.id);
        await setRoleUsers(client, org, { id, userIds: have.filter((each) => each !== userId) });
      }, loadMembers);
    },
    toggleGrants(target, on) {
      const { grantTree, granted } = store.getState();
      if (grantTree) set({ granted: toggleGrant(grantTree, granted, target, on) });
    },
    resetGrants: () => set({ granted: store.getState().grantedSaved }),
    async saveGrants() {
      const id = chosen();
      const { subApp } = input;
      if (!subApp) return;
      const { granted } = store.getState();
      const tree = await write(() =>
        setRoleGrants(client, org, {
          id,
          subAppId: subApp.subAppId,
          pageIds: granted.pageIds,
          operationIds: granted.operationIds,
          controls: controlRefsOf(granted.controlKeys),
        }),
      );
      showTree(tree);
    },
    async setLimits(departmentIds) {
      const id = chosen();
      const limits = await write(() => setRoleDepartments(client, org, { id, departmentIds }));
      set({ limits });
    },
  };
}
