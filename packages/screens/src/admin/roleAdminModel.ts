import { createStore } from 'zustand/vanilla';
import {
  addRole,
  deleteRole,
  getDesignerPages,
  getRoleAdminTree,
  listRolePages,
  listRolesPaged,
  listRoleUsers,
  listUsers,
  setRoleEnabled,
  setRolePages,
  setRoleUsers,
  updateRole,
  type OrganisationRef,
  type SubAppRef,
} from '@tessera/api';
import type { PageSummary, Role, RoleAdminInput, RoleUser, UserSummary } from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { ROLE_ADMIN_TEXTS } from './roleAdminTexts.js';

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

/** A checkbox of the page grant tree: every page below ticked, none, or some. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** A branch of the page grant tree: the sub-app's pages of one page type. */
export interface PageGrantGroup {
  key: string;
  label: string;
  state: CheckState;
  pages: { page: PageSummary; checked: boolean }[];
}

/** The page grant tree: the sub-app (its check stands for every page), then the groups. */
export interface PageGrantTree {
  state: CheckState;
  groups: PageGrantGroup[];
}

/** The branch labels of the page types (protocol's PAGE_TYPES); another type is its own. */
const PAGE_TYPE_LABELS: Record<string, string> = { Page: '页面', Template: '母版页' };

/** The check of a set of pages given the ticked ids. */
export function checkStateOf(pageIds: string[], granted: readonly string[]): CheckState {
  const ticked = pageIds.filter((id) => granted.includes(id)).length;
  if (ticked === 0) return 'unchecked';
  return ticked === pageIds.length ? 'checked' : 'indeterminate';
}

/** The tri-state tree of a sub-app's pages (grouped by page type, by title) and the ticked ids. */
export function pageGrantTree(pages: PageSummary[], granted: readonly string[]): PageGrantTree {
  const byType = new Map<string, PageSummary[]>();
  for (const page of pages) byType.set(page.pageType, [...(byType.get(page.pageType) ?? []), page]);
  const order = (type: string) => (type === 'Page' ? 0 : type === 'Template' ? 1 : 2);
  const groups = [...byType.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([type, list]) => {
      const sorted = [...list].sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
      return {
        key: type,
        label: PAGE_TYPE_LABELS[type] ?? type,
        state: checkStateOf(
          sorted.map((page) => page.pageId),
          granted,
        ),
        pages: sorted.map((page) => ({ page, checked: granted.includes(page.pageId) })),
      };
    });
  return {
    state: checkStateOf(
      pages.map((page) => page.pageId),
      granted,
    ),
    groups,
  };
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
  /** The sub-app's pages the grants are given on (empty without a sub-app). */
  pages: PageSummary[];
  /** The chosen role's ticked pages (the edit, saved by `saveGrants`). */
  granted: string[];
  /** The chosen role's pages as the server has them. */
  grantedSaved: string[];
  grantsState: 'idle' | 'loading' | 'ready' | 'failed';
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
  /** Ticks or unticks pages (a page, a group's or every one) of the chosen role; not saved yet. */
  toggleGrants(pageIds: string[], on: boolean): void;
  /** Back to the role's pages as the server has them. */
  resetGrants(): void;
  /** Saves the ticked pages as the chosen role's grants of the sub-app (replacing them). */
  saveGrants(): Promise<void>;
}

/** The input of {@link createRoleAdminModel}. */
export interface RoleAdminModelInput {
  client: RequestClient;
  /** The account base and the app whose roles are administered. */
  org: OrganisationRef;
  /** The sub-app whose pages are granted (none: no page grants). */
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
    pages: [],
    granted: [],
    grantedSaved: [],
    grantsState: 'idle',
    busy: false,
  }));
  const list = createLatest();
  const members = createLatest();
  const grants = createLatest();
  const pagesCall = createLatest();
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
        set({ granted: [], grantedSaved: [], grantsState: 'idle' });
        settle();
        return;
      }
      set({ grantsState: 'loading' });
      grants.run(
        listRolePages(client, org, { id: chosenId, subAppId: input.subApp.subAppId }),
        (answer) => {
          const ids = answer.map((each) => each.pageId);
          set({ granted: ids, grantedSaved: ids, grantsState: 'ready' });
          settle();
        },
        () => {
          set({ granted: [], grantedSaved: [], grantsState: 'failed' });
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
      if (input.subApp) {
        pagesCall.run(
          getDesignerPages(client, input.subApp),
          (pages) => set({ pages }),
          () => set({ pages: [] }),
        );
      }
      return () => {
        list.stop();
        members.stop();
        grants.stop();
        pagesCall.stop();
      };
    },
    search(keyWord) {
      set({ keyWord: keyWord.trim() });
      return reload();
    },
    reload,
    async choose(id) {
      set({ chosenId: id, members: [], granted: [], grantedSaved: [] });
      await Promise.all([loadMembers(), loadGrants()]);
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
        set({ chosenId: '', members: [], membersState: 'idle', granted: [], grantedSaved: [] });
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
    toggleGrants(pageIds, on) {
      store.setState(({ granted }) => ({
        granted: on
          ? [...granted, ...pageIds.filter((id) => !granted.includes(id))]
          : granted.filter((id) => !pageIds.includes(id)),
      }));
    },
    resetGrants: () => set({ granted: store.getState().grantedSaved }),
    async saveGrants() {
      const id = chosen();
      const { subApp } = input;
      if (!subApp) return;
      const pageIds = store.getState().granted;
      const saved = await write(() =>
        setRolePages(client, org, { id, subAppId: subApp.subAppId, pageIds }),
      );
      const ids = saved.map((each) => each.pageId);
      set({ granted: ids, grantedSaved: ids, grantsState: 'ready' });
    },
  };
}
