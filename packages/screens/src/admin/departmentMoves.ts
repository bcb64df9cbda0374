import { EMPTY_GUID, type DepartmentNode, type DepartmentSortEntry } from '@tessera/protocol';

/** Where a dragged department lands, relative to the department it is dropped on. */
export type DropPlace = 'before' | 'after' | 'inside';

/** A department of the tree with its parent's id (the all-zero id at the top). */
function findWithParent(
  root: DepartmentNode,
  id: string,
): { node: DepartmentNode; parent: DepartmentNode } | null {
  for (const child of root.children) {
    if (child.id === id) return { node: child, parent: root };
    const below = findWithParent(child, id);
    if (below) return below;
  }
  return null;
}

/** True when `id` is `ancestor` itself or below it. */
export function isWithin(root: DepartmentNode, ancestorId: string, id: string): boolean {
  const ancestor = ancestorId === root.id ? root : findWithParent(root, ancestorId)?.node;
  if (!ancestor) return false;
  const walk = (node: DepartmentNode): boolean =>
    node.id === id || node.children.some((child) => walk(child));
  return walk(ancestor);
}

/**
 * The sort update of a drop (spec 2 §7.3 "POST sort update"): the dragged department taken from
 * its place and put before, after or inside (last child of) the target; the new siblings
 * renumbered 0…n in their new order, the dragged one with its new parent. `null` for a drop that
 * changes nothing or would put a department under itself (the tree refuses such a drop; the
 * server refuses it too).
 *
 * @example
 * ```ts
 * dropEntries(tree, 前端组.id, 财务部.id, 'inside'); // [{ id: 前端组.id, sort: 0, parentId: 财务部.id }]
 * ```
 */
export function dropEntries(
  root: DepartmentNode,
  draggedId: string,
  targetId: string,
  place: DropPlace,
): DepartmentSortEntry[] | null {
  if (draggedId === targetId || isWithin(root, draggedId, targetId)) return null;
  const dragged = findWithParent(root, draggedId);
  const target =
    targetId === root.id ? { node: root, parent: root } : findWithParent(root, targetId);
  if (!dragged || !target) return null;
  const parent = place === 'inside' ? target.node : target.parent;
  const siblings = parent.children.filter((child) => child.id !== draggedId);
  const at =
    place === 'inside'
      ? siblings.length
      : siblings.findIndex((child) => child.id === targetId) + (place === 'after' ? 1 : 0);
  const order = [...siblings.slice(0, at), dragged.node, ...siblings.slice(at)];
  const parentId = parent.id === root.id ? EMPTY_GUID : parent.id;
  const moved = dragged.parent.id !== parent.id;
  const entries = order.map((node, sort) => ({
    id: node.id,
    sort,
    ...(node.id === draggedId && moved ? { parentId } : {}),
  }));
  const unchanged =
    !moved && entries.every((entry, i) => entry.id === dragged.parent.children[i]?.id);
  return unchanged ? null : entries;
}

/** The departments a department may move under: every one but itself and those below it. */
export function parentChoices(
  root: DepartmentNode | null,
  movingId: string | null,
): { id: string; label: string; depth: number }[] {
  const choices: { id: string; label: string; depth: number }[] = [];
  const walk = (nodes: DepartmentNode[], depth: number) => {
    for (const node of nodes) {
      if (node.id === movingId) continue;
      choices.push({ id: node.id, label: node.label, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(root?.children ?? [], 0);
  return choices;
}

/** One department by id (`null` for none or the virtual root). */
export function findDepartment(root: DepartmentNode | null, id: string): DepartmentNode | null {
  return root ? (findWithParent(root, id)?.node ?? null) : null;
}
