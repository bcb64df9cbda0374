import { createStore } from 'zustand/vanilla';
import {
  addOrganisationItem,
  deleteOrganisationItem,
  listOrganisationItems,
  listUsers,
  setOrganisationItemEnabled,
  updateOrganisationItem,
  type OrganisationItemKind,
  type OrganisationRef,
} from '@tessera/api';
import type { NamedItem, UserSummary } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { adminResource } from './adminResource.js';

/** The texts of the posts, ranks and tags screen (ours: the spec names the calls, not labels). */
export const ORGANISATION_ITEM_TEXTS = {
  title: '岗位职级标签',
  kinds: { post: '岗位', rank: '职级', tag: '标签' } satisfies Record<OrganisationItemKind, string>,
  add: (kind: string) => `新增${kind}`,
  edit: (kind: string) => `编辑${kind}`,
  name: (kind: string) => `${kind}名称`,
  nameRequired: (kind: string) => `请输入${kind}名称`,
  nameTooLong: (kind: string) => `${kind}名称最多 64 个字符`,
  sort: '排序',
  sortInvalid: '请输入整数',
  search: '查询',
  enable: '启用',
  disable: '停用',
  remove: '删除',
  save: '保存',
  cancel: '取消',
  holders: '人数',
  users: '标签用户',
  noUsers: '还没有用户带这个标签',
  chooseTag: '选择一个标签，查看带这个标签的用户',
  empty: (kind: string) => `没有符合条件的${kind}`,
  confirmRemove: (kind: string, name: string, count: number) =>
    count > 0
      ? `删除${kind}「${name}」？${count} 名用户将不再带有它，不能恢复。`
      : `删除${kind}「${name}」？删除后不能恢复。`,
  added: (name: string) => `已新增「${name}」`,
  saved: (name: string) => `已保存「${name}」`,
  enabled: (name: string) => `${name}：已启用`,
  disabled: (name: string) => `${name}：已停用`,
  removed: (name: string) => `已删除「${name}」`,
} as const;

/** The values of the add/edit dialog. */
export interface OrganisationItemFormValues {
  name: string;
  sort: string;
}

/** The dialog's values of an item (empty for a new one). */
export function organisationItemFormOf(item: NamedItem | null): OrganisationItemFormValues {
  return item ? { name: item.name, sort: String(item.sort) } : { name: '', sort: '0' };
}

/** The checks made before the call (the server checks again, and taken names). */
export function checkOrganisationItemForm(
  kind: OrganisationItemKind,
  values: OrganisationItemFormValues,
): Partial<Record<keyof OrganisationItemFormValues, string>> {
  const label = ORGANISATION_ITEM_TEXTS.kinds[kind];
  const errors: Partial<Record<keyof OrganisationItemFormValues, string>> = {};
  const name = values.name.trim();
  if (!name) errors.name = ORGANISATION_ITEM_TEXTS.nameRequired(label);
  else if (name.length > 64) errors.name = ORGANISATION_ITEM_TEXTS.nameTooLong(label);
  if (values.sort.trim() && !/^-?\d+$/.test(values.sort.trim())) {
    errors.sort = ORGANISATION_ITEM_TEXTS.sortInvalid;
  }
  return errors;
}

/** What the posts, ranks and tags screen shows. */
export interface OrganisationItemsSnapshot {
  kind: OrganisationItemKind;
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  denied: boolean;
  /** The kind's items whose name contains `keyWord`, by sort then name. */
  items: NamedItem[];
  keyWord: string;
  /** The chosen tag (`''`: none); only tags list their users. */
  chosenId: string;
  users: UserSummary[];
  userTotal: number;
  usersState: 'idle' | 'loading' | 'ready' | 'failed';
  busy: boolean;
}

