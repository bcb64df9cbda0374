import type {
  ControlRef,
  GrantControl,
  GrantOperation,
  GrantPage,
  RoleGrantTree,
} from '@tessera/protocol';

/*
 * The page-and-operation grant tree of a role in one sub-app (spec 2 §6 "a role gets pages and
 * operations", shown per sub-app): pure functions over the server's tree and the ticked ids, so
 * the view only draws. An operation or a control resource belongs to its page: ticking it ticks
 * the page (a grant on a page the role cannot open grants nothing), unticking a page unticks its
 * operations and controls.
 */

/** What is ticked: pages of the sub-app, operations of its tree, controls (by {@link controlKey}). */
export interface GrantSelection {
  pageIds: string[];
  operationIds: string[];
  controlKeys: string[];
}

/** The key of a control resource in a selection: `pageId/controlId`. */
export function controlKey(pageId: string, controlId: string): string {
  return `${pageId}/${controlId}`;
}

/** The control resources of a selection, as a save sends them. */
export function controlRefsOf(keys: readonly string[]): ControlRef[] {
  return keys.map((key) => {
    const slash = key.indexOf('/');
    return { pageId: key.slice(0, slash), controlId: key.slice(slash + 1) };
  });
}

/** A tree's held grants as a selection. */
export function selectionOf(tree: RoleGrantTree): GrantSelection {
  return {
    pageIds: tree.pageIds,
    operationIds: tree.operationIds,
    controlKeys: (tree.controls ?? []).map((c) => controlKey(c.pageId, c.controlId)),
  };
}

/** A checkbox of the tree: every item below ticked, none, or some. */
export type CheckState = 'checked' | 'unchecked' | 'indeterminate';

/** A page row: its own check (the page and its operations) and its operations' checks. */
export interface GrantPageRow {
  page: GrantPage;
  /** The page itself is ticked. */
  checked: boolean;
  /** Over the page and its operations. */
  state: CheckState;
  operations: { operation: GrantOperation; checked: boolean }[];
  controls: { control: GrantControl; key: string; checked: boolean }[];
}

/** A branch: the sub-app's pages of one page type. */
export interface GrantGroup {
  key: string;
  label: string;
  state: CheckState;
  pages: GrantPageRow[];
}

/** The drawn tree: the sub-app's check (everything), the page groups, the app's operations. */
export interface GrantTreeView {
  state: CheckState;
  groups: GrantGroup[];
  appOperations: { state: CheckState; items: { operation: GrantOperation; checked: boolean }[] };
}

/** The branch labels of the page types (protocol's PAGE_TYPES); another type is its own. */
const PAGE_TYPE_LABELS: Record<string, string> = { Page: '页面', Template: '母版页' };

/** The check of a set of items given the ticked ones. */
export function checkStateOf(ids: readonly string[], ticked: readonly string[]): CheckState {
  const count = ids.filter((id) => ticked.includes(id)).length;
  if (count === 0) return 'unchecked';
  return count === ids.length ? 'checked' : 'indeterminate';
}

/** The check over pages, operations and controls together (a page's, a group's, the sub-app's). */
function stateOver(target: GrantSelection, selection: GrantSelection): CheckState {
  const keysOf = (of: GrantSelection) => [
    ...of.pageIds.map((id) => `p:${id}`),
    ...of.operationIds.map((id) => `o:${id}`),
    ...of.controlKeys.map((key) => `c:${key}`),
  ];
  return checkStateOf(keysOf(target), keysOf(selection));
}

/** Everything below a set of pages: the pages, their operations and their controls. */
export function pagesTarget(pages: readonly GrantPage[]): GrantSelection {
  return {
    pageIds: pages.map((page) => page.pageId),
    operationIds: pages.flatMap((page) => page.operations.map((o) => o.operationId)),
    controlKeys: pages.flatMap((page) =>
      (page.controls ?? []).map((c) => controlKey(page.pageId, c.controlId)),
    ),
  };
}

