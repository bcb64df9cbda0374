import * as Y from 'yjs';
import { DesignerError } from './DesignerError.js';

/** A control as the page JSON holds it (spec 1 §3 Control): every field kept, known or not. */
export interface ControlJson {
  id: string;
  typeName: string;
  [field: string]: unknown;
}

/** The page JSON a designer edits and saves (spec 1 §7 SavePage: `data` and `dataSource`). */
export interface PageJson {
  /** The page structure: its controls in order, and the page's own settings beside them. */
  pageData: { controls: ControlJson[]; [setting: string]: unknown };
  /** The page's data sources (spec 1 §3 Data source), in order. */
  pageDataSource: unknown[];
}

/** The shared types of a page document (one `Y.Doc` per page, and one per master page). */
export interface PageParts {
  /** The page's settings: every key of `pageData` but `controls`. */
  settings: Y.Map<unknown>;
  /** Every control by id: a map of its fields (see {@link createPageDocument}). */
  controls: Y.Map<Y.Map<unknown>>;
  /** The ids of the page's top-level controls, in order (`pageData.controls`). */
  roots: Y.Array<string>;
  /** The data sources, each a plain value, in order. */
  dataSources: Y.Array<unknown>;
}

/**
 * Where a control sits. On the page's flat list with a `parentId` (the page's own grid when
 * null, else the grid of that container: how the runtime nests controls), or in a slot of a
 * container (`slots[slot].smartViewDatas`, spec 1 §3 Control slots).
 */
export type ControlPlace =
  { parent: string | null; slot?: undefined } | { parent: string; slot: number };

/** The key of a slot's children in the page JSON (spec 1 §3 Control slots). */
const SLOT_CHILDREN = 'smartViewDatas';