/** The model of {@link createOrganisationItemsModel}. */
export interface OrganisationItemsModel extends Model<OrganisationItemsSnapshot> {
  /** Shows another kind (its list loads; the keyword and choice clear). */
  show(kind: OrganisationItemKind): Promise<void>;
  search(keyWord: string): Promise<void>;
  reload(): Promise<void>;
  /** Chooses a tag and loads its users (`''`: none). */
  choose(id: string): Promise<void>;
  /** Adds (no `before`) or edits an item of the shown kind; rejects with the server's message. */
  save(values: OrganisationItemFormValues, before?: NamedItem | null): Promise<NamedItem>;
  setEnabled(id: string, enabled: boolean): Promise<NamedItem>;
  /** Deletes; its holders lose it in the same transaction on the server. */
  remove(id: string): Promise<void>;
}

/** How many of a tag's users the list shows. */
export const TAG_USERS_PAGE_SIZE = 50;

/**
 * Posts (jobs), ranks and tags of the administration console (spec 2 §3 "Tag, job, rank", §4
 * "can be enabled or disabled", §7.3 "Tags, jobs, ranks"): one kind at a time, its list (page 1,
 * size 100, spec 2 §9) searched by name on the server, add / edit / enable / disable / delete,
 * and a tag's users. The list is readable by any member; the writes are refused by the server to
 * anyone but an administrator, with its message.
 */
export function createOrganisationItemsModel(input: {
  client: RequestClient;
  org: OrganisationRef;
  kind?: OrganisationItemKind;
}): OrganisationItemsModel {
  const { client, org } = input;
  const store = createStore<OrganisationItemsSnapshot>()(() => ({
    kind: input.kind ?? 'post',
    state: 'loading',
    error: null,
    denied: false,
    items: [],
    keyWord: '',
    chosenId: '',
    users: [],
    userTotal: 0,
    usersState: 'idle',
    busy: false,
  }));
  const resource = adminResource(store);
  const { set, write } = resource;
  const list = resource.main(
    () => {
      const { kind, keyWord } = store.getState();
      return listOrganisationItems(client, org, org.appId, kind, { name: keyWord });
    },
    (items) => ({ items }),
  );
  const users = resource.side({
    fetch: () => {
      const { chosenId, kind } = store.getState();
      if (!chosenId || kind !== 'tag') return null;
      return listUsers(client, org, { tags: [chosenId], pageSize: TAG_USERS_PAGE_SIZE });
    },
    loading: { usersState: 'loading' },
    ready: (page) => ({ users: page.items, userTotal: page.total, usersState: 'ready' }),
    failed: { users: [], userTotal: 0, usersState: 'failed' },
    idle: { users: [], userTotal: 0, usersState: 'idle' },
  });
  const reload = () => list.load();
  const loadUsers = () => users.load();

  const kind = () => store.getState().kind;

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      return resource.stopAll;
    },
    async show(next) {
      set({ kind: next, keyWord: '', chosenId: '', items: [], state: 'loading' });
      await Promise.all([reload(), loadUsers()]);
    },
    search(keyWord) {
      set({ keyWord: keyWord.trim() });
      return reload();
    },
    reload,
    async choose(id) {
      set({ chosenId: id, users: [], userTotal: 0 });
      await loadUsers();
    },
    save(values, before = null) {
      const name = values.name.trim();
      const sort = values.sort.trim() ? Number(values.sort.trim()) : 0;
      return write(() =>
        before
          ? updateOrganisationItem(client, org, kind(), {
              id: before.id,
              ...(name !== before.name ? { name } : {}),
              ...(sort !== before.sort ? { sort } : {}),
            })
          : addOrganisationItem(client, org, kind(), { name, sort }),
      );
    },
    setEnabled: (id, enabled) =>
      write(() => setOrganisationItemEnabled(client, org, org.appId, kind(), id, enabled)),
    async remove(id) {
      await write(() => deleteOrganisationItem(client, org, kind(), id));
      if (store.getState().chosenId === id) {
        set({ chosenId: '', users: [], userTotal: 0, usersState: 'idle' });
      }
    },
  };
}
