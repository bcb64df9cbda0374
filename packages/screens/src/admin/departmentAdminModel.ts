import { createStore } from 'zustand/vanilla';
import {
  addDepartment,
  deleteDepartment,
  getDepartmentAdminTree,
  listUsers,
  sortDepartments,
  updateDepartment,
  type OrganisationRef,
} from '@tessera/api';
import { EMPTY_GUID, type DepartmentNode, type UserSummary } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { adminResource } from './adminResource.js';
import { dropEntries, findDepartment, type DropPlace } from './departmentMoves.js';
import { DEPARTMENT_TEXTS as T } from './departmentTexts.js';

/** The values of the add/edit dialog. */
export interface DepartmentFormValues {
  label: string;
  /** `''`: the top level (under 所有部门). */
  parentId: string;
  /** The supervisor picked (`null`: none). */
  supervisor: { id: string; name: string } | null;
}

/** The dialog's values of a department (a new one goes under `parentId`). */
export function departmentFormOf(
  department: DepartmentNode | null,
  parentId = '',
): DepartmentFormValues {
  if (!department) return { label: '', parentId, supervisor: null };
  const parent = department.parentId === EMPTY_GUID ? '' : (department.parentId ?? '');
  return { label: department.label, parentId: parent, supervisor: department.supervisor };
}

/** The check made before the call (the server checks again, and sibling names). */
export function checkDepartmentForm(values: DepartmentFormValues): { label?: string } {
  const label = values.label.trim();
  if (!label) return { label: T.labelRequired };
  if (label.length > 64) return { label: T.labelTooLong };
  return {};
}

/** What the Departments screen shows. */
export interface DepartmentAdminSnapshot {
  state: 'loading' | 'ready' | 'failed';
  /** Why the tree failed: the server's message (您没有访问权限！ for a non-administrator). */
  error: string | null;
  denied: boolean;
  /** The virtual root 所有部门 with every department below it. */
  root: DepartmentNode | null;
  /** The chosen department's id, `''` for 所有部门. */
  chosenId: string;
  /** The chosen department's members (its own and below it), first page. */
  members: UserSummary[];
  memberTotal: number;
  membersState: 'idle' | 'loading' | 'ready' | 'failed';
  busy: boolean;
}

/** The Departments screen's model: {@link createDepartmentAdminModel}. */
export interface DepartmentAdminModel extends Model<DepartmentAdminSnapshot> {
  reload(): Promise<void>;
  /** Chooses a department (`''`: 所有部门) and loads its members. */
  choose(id: string): Promise<void>;
  /** Adds (no `before`) or edits a department; rejects with the server's message. */
  save(values: DepartmentFormValues, before?: DepartmentNode | null): Promise<DepartmentNode>;
  /** Deletes; refused by the server (its message) while it has child departments or members. */
  remove(id: string): Promise<void>;
  /**
   * Moves a department before, after or inside another (one sort update, one transaction on the
   * server). Answers false for a drop that changes nothing or would put it under itself.
   */
  drop(draggedId: string, targetId: string, place: DropPlace): Promise<boolean>;
  /** Users the supervisor picker offers: enabled, not deleted, by keyword (first 20). */
  findUsers(keyWord: string): Promise<UserSummary[]>;
}

/** How many members the chosen department's list shows. */
export const MEMBER_PAGE_SIZE = 50;

/**
 * The Departments screen of the administration console (spec 2 §3 Department, §7.3
 * "Departments"): the tree under the virtual root 所有部门, add / edit (name, parent, supervisor) /
 * delete, drag to reorder or move, and the chosen department's members. Each write is one server
 * call, then the tree reloads; a refused write rejects with the server's message and changes
 * nothing here.
 */
export function createDepartmentAdminModel(input: {
  client: RequestClient;
  org: OrganisationRef;
}): DepartmentAdminModel {
  const { client, org } = input;
  const store = createStore<DepartmentAdminSnapshot>()(() => ({
    state: 'loading',
    error: null,
    denied: false,
    root: null,
    chosenId: '',
    members: [],
    memberTotal: 0,
    membersState: 'idle',
    busy: false,
  }));
  const resource = adminResource(store);
  const { set, write } = resource;
  const tree = resource.main(
    () => getDepartmentAdminTree(client, org),
    (root) => {
      const { chosenId } = store.getState();
      const stillThere = !chosenId || findDepartment(root, chosenId);
      return { root, ...(stillThere ? {} : { chosenId: '' }) };
    },
  );
  const members = resource.side({
    fetch: () =>
      listUsers(client, org, {
        departmentId: store.getState().chosenId || undefined,
        pageSize: MEMBER_PAGE_SIZE,
        sortField: 'userName',
        sortOrder: 'asc',
      }),
    loading: { membersState: 'loading' },
    ready: (page) => ({ members: page.items, memberTotal: page.total, membersState: 'ready' }),
    failed: { members: [], memberTotal: 0, membersState: 'failed' },
  });
  const reload = () => tree.load();
  const loadMembers = () => members.load();

  const byId = (id: string) => findDepartment(store.getState().root, id);

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      void loadMembers();
      return resource.stopAll;
    },
    reload,
    async choose(id) {
      set({ chosenId: id, members: [], memberTotal: 0 });
      await loadMembers();
    },
    async save(values, before = null) {
      const body = {
        label: values.label.trim(),
        parentId: values.parentId || EMPTY_GUID,
        supervisorId: values.supervisor?.id ?? null,
      };
      const saved = await write(() =>
        before
          ? updateDepartment(client, org, {
              id: before.id,
              ...(body.label !== before.label ? { label: body.label } : {}),
              ...(body.parentId !== before.parentId ? { parentId: body.parentId } : {}),
              ...(body.supervisorId !== (before.supervisor?.id ?? null)
                ? { supervisorId: body.supervisorId }
                : {}),
            })
          : addDepartment(client, org, body),
      );
      return byId(saved.id) ?? { ...saved, children: [] };
    },
    async remove(id) {
      await write(() => deleteDepartment(client, org, id));
    },
    async drop(draggedId, targetId, place) {
      const { root } = store.getState();
      const entries = root && dropEntries(root, draggedId, targetId, place);
      if (!entries) return false;
      await write(() => sortDepartments(client, org, entries));
      return true;
    },
    async findUsers(keyWord) {
      const page = await resource.ask(() =>
        listUsers(client, org, {
          keyWord: keyWord.trim() || undefined,
          isEnable: true,
          pageSize: 20,
        }),
      );
      return page.items;
    },
  };
}