/** Everything in the tree. */
export function wholeTree(tree: RoleGrantTree): GrantSelection {
  const pages = pagesTarget(tree.pages);
  return {
    ...pages,
    operationIds: [...pages.operationIds, ...tree.appOperations.map((o) => o.operationId)],
  };
}

/** The tri-state tree to draw: groups by page type (页面 first), pages by title. */
export function grantTreeView(tree: RoleGrantTree, selection: GrantSelection): GrantTreeView {
  const byType = new Map<string, GrantPage[]>();
  for (const page of tree.pages)
    byType.set(page.pageType, [...(byType.get(page.pageType) ?? []), page]);
  const order = (type: string) => (type === 'Page' ? 0 : type === 'Template' ? 1 : 2);
  const groups = [...byType.entries()]
    .sort(([a], [b]) => order(a) - order(b) || a.localeCompare(b))
    .map(([type, list]) => {
      const sorted = [...list].sort((a, b) => a.title.localeCompare(b.title, 'zh-CN'));
      return {
        key: type,
        label: PAGE_TYPE_LABELS[type] ?? type,
        state: stateOver(pagesTarget(sorted), selection),
        pages: sorted.map((page) => ({
          page,
          checked: selection.pageIds.includes(page.pageId),
          state: stateOver(pagesTarget([page]), selection),
          operations: page.operations.map((operation) => ({
            operation,
            checked: selection.operationIds.includes(operation.operationId),
          })),
          controls: (page.controls ?? []).map((control) => {
            const key = controlKey(page.pageId, control.controlId);
            return { control, key, checked: selection.controlKeys.includes(key) };
          }),
        })),
      };
    });
  const appOperationIds = tree.appOperations.map((o) => o.operationId);
  return {
    state: stateOver(wholeTree(tree), selection),
    groups,
    appOperations: {
      state: checkStateOf(appOperationIds, selection.operationIds),
      items: tree.appOperations.map((operation) => ({
        operation,
        checked: selection.operationIds.includes(operation.operationId),
      })),
    },
  };
}

/**
 * Ticks (`on`) or unticks the target's pages, operations and controls. Ticking an operation or
 * a control ticks its page; unticking a page unticks its operations and controls.
 */
export function toggleGrant(
  tree: RoleGrantTree,
  selection: GrantSelection,
  target: Partial<GrantSelection>,
  on: boolean,
): GrantSelection {
  const pageIds = new Set(target.pageIds ?? []);
  const operationIds = new Set(target.operationIds ?? []);
  const controlKeys = new Set(target.controlKeys ?? []);
  for (const page of tree.pages) {
    const operations = page.operations.map((o) => o.operationId);
    const controls = (page.controls ?? []).map((c) => controlKey(page.pageId, c.controlId));
    if (on && operations.some((id) => operationIds.has(id))) pageIds.add(page.pageId);
    if (on && controls.some((key) => controlKeys.has(key))) pageIds.add(page.pageId);
    if (!on && pageIds.has(page.pageId)) {
      for (const id of operations) operationIds.add(id);
      for (const key of controls) controlKeys.add(key);
    }
  }
  const apply = (have: readonly string[], ids: Set<string>) =>
    on
      ? [...have, ...[...ids].filter((id) => !have.includes(id))]
      : have.filter((id) => !ids.has(id));
  return {
    pageIds: apply(selection.pageIds, pageIds),
    operationIds: apply(selection.operationIds, operationIds),
    controlKeys: apply(selection.controlKeys, controlKeys),
  };
}

/** Whether two selections tick the same ids (the save button waits for a change). */
export function sameSelection(a: GrantSelection, b: GrantSelection): boolean {
  const same = (x: readonly string[], y: readonly string[]) =>
    x.length === y.length && x.every((id) => y.includes(id));
  return (
    same(a.pageIds, b.pageIds) &&
    same(a.operationIds, b.operationIds) &&
    same(a.controlKeys, b.controlKeys)
  );
}
