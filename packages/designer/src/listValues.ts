// List-valued properties (README "List-valued properties"): a prop whose value is an ordered
// list of items (a nav's menu, a card's description lines and buttons, a table's columns, a
// form's items, a list's operations; rules EN-C3, EN-C9, EN-M2). The item's fields are declared
// with the property (controlTypes.ts), so the panel's editor, a new item's defaults and the
// checks come from one declaration. These functions answer a new list each time: the panel
// writes it with one `setProperty`, one undoable command.

/** An editor of one value inside a list item (the scalar editors, a nested list, an image). */
export type ItemEditor =
  | { kind: 'text'; multiline?: boolean; placeholder?: string }
  | { kind: 'number'; min?: number; max?: number; step?: number }
  | { kind: 'switch' }
  | { kind: 'select'; options: readonly { value: string; label: string }[] }
  | { kind: 'color' }
  | { kind: 'image' }
  /** A field of the data source the control is bound to (the panel lists the source's fields). */
  | { kind: 'boundField' }
  | ListEditor;

/** One field of a list item. */
export interface ListItemField {
  /** The item's key, e.g. `label`; a nested value by a dotted path is not used. */
  key: string;
  label: string;
  editor: ItemEditor;
  /** The value a new item starts with. */
  default?: unknown;
  /** A value is needed: an empty one is an error (`{label}不能为空`). */
  required?: boolean;
  /** The error of a bad value, or null. */
  check?: (value: unknown) => string | null;
}

/** A list-valued property's editor: the fields of each item. */
export interface ListEditor {
  kind: 'list';
  /** What one item is called in the panel (添加{itemName}). */
  itemName: string;
  fields: readonly ListItemField[];
  /** The key whose value names an item in its row (else `{itemName} {n}`). */
  titleKey?: string;
  /** Items get a fresh `id` (entries that events or permissions refer to by id). */
  withId?: boolean;
  /** At most this many items (the add button goes). */
  max?: number;
}

export type ListItem = Record<string, unknown>;

/** The items of a list value: anything else is an empty list; non-object entries are dropped. */
export function listItems(value: unknown): ListItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is ListItem => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

function newId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * A new item: each field's default (a nested list starts empty), a fresh id when the list
 * keeps ids, and the title key numbered after the items there are (`菜单 3`).
 */
export function newListItem(editor: ListEditor, existing: readonly ListItem[]): ListItem {
  const item: ListItem = editor.withId ? { id: newId() } : {};
  for (const field of editor.fields) {
    if (field.editor.kind === 'list') item[field.key] = [];
    else if (field.default !== undefined) item[field.key] = field.default;
  }
  if (editor.titleKey && item[editor.titleKey] === undefined) {
    item[editor.titleKey] = `${editor.itemName} ${existing.length + 1}`;
  }
  return item;
}

/** The list with a new item added at the end (or at `at`); unchanged when it is full. */
export function addListItem(editor: ListEditor, value: unknown, at?: number): ListItem[] {
  const items = listItems(value);
  if (editor.max !== undefined && items.length >= editor.max) return items;
  const index = at === undefined ? items.length : Math.max(0, Math.min(at, items.length));
  return [...items.slice(0, index), newListItem(editor, items), ...items.slice(index)];
}

/** The list without the item at `index`. */
export function removeListItem(value: unknown, index: number): ListItem[] {
  return listItems(value).filter((_, i) => i !== index);
}

/** The list with the item at `from` moved to `to` (clamped); unchanged for a bad `from`. */
export function moveListItem(value: unknown, from: number, to: number): ListItem[] {
  const items = listItems(value);
  if (from < 0 || from >= items.length) return items;
  const target = Math.max(0, Math.min(to, items.length - 1));
  const [moved] = items.splice(from, 1);
  items.splice(target, 0, moved!);
  return items;
}

/** The list with one item's field set (`undefined` removes the key). */
export function setListItemValue(
  value: unknown,
  index: number,
  key: string,
  next: unknown,
): ListItem[] {
  return listItems(value).map((item, i) => {
    if (i !== index) return item;
    const copy = { ...item };
    if (next === undefined) delete copy[key];
    else copy[key] = next;
    return copy;
  });
}

/** The row title of an item: its title key's text, else `{itemName} {n}`. */
export function listItemTitle(editor: ListEditor, item: ListItem, index: number): string {
  const title = editor.titleKey ? item[editor.titleKey] : undefined;
  return typeof title === 'string' && title.trim() !== ''
    ? title
    : `${editor.itemName} ${index + 1}`;
}

function isEmpty(value: unknown): boolean {
  return (
    value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
  );
}

/** The error of one item field's value, or null. */
export function checkItemField(field: ListItemField, value: unknown): string | null {
  if (field.required && isEmpty(value)) return `${field.label}不能为空`;
  if (field.editor.kind === 'list') {
    const nested = checkList(field.editor, value);
    if (nested) return `${field.label}：${nested}`;
  }
  return field.check?.(value) ?? null;
}

/**
 * What is wrong with a list value against its declaration, or null: not a list, too many items,
 * an item that is not an object, a field's error (`第 2 项：菜单名称不能为空`).
 */
export function checkList(editor: ListEditor, value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (!Array.isArray(value)) return `应为${editor.itemName}的列表`;
  if (editor.max !== undefined && value.length > editor.max) {
    return `${editor.itemName}最多 ${editor.max} 项`;
  }
  for (const [index, item] of value.entries()) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return `第 ${index + 1} 项不是${editor.itemName}`;
    }
    for (const field of editor.fields) {
      const message = checkItemField(field, (item as ListItem)[field.key]);
      if (message) return `第 ${index + 1} 项：${message}`;
    }
  }
  return null;
}