/** The parts of a page document. */
export function pageParts(doc: Y.Doc): PageParts {
  return {
    settings: doc.getMap('settings'),
    controls: doc.getMap('controls'),
    roots: doc.getArray('roots'),
    dataSources: doc.getArray('dataSources'),
  };
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isControlJson(value: unknown): value is ControlJson {
  return isPlainObject(value) && typeof value.id === 'string' && typeof value.typeName === 'string';
}

/** A copy of a JSON value: what goes into the document is never shared with the caller. */
export function copyJson<T>(value: T): T {
  return value === undefined ? value : structuredClone(value);
}

/**
 * Writes one control (and, through its slots, the controls it holds) into `controls`. A field
 * whose value is an object becomes a map of its keys, so that two edits of different keys of
 * `props` (or `layout`, `cssData`, …) never overwrite each other; any other value is kept whole.
 */
export function writeControl(parts: PageParts, control: ControlJson): void {
  if (parts.controls.has(control.id)) {
    throw new DesignerError(`A control with the id ${control.id} is already on the page.`);
  }
  const map = new Y.Map<unknown>();
  parts.controls.set(control.id, map);
  for (const [field, value] of Object.entries(control)) {
    if (field === 'slots' && Array.isArray(value)) {
      map.set('slots', writeSlots(parts, control.id, value));
    } else {
      map.set(field, toShared(value));
    }
  }
}

function writeSlots(parts: PageParts, owner: string, slots: unknown[]): Y.Array<unknown> {
  const array = new Y.Array<unknown>();
  array.push(
    slots.map((slot) => {
      if (!isPlainObject(slot)) return copyJson(slot);
      const map = new Y.Map<unknown>();
      for (const [key, value] of Object.entries(slot)) {
        if (key === SLOT_CHILDREN && Array.isArray(value)) {
          const children = value.map((child) => {
            if (!isControlJson(child)) {
              throw new DesignerError(
                `A slot of ${owner} holds an entry that is not a control (an id and a typeName).`,
              );
            }
            writeControl(parts, child);
            return child.id;
          });
          map.set(SLOT_CHILDREN, Y.Array.from(children));
        } else {
          map.set(key, copyJson(value));
        }
      }
      return map;
    }),
  );
  return array;
}

/** A control field as the document stores it: objects as maps of their keys. */
export function toShared(value: unknown): unknown {
  if (!isPlainObject(value)) return copyJson(value);
  const map = new Y.Map<unknown>();
  for (const [key, inner] of Object.entries(value)) map.set(key, copyJson(inner));
  return map;
}

/** A stored field back as plain JSON. */
function fromShared(value: unknown): unknown {
  return value instanceof Y.Map ? (value.toJSON() as unknown) : copyJson(value);
}

/**
 * Makes the page document of a page JSON (spec 1 §3 Page: `pageData`, `pageDataSource`), in one
 * transaction of `origin` (not the designer's own: loading is never undone). Refuses a page
 * whose controls are not all controls with an id of their own.
 */
export function createPageDocument(json: PageJson, origin: unknown = 'load'): Y.Doc {
  const doc = new Y.Doc();
  const parts = pageParts(doc);
  doc.transact(() => {
    const { controls, ...settings } = json.pageData;
    for (const [key, value] of Object.entries(settings)) parts.settings.set(key, copyJson(value));
    if (!Array.isArray(controls)) throw new DesignerError('The page has no controls list.');
    for (const control of controls) {
      if (!isControlJson(control)) {
        throw new DesignerError(
          'The page holds an entry that is not a control (an id and a typeName).',
        );
      }
      writeControl(parts, control);
    }
    parts.roots.push(controls.map((control) => control.id));
    parts.dataSources.push(json.pageDataSource.map((source) => copyJson(source)));
  }, origin);
  return doc;
}

/** One control as page JSON, with the controls its slots hold. */
export function readControl(parts: PageParts, id: string): ControlJson {
  if (!parts.controls.has(id)) throw new DesignerError(`There is no control ${id} on the page.`);
  return readControlOnce(parts, id, new Set());
}

/**
 * The controls of a list of ids, each once. Co-editing (README "Co-editing") can leave a list
 * naming a control a colleague deleted while it was moved (the delete wins: it is skipped), or
 * naming one control twice after two designers moved it at once (the first place wins). Every
 * side holds the same Yjs state, so every side reads the same page.
 */
function readList(parts: PageParts, ids: readonly string[], seen: Set<string>): ControlJson[] {
  const controls: ControlJson[] = [];
  for (const id of ids) {
    if (seen.has(id) || !parts.controls.has(id)) continue;
    controls.push(readControlOnce(parts, id, seen));
  }
  return controls;
}

function readControlOnce(parts: PageParts, id: string, seen: Set<string>): ControlJson {
  seen.add(id);
  const map = parts.controls.get(id)!;
  const control: Record<string, unknown> = {};
  for (const [field, value] of map.entries()) {
    control[field] =
      field === 'slots' && value instanceof Y.Array
        ? readSlots(parts, value, seen)
        : fromShared(value);
  }
  return control as ControlJson;
}

function readSlots(parts: PageParts, slots: Y.Array<unknown>, seen: Set<string>): unknown[] {
  return slots.map((slot) => {
    if (!(slot instanceof Y.Map)) return copyJson(slot);
    const out: Record<string, unknown> = {};
    for (const [key, value] of slot.entries()) {
      out[key] =
        key === SLOT_CHILDREN && value instanceof Y.Array
          ? readList(parts, value.toArray() as string[], seen)
          : copyJson(value);
    }
    return out;
  });
}

/** The page JSON of a page document: what SavePage sends (spec 1 §7). */
export function readPageJson(doc: Y.Doc): PageJson {
  const parts = pageParts(doc);
  const settings: Record<string, unknown> = {};
  for (const [key, value] of parts.settings.entries()) settings[key] = copyJson(value);
  return {
    pageData: { ...settings, controls: readList(parts, parts.roots.toArray(), new Set()) },
    pageDataSource: parts.dataSources.map((source) => copyJson(source)),
  };
}

/** The ids of a slot's children, or undefined when `parent` has no such slot. */
export function slotChildren(
  parts: PageParts,
  parent: string,
  slot: number,
): Y.Array<string> | undefined {
  const slots = parts.controls.get(parent)?.get('slots');
  if (!(slots instanceof Y.Array)) return undefined;
  const entry: unknown = slots.get(slot);
  if (!(entry instanceof Y.Map)) return undefined;
  let children = entry.get(SLOT_CHILDREN);
  if (!(children instanceof Y.Array)) {
    children = new Y.Array<string>();
    entry.set(SLOT_CHILDREN, children);
  }
  return children as Y.Array<string>;
}

/** The list a control is in (the page's flat list, or a slot's children) and its index there. */
export function listOf(
  parts: PageParts,
  id: string,
): { list: Y.Array<string>; index: number } | undefined {
  const rootIndex = parts.roots.toArray().indexOf(id);
  if (rootIndex >= 0) return { list: parts.roots, index: rootIndex };
  for (const map of parts.controls.values()) {
    const slots = map.get('slots');
    if (!(slots instanceof Y.Array)) continue;
    for (const entry of slots.toArray()) {
      if (!(entry instanceof Y.Map)) continue;
      const children = entry.get(SLOT_CHILDREN);
      if (!(children instanceof Y.Array)) continue;
      const index = (children.toArray() as string[]).indexOf(id);
      if (index >= 0) return { list: children as Y.Array<string>, index };
    }
  }
  return undefined;
}

/**
 * A control and every control inside it (its slots' controls and the controls whose
 * `parentId` names it, and theirs), the control first; each once, whatever the ids say.
 */
export function subtreeIds(parts: PageParts, id: string): string[] {
  const ids: string[] = [];
  const seen = new Set<string>();
  const visit = (current: string) => {
    if (seen.has(current) || !parts.controls.has(current)) return;
    seen.add(current);
    ids.push(current);
    const slots = parts.controls.get(current)?.get('slots');
    if (slots instanceof Y.Array) {
      for (const entry of slots.toArray()) {
        const children = entry instanceof Y.Map ? entry.get(SLOT_CHILDREN) : undefined;
        if (children instanceof Y.Array)
          for (const child of children.toArray() as string[]) visit(child);
      }
    }
    for (const [child, map] of parts.controls.entries()) {
      if (map.get('parentId') === current) visit(child);
    }
  };
  visit(id);
  return ids;
}
