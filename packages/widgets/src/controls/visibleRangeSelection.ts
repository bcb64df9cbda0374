// The picker's selection (spec 1 §4 Visible-range dialog): single-select modes replace the
// previous choice, multi-select modes toggle and select or deselect all across the whole tree.
import { selectableItems } from './visibleRangeTree.js';
import type { VisibleRangeItem, VisibleRangeMode } from './visibleRangeTypes.js';

/** A chosen item: a tree item without its children (what 确定 emits, spec 1 §3). */
export type SelectedRangeItem = Omit<VisibleRangeItem, 'children' | 'selectable'>;

/** The identity of a chosen item across modes and trees: its type and value. */
export function selectionKey(item: Pick<VisibleRangeItem, 'type' | 'value'>): string {
  return `${item.type}:${item.value}`;
}

/** The item as it is kept in the selection. */
export function toSelected(item: VisibleRangeItem): SelectedRangeItem {
  return {
    id: item.id,
    label: item.label,
    value: item.value,
    type: item.type,
    level: item.level,
    parentId: item.parentId,
  };
}

/** Whether `item` is chosen. */
export function isSelected(
  selection: readonly SelectedRangeItem[],
  item: Pick<VisibleRangeItem, 'type' | 'value'>,
): boolean {
  const key = selectionKey(item);
  return selection.some((chosen) => selectionKey(chosen) === key);
}

/**
 * Clicks `item` in `mode`. Multi-select: toggles it. Single-select (spec 1 §5 "exactly one
 * selection"): it replaces the mode's previous choice (items of the same type); clicking the
 * chosen item again keeps it, as a radio does.
 */
export function toggleItem(
  selection: readonly SelectedRangeItem[],
  item: VisibleRangeItem,
  mode: Pick<VisibleRangeMode, 'multi'>,
): SelectedRangeItem[] {
  if (item.selectable === false) return [...selection];
  const key = selectionKey(item);
  if (mode.multi) {
    return isSelected(selection, item)
      ? selection.filter((chosen) => selectionKey(chosen) !== key)
      : [...selection, toSelected(item)];
  }
  if (isSelected(selection, item)) return [...selection];
  return [...selection.filter((chosen) => chosen.type !== item.type), toSelected(item)];
}

/** How much of a tree is chosen: the 全选 checkbox's checked and indeterminate states. */
export function selectAllState(
  selection: readonly SelectedRangeItem[],
  tree: readonly VisibleRangeItem[],
): 'all' | 'some' | 'none' {
  const items = selectableItems(tree);
  const chosen = items.filter((item) => isSelected(selection, item)).length;
  if (items.length > 0 && chosen === items.length) return 'all';
  return chosen > 0 ? 'some' : 'none';
}

/**
 * 全选 (spec 1 §4 "select all / deselect all across the whole tree"): with everything of the tree
 * chosen it deselects the whole tree, otherwise it adds what is missing. Other trees' choices stay.
 */
export function toggleAll(
  selection: readonly SelectedRangeItem[],
  tree: readonly VisibleRangeItem[],
): SelectedRangeItem[] {
  const items = selectableItems(tree);
  if (selectAllState(selection, tree) === 'all') {
    const keys = new Set(items.map(selectionKey));
    return selection.filter((chosen) => !keys.has(selectionKey(chosen)));
  }
  return [...selection, ...items.filter((item) => !isSelected(selection, item)).map(toSelected)];
}

/** Removes one chosen item (its tag's delete). */
export function removeItem(
  selection: readonly SelectedRangeItem[],
  item: Pick<VisibleRangeItem, 'type' | 'value'>,
): SelectedRangeItem[] {
  const key = selectionKey(item);
  return selection.filter((chosen) => selectionKey(chosen) !== key);
}

/**
 * The selection the dialog opens with (spec 1 §4 "initialised from passed fields"): the passed
 * items that carry a type and a value, once each.
 */
export function initialSelection(fields: unknown): SelectedRangeItem[] {
  if (!Array.isArray(fields)) return [];
  const result: SelectedRangeItem[] = [];
  const seen = new Set<string>();
  for (const field of fields as Partial<SelectedRangeItem>[]) {
    if (!field || typeof field.type !== 'string' || field.value === undefined) continue;
    const value = String(field.value);
    const key = `${field.type}:${value}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push({
      id: field.id ?? value,
      label: field.label ?? value,
      value,
      type: field.type,
      level: field.level ?? 0,
      parentId: field.parentId ?? null,
    });
  }
  return result;
}
