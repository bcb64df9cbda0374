import {
  addWorkflowCategory,
  copyWorkflowDefinition,
  createWorkflowDefinition,
  deleteWorkflowCategory,
  deleteWorkflowDefinition,
  getWorkflowCategories,
  getWorkflowInstances,
  listWorkflowDefinitions,
  setWorkflowEnabled,
  setWorkflowSortNums,
  sortWorkflowCategories,
  updateWorkflowCategory,
  updateWorkflowDefinition,
  type AppRef,
} from '@tessera/api';
import type {
  InstanceListItem,
  WorkflowCategoryAnswer,
  WorkflowCopyInput,
  WorkflowDefinitionAnswer,
  WorkflowDefinitionInput,
} from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { createStore } from 'zustand/vanilla';

/** What the workflow administration list shows (spec 2 §7.2, designer-side). */
export interface WorkflowAdminSnapshot {
  state: 'loading' | 'ready' | 'error';
  /** The last load's server message (a 403 for a caller without the admin role). */
  error: string | null;
  categories: readonly WorkflowCategoryAnswer[];
  /** The chosen category (its id), `''` for every category. */
  category: string;
  workFlowName: string;
  /** `''` every workflow, `'true'` enabled ones, `'false'` disabled ones. */
  isEnable: '' | 'true' | 'false';
  /** Zero-based page index and size of the list. */
  page: number;
  pageSize: number;
  total: number;
  items: readonly WorkflowDefinitionAnswer[];
  busy: boolean;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The categories as one flat list, depth first, each with its depth (the tree's rows). */
export function flattenCategories(
  tree: readonly WorkflowCategoryAnswer[],
  depth = 0,
): { category: WorkflowCategoryAnswer; depth: number }[] {
  return [...tree]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((category) => [
      { category, depth },
      ...flattenCategories(category.children ?? [], depth + 1),
    ]);
}

/** The siblings of a category (its parent's children, or the roots), in their order. */
function siblingsOf(
  tree: readonly WorkflowCategoryAnswer[],
  categoryId: string,
): WorkflowCategoryAnswer[] | null {
  const sorted = [...tree].sort((a, b) => a.sort - b.sort);
  if (sorted.some((c) => c.categoryId === categoryId)) return sorted;
  for (const c of sorted) {
    const found = siblingsOf(c.children ?? [], categoryId);
    if (found) return found;
  }
  return null;
}

/**
 * The workflow administration list (framework-free): the category tree, the filtered and paged
 * workflows, and every designer-side write (create, edit, copy, enable toggle, sort, delete;
 * category add, rename, delete, sort). Each write is a server call, then a reload; a refused
 * write rejects with the server's message (e.g. deleting a workflow with open instances) and
 * changes nothing here.
 */
export function createWorkflowAdminModel(input: { client: RequestClient; app: AppRef }) {
  const { client, app } = input;
  const store = createStore<WorkflowAdminSnapshot>(() => ({
    state: 'loading',
    error: null,
    categories: [],
    category: '',
    workFlowName: '',
    isEnable: '',
    page: 0,
    pageSize: 10,
    total: 0,
    items: [],
    busy: false,
  }));
  let stopped = false;
  let generation = 0;
  const set = (patch: Partial<WorkflowAdminSnapshot>) => store.setState(patch);

  async function loadList(): Promise<void> {
    const mine = ++generation;
    const s = store.getState();
    try {
      const answer = await listWorkflowDefinitions(client, app, {
        currentIndex: s.page + 1,
        pageSize: s.pageSize,
        workFlowName: s.workFlowName.trim(),
        category: s.category,
        isEnable: s.isEnable === '' ? undefined : s.isEnable === 'true',
      });
      if (stopped || mine !== generation) return;
      set({ items: answer.items, total: answer.total, state: 'ready', error: null });
    } catch (error) {
      if (!stopped && mine === generation) set({ state: 'error', error: messageOf(error) });
    }
  }

  async function loadCategories(): Promise<void> {
    try {
      const categories = await getWorkflowCategories(client, app);
      if (!stopped) set({ categories });
    } catch (error) {
      if (!stopped) set({ state: 'error', error: messageOf(error) });
    }
  }

  async function reload(): Promise<void> {
    await Promise.all([loadCategories(), loadList()]);
  }

  async function write<T>(call: () => Promise<T>): Promise<T> {
    set({ busy: true });
    try {
      const answer = await call();
      await reload();
      return answer;
    } finally {
      set({ busy: false });
    }
  }

  /** A filter change goes back to the first page. */
  function filter(
    patch: Partial<Pick<WorkflowAdminSnapshot, 'category' | 'workFlowName' | 'isEnable'>>,
  ) {
    set({ ...patch, page: 0 });
    return loadList();
  }

  return {
    getSnapshot: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    start(): () => void {
      stopped = false;
      void reload();
      return () => {
        stopped = true;
      };
    },
    reload,
    filter,
    setPage(page: number, pageSize?: number) {
      set({ page, ...(pageSize ? { pageSize, page: 0 } : {}) });
      return loadList();
    },
    create: (value: WorkflowDefinitionInput) =>
      write(() => createWorkflowDefinition(client, app, value)),
    edit: (id: string, value: WorkflowDefinitionInput) =>
      write(() => updateWorkflowDefinition(client, app, id, value)),
    copy: (value: WorkflowCopyInput) => write(() => copyWorkflowDefinition(client, app, value)),
    setEnabled: (id: string, enabled: boolean) =>
      write(() => setWorkflowEnabled(client, app, id, enabled)),
    remove: (id: string) => write(() => deleteWorkflowDefinition(client, app, id)),
    /**
     * Moves a workflow of the shown page to where another one is (a drag and drop): the page's
     * rows keep their sort numbers as a set, handed out in the new order (setsortnums).
     */
    move(fromId: string, toId: string): Promise<void> {
      const items = [...store.getState().items];
      const from = items.findIndex((w) => w.id === fromId);
      const to = items.findIndex((w) => w.id === toId);
      if (from < 0 || to < 0 || from === to) return Promise.resolve();
      const numbers = items.map((w) => w.sortNum).sort((a, b) => a - b);
      const [moved] = items.splice(from, 1);
      items.splice(to, 0, moved!);
      const order = items.map((w, index) => ({ id: w.id, sortNum: numbers[index]! }));
      set({ items });
      return write(() => setWorkflowSortNums(client, app, order));
    },
    addCategory: (categoryName: string, parentId?: string) =>
      write(() => addWorkflowCategory(client, app, { categoryName, parentId })),
    renameCategory: (id: string, categoryName: string) =>
      write(() => updateWorkflowCategory(client, app, id, { categoryName })),
    async removeCategory(id: string): Promise<void> {
      await write(() => deleteWorkflowCategory(client, app, id));
      if (store.getState().category === id) await filter({ category: '' });
    },
    /** Moves a category one place up (-1) or down (+1) among its siblings. */
    moveCategory(id: string, step: -1 | 1): Promise<void> {
      const siblings = siblingsOf(store.getState().categories, id);
      if (!siblings) return Promise.resolve();
      const at = siblings.findIndex((c) => c.categoryId === id);
      const to = at + step;
      if (to < 0 || to >= siblings.length) return Promise.resolve();
      const [moved] = siblings.splice(at, 1);
      siblings.splice(to, 0, moved!);
      return write(() =>
        sortWorkflowCategories(
          client,
          app,
          siblings.map((c, index) => ({ categoryId: c.categoryId, sort: index + 1 })),
        ),
      );
    },
    /** The workflow's running instances (first page of 50). */
    instances: (id: string): Promise<readonly InstanceListItem[]> =>
      getWorkflowInstances(client, app, id, { processStatus: 'running', pageSize: 50 }).then(
        (page) => page.items,
      ),
  };
}

export type WorkflowAdminModel = ReturnType<typeof createWorkflowAdminModel>;
