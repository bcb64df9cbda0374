import * as Y from 'yjs';
import { isLayoutRegionId, type GridBreakpoint, type GridLayoutBox } from '@tessera/protocol';
import { CONTROL_DEFAULTS, FIRST_PASTE_STEP, NEW_BOX, PASTE_OFFSET } from './constants.js';
import { controlType } from './controlTypes.js';
import { DesignerError } from './DesignerError.js';
import { READ_ONLY_MESSAGE } from './constants.js';
import { markDeletion } from './remoteDeletions.js';
import {
  copyJson,
  isPlainObject,
  listOf,
  pageParts,
  readControl,
  slotChildren,
  subtreeIds,
  toShared,
  writeControl,
  type ControlJson,
  type ControlPlace,
  type PageParts,
} from './pageDocument.js';

/** What {@link PageCommands.addControl} makes. */
export interface NewControl {
  /** The widget type (spec 1 §3 Control typeName). */
  typeName: string;
  /** Where it goes; default the page's own grid. */
  place?: ControlPlace;
  /** Its box; default at 0,0, one cell, z-index 1 (spec 1 §9). */
  layout?: Partial<GridLayoutBox>;
  /** Its first props (the type's defaults). */
  props?: Record<string, unknown>;
}

/**
 * The named commands of a page document. Each is one transaction of the designer's origin (one
 * undo step, one update to send); each checks its input before it writes, so a refused command
 * (a `DesignerError`) leaves the document as it was.
 */
export interface PageCommands {
  /** Adds a control and answers its id. */
  addControl(control: NewControl): string;
  /** Replaces a whole field of a control (`undefined` removes it). */
  setField(id: string, field: string, value: unknown): void;
  /**
   * Sets one value inside a control: `['props', 'title']` sets the title key of `props`, a longer
   * path goes deeper into that key's value; `undefined` removes the key.
   */
  setProperty(id: string, path: readonly [string, string, ...string[]], value: unknown): void;
  /** Moves or resizes a control: merged into `layout`, or into `layouts[breakpoint]`. */
  setLayout(id: string, box: Partial<GridLayoutBox>, breakpoint?: GridBreakpoint): void;
  /** Moves a control (with everything inside it) to a place, at `index` there (default last). */
  moveControl(id: string, place: ControlPlace, index?: number): void;
  /** Removes controls and everything inside them. */
  deleteControls(ids: readonly string[]): void;
  /**
   * Adds copies of copied controls (from {@link copyControls}) with new ids, each box moved by
   * {@link PASTE_OFFSET} × `step` grid units right and down (spec 1 §9); answers the new ids.
   */
  pasteControls(copied: readonly ControlJson[], options?: PasteOptions): string[];
  /** Pastes copies of controls beside the originals (step 1); answers the new ids. */
  duplicateControls(ids: readonly string[]): string[];
  /** Sets one of the page's own settings (`undefined` removes it). */
  setPageSetting(key: string, value: unknown): void;
  /** Adds a data source, or replaces the one with its `dsId`. */
  putDataSource(source: { dsId: string; [field: string]: unknown }): void;
  /** Removes a data source. */
  removeDataSource(dsId: string): void;
  /** Lines controls up on the edge (or centre) of the first one's box. */
  alignControls(ids: readonly string[], edge: AlignEdge, breakpoint?: GridBreakpoint): void;
  /** Spaces three or more controls evenly between the outermost two (grid units, rounded). */
  distributeControls(
    ids: readonly string[],
    axis: 'horizontal' | 'vertical',
    breakpoint?: GridBreakpoint,
  ): void;
  /** Moves controls by whole grid units (the arrow keys), never past 0. */
  nudgeControls(ids: readonly string[], dx: number, dy: number, breakpoint?: GridBreakpoint): void;
  /** Raises each control's z-index by one. */
  bringForward(ids: readonly string[]): void;
  /** Lowers each control's z-index by one, not below 1. */
  sendBackward(ids: readonly string[]): void;
  /** Puts controls above every other control of their grid. */
  bringToFront(ids: readonly string[]): void;
  /** Puts controls below every other control of their grid (z-index 1, the others raised). */
  sendToBack(ids: readonly string[]): void;
  /** Locks controls (`layout.static`: the canvas neither drags nor resizes them) or unlocks them. */
  setLocked(ids: readonly string[], locked: boolean): void;
}

/** The edge {@link PageCommands.alignControls} lines controls up on. */
export type AlignEdge = 'left' | 'right' | 'top' | 'bottom' | 'hcenter' | 'vcenter';

type Box = { x: number; y: number; w: number; h: number };

/** Where and how far a paste goes. */
export interface PasteOptions {
  /** Default the page's own grid. */
  place?: ControlPlace;
  /** The paste's number for this clipboard (1, 2, …): the offset grows with it. */
  step?: number;
}

/** Who writes and how new ids are made. */
export interface PageCommandOptions {
  /** The transaction origin of this designer's commands (its history tracks only these). */
  origin: unknown;
  /** Makes a new control id (default `crypto.randomUUID()`). */
  newId?: () => string;
  /**
   * Whether the designer may only read the page now (README "Co-editing": a read-only
   * designer): every command is refused ({@link READ_ONLY_MESSAGE}) and nothing is written.
   */
  readOnly?: () => boolean;
}

/**
 * A copy of controls with everything inside them, as page JSON: what the clipboard holds. The
 * controls of a flat container come after it, each naming its parent by `parentId`.
 */
export function copyControls(doc: Y.Doc, ids: readonly string[]): ControlJson[] {
  const parts = pageParts(doc);
  const copied: ControlJson[] = [];
  const taken = new Set<string>();
  for (const id of ids) {
    subtreeIds(parts, id).forEach((member, position) => {
      // A control inside a slot is copied within the JSON of the control that holds it.
      const inSlot = listOf(parts, member)?.list !== parts.roots;
      if (taken.has(member) || (position > 0 && inSlot)) return;
      taken.add(member);
      copied.push(readControl(parts, member));
    });
  }
  return copied;
}

/** The commands of one designer on one page document. */
export function pageCommands(doc: Y.Doc, options: PageCommandOptions): PageCommands {
  const parts = pageParts(doc);
  const newId = options.newId ?? (() => globalThis.crypto.randomUUID());
  const transact = (change: () => void) => {
    if (options.readOnly?.()) throw new DesignerError(READ_ONLY_MESSAGE);
    doc.transact(change, options.origin);
  };

  const controlOf = (id: string): Y.Map<unknown> => {
    const control = parts.controls.get(id);
    if (!control) throw new DesignerError(`There is no control ${id} on the page.`);
    return control;
  };

  /**
   * The list a place puts controls in: checked before anything is written, got (a slot's list
   * made when it has none yet) inside the command's transaction.
   */
  const listFor = (place: ControlPlace): (() => Y.Array<string>) => {
    // A layout region (header, aside, footer) holds its controls like a flat container.
    if (place.parent !== null && !isLayoutRegionId(place.parent)) controlOf(place.parent);
    if (place.slot === undefined) return () => parts.roots;
    const { parent, slot } = place;
    const slots = parts.controls.get(parent)?.get('slots');
    if (!(slots instanceof Y.Array) || !(slots.get(slot) instanceof Y.Map)) {
      throw new DesignerError(`The control ${parent} has no slot ${slot}.`);
    }
    return () => slotChildren(parts, parent, slot)!;
  };

  /** Refuses a type the container at `place` does not take (add, move and paste alike). */
  const checkAccepts = (place: ControlPlace, typeName: string) => {
    if (place.parent === null) return;
    const parentType = String(parts.controls.get(place.parent)?.get('typeName') ?? '');
    const container = controlType(parentType)?.container;
    if (container?.accepts && !container.accepts(typeName)) {
      throw new DesignerError(container.refuseMessage ?? `${parentType} 不能放入 ${typeName}`);
    }
  };

  const insertAt = (list: Y.Array<string>, ids: string[], index?: number) => {
    const at = index === undefined ? list.length : Math.max(0, Math.min(index, list.length));
    list.insert(at, ids);
  };

  const pasteControls = (copied: readonly ControlJson[], paste: PasteOptions = {}): string[] => {
    const place = paste.place ?? { parent: null };
    const step = paste.step ?? FIRST_PASTE_STEP;
    const offset = PASTE_OFFSET * step;
    // New ids for every copied control, also the ones inside slots.
    const renamed = new Map<string, string>();
    const collect = (control: ControlJson) => {
      renamed.set(control.id, newId());
      for (const child of slotControls(control)) collect(child);
    };
    copied.forEach(collect);
    const topLevel = copied.filter(
      (control) => typeof control.parentId !== 'string' || !renamed.has(control.parentId),
    );
    const list = listFor(place);
    for (const control of copied) checkControlJson(control);
    for (const control of topLevel) checkAccepts(place, control.typeName);
    const copies = copied.map((control) => {
      const copy = renameControl(control, renamed);
      if (topLevel.includes(control)) {
        copy.parentId = place.parent;
        copy.layout = offsetBox(copy.layout, offset);
      }
      return copy;
    });
    transact(() => {
      const flat: string[] = [];
      const inSlot: string[] = [];
      for (const copy of copies) {
        writeControl(parts, copy);
        if (place.slot !== undefined && copy.parentId === place.parent) inSlot.push(copy.id);
        else flat.push(copy.id);
      }
      insertAt(parts.roots, flat);
      if (inSlot.length > 0) insertAt(list(), inSlot);
    });
    return topLevel.map((control) => renamed.get(control.id)!);
  };

  /** The box a control has at a breakpoint (its own there, else its base layout). */
  const boxOf = (id: string, breakpoint?: GridBreakpoint): Box => {
    const control = readControl(parts, id);
    const base = (isPlainObject(control.layout) ? control.layout : {}) as Partial<Box>;
    const layouts = (isPlainObject(control.layouts) ? control.layouts : {}) as Record<
      string,
      Partial<Box>
    >;
    const own = breakpoint ? layouts[breakpoint] : undefined;
    const box = { ...base, ...own };
    return { x: box.x ?? 0, y: box.y ?? 0, w: box.w ?? 1, h: box.h ?? 1 };
  };
  /** Writes boxes (merged into the control's box at the breakpoint) inside the current transaction. */
  const writeBoxes = (
    boxes: ReadonlyMap<string, Partial<GridLayoutBox>>,
    breakpoint?: GridBreakpoint,
  ) => {
    for (const [id, box] of boxes) {
      const control = controlOf(id);
      const field = breakpoint === undefined ? 'layout' : 'layouts';
      let map = control.get(field);
      if (!(map instanceof Y.Map)) {
        map = toShared(isPlainObject(map) ? map : {});
        control.set(field, map);
      }
      const target = map as Y.Map<unknown>;
      if (breakpoint === undefined)
        for (const [key, value] of Object.entries(box)) target.set(key, value);
      else {
        const own = target.get(breakpoint);
        target.set(breakpoint, {
          ...boxOf(id, breakpoint),
          ...(isPlainObject(own) ? own : {}),
          ...box,
        });
      }
    }
  };
  const zOf = (id: string): number => {
    const layout = readControl(parts, id).layout;
    const z = isPlainObject(layout) ? layout.zIndex : undefined;
    return typeof z === 'number' ? z : CONTROL_DEFAULTS.zIndex;
  };
  const checkIds = (ids: readonly string[], least = 1) => {
    if (ids.length < least)
      throw new DesignerError(`This command needs at least ${least} controls.`);
    for (const id of ids) controlOf(id);
  };
  const siblingsOf = (id: string): string[] => {
    const parent = readControl(parts, id).parentId ?? null;
    return [...parts.controls.keys()].filter(
      (other) => (readControl(parts, other).parentId ?? null) === parent,
    );
  };
  const setZ = (z: ReadonlyMap<string, number>) =>
    writeBoxes(new Map([...z].map(([id, zIndex]) => [id, { zIndex }])));

  return {
    alignControls(ids, edge, breakpoint) {
      checkIds(ids, 2);
      const boxes = ids.map((id) => boxOf(id, breakpoint));
      const first = boxes[0]!;
      const next = new Map<string, Partial<Box>>();
      ids.forEach((id, i) => {
        const box = boxes[i]!;
        if (edge === 'left') next.set(id, { x: first.x });
        if (edge === 'right') next.set(id, { x: Math.max(0, first.x + first.w - box.w) });
        if (edge === 'top') next.set(id, { y: first.y });
        if (edge === 'bottom') next.set(id, { y: Math.max(0, first.y + first.h - box.h) });
        if (edge === 'hcenter')
          next.set(id, { x: Math.max(0, Math.round(first.x + (first.w - box.w) / 2)) });
        if (edge === 'vcenter')
          next.set(id, { y: Math.max(0, Math.round(first.y + (first.h - box.h) / 2)) });
      });
      transact(() => writeBoxes(next, breakpoint));
    },

    distributeControls(ids, axis, breakpoint) {
      checkIds(ids, 3);
      const key = axis === 'horizontal' ? 'x' : 'y';
      const size = axis === 'horizontal' ? 'w' : 'h';
      const sorted = ids
        .map((id) => ({ id, box: boxOf(id, breakpoint) }))
        .sort((a, b) => a.box[key] - b.box[key]);
      const first = sorted[0]!.box;
      const last = sorted[sorted.length - 1]!.box;
      const total = sorted.reduce((sum, each) => sum + each.box[size], 0);
      const gap = (last[key] + last[size] - first[key] - total) / (sorted.length - 1);
      const next = new Map<string, Partial<Box>>();
      let at = first[key];
      for (const each of sorted) {
        next.set(each.id, { [key]: Math.max(0, Math.round(at)) });
        at += each.box[size] + gap;
      }
      transact(() => writeBoxes(next, breakpoint));
    },

    nudgeControls(ids, dx, dy, breakpoint) {
      checkIds(ids);
      const next = new Map<string, Partial<Box>>();
      for (const id of ids) {
        const box = boxOf(id, breakpoint);
        next.set(id, { x: Math.max(0, box.x + dx), y: Math.max(0, box.y + dy) });
      }
      transact(() => writeBoxes(next, breakpoint));
    },

    bringForward(ids) {
      checkIds(ids);
      transact(() => setZ(new Map(ids.map((id) => [id, zOf(id) + 1]))));
    },

    sendBackward(ids) {
      checkIds(ids);
      transact(() =>
        setZ(new Map(ids.map((id) => [id, Math.max(CONTROL_DEFAULTS.zIndex, zOf(id) - 1)]))),
      );
    },

    bringToFront(ids) {
      checkIds(ids);
      const top = Math.max(...ids.flatMap((id) => siblingsOf(id)).map(zOf));
      transact(() => setZ(new Map(ids.map((id, i) => [id, top + 1 + i]))));
    },

    sendToBack(ids) {
      checkIds(ids);
      const chosen = new Set(ids);
      const others = [...new Set(ids.flatMap((id) => siblingsOf(id)))].filter(
        (id) => !chosen.has(id),
      );
      const z = new Map<string, number>();
      ids.forEach((id) => z.set(id, CONTROL_DEFAULTS.zIndex));
      for (const id of others) z.set(id, zOf(id) + 1);
      transact(() => setZ(z));
    },

    setLocked(ids, locked) {
      checkIds(ids);
      transact(() => writeBoxes(new Map(ids.map((id) => [id, { static: locked }]))));
    },

    addControl(control) {
      const place = control.place ?? { parent: null };
      const list = listFor(place);
      checkAccepts(place, control.typeName);
      const declared = controlType(control.typeName);
      const id = newId();
      transact(() => {
        writeControl(parts, {
          id,
          parentId: place.parent,
          typeName: control.typeName,
          layout: {
            ...NEW_BOX,
            ...declared?.size,
            zIndex: CONTROL_DEFAULTS.zIndex,
            ...control.layout,
          },
          props: copyJson({ ...declared?.props, ...control.props }),
        });
        list().push([id]);
      });
      return id;
    },

    setField(id, field, value) {
      if (field === 'id' || field === 'slots') {
        throw new DesignerError(`The ${field} of a control is not set as a field.`);
      }
      const control = controlOf(id);
      transact(() => {
        if (value === undefined) control.delete(field);
        else control.set(field, toShared(value));
      });
    },

    setProperty(id, path, value) {
      const [field, key, ...rest] = path;
      if (field === 'id' || field === 'slots') {
        throw new DesignerError(`The ${field} of a control is not set as a property.`);
      }
      const control = controlOf(id);
      transact(() => {
        let target = control.get(field);
        if (!(target instanceof Y.Map)) {
          target = toShared(isPlainObject(target) ? target : {});
          control.set(field, target);
        }
        const map = target as Y.Map<unknown>;
        const next = rest.length === 0 ? copyJson(value) : setIn(map.get(key), rest, value);
        if (next === undefined) map.delete(key);
        else map.set(key, next);
      });
    },

    setLayout(id, box, breakpoint) {
      const control = controlOf(id);
      transact(() => {
        if (breakpoint === undefined) {
          let layout = control.get('layout');
          if (!(layout instanceof Y.Map)) {
            layout = toShared(isPlainObject(layout) ? layout : {});
            control.set('layout', layout);
          }
          for (const [key, value] of Object.entries(box))
            (layout as Y.Map<unknown>).set(key, value);
          return;
        }
        let layouts = control.get('layouts');
        if (!(layouts instanceof Y.Map)) {
          layouts = toShared(isPlainObject(layouts) ? layouts : {});
          control.set('layouts', layouts);
        }
        const own = (layouts as Y.Map<unknown>).get(breakpoint);
        (layouts as Y.Map<unknown>).set(breakpoint, { ...(isPlainObject(own) ? own : {}), ...box });
      });
    },

    moveControl(id, place, index) {
      const control = controlOf(id);
      if (place.parent !== null && subtreeIds(parts, id).includes(place.parent)) {
        throw new DesignerError('A control cannot go inside itself.');
      }
      const target = listFor(place);
      checkAccepts(place, String(control.get('typeName') ?? ''));
      const current = listOf(parts, id);
      transact(() => {
        if (current) current.list.delete(current.index, 1);
        insertAt(target(), [id], index);
        control.set('parentId', place.parent);
      });
    },

    deleteControls(ids) {
      for (const id of ids) controlOf(id);
      transact(() => {
        const deleted: string[] = [];
        for (const id of ids) {
          for (const member of subtreeIds(parts, id)) {
            const current = listOf(parts, member);
            if (current) current.list.delete(current.index, 1);
            parts.controls.delete(member);
            deleted.push(member);
          }
        }
        // Co-editing: a colleague editing one of them is told who deleted it (README).
        markDeletion(doc, deleted);
      });
    },

    pasteControls,

    duplicateControls(ids) {
      for (const id of ids) controlOf(id);
      const original = listOf(parts, ids[0] ?? '');
      const parent = ids[0] === undefined ? null : parts.controls.get(ids[0])?.get('parentId');
      const place: ControlPlace =
        original && original.list !== parts.roots
          ? slotPlaceOf(parts, ids[0]!)
          : { parent: typeof parent === 'string' ? parent : null };
      return pasteControls(copyControls(doc, ids), { place, step: FIRST_PASTE_STEP });
    },

    setPageSetting(key, value) {
      if (key === 'controls') throw new DesignerError('The controls are changed by commands.');
      transact(() => {
        if (value === undefined) parts.settings.delete(key);
        else parts.settings.set(key, copyJson(value));
      });
    },

    putDataSource(source) {
      const index = dataSourceIndex(parts, source.dsId);
      transact(() => {
        if (index >= 0) parts.dataSources.delete(index, 1);
        parts.dataSources.insert(index >= 0 ? index : parts.dataSources.length, [copyJson(source)]);
      });
    },

    removeDataSource(dsId) {
      const index = dataSourceIndex(parts, dsId);
      if (index < 0) throw new DesignerError(`There is no data source ${dsId} on the page.`);
      transact(() => parts.dataSources.delete(index, 1));
    },
  };
}

/** Refuses clipboard content that is not controls (an id and a typeName), slots included. */
function checkControlJson(control: unknown): void {
  if (
    !isPlainObject(control) ||
    typeof control.id !== 'string' ||
    typeof control.typeName !== 'string'
  ) {
    throw new DesignerError('Only controls can be pasted.');
  }
  for (const child of slotControls(control as ControlJson)) checkControlJson(child);
}

function dataSourceIndex(parts: PageParts, dsId: string): number {
  return parts.dataSources
    .toArray()
    .findIndex((source) => isPlainObject(source) && source.dsId === dsId);
}

/** The slot place of a control that sits in a slot. */
function slotPlaceOf(parts: PageParts, id: string): ControlPlace {
  for (const [owner, map] of parts.controls.entries()) {
    const slots = map.get('slots');
    if (!(slots instanceof Y.Array)) continue;
    for (let slot = 0; slot < slots.length; slot += 1) {
      const entry: unknown = slots.get(slot);
      const children = entry instanceof Y.Map ? entry.get('smartViewDatas') : undefined;
      if (children instanceof Y.Array && (children.toArray() as string[]).includes(id)) {
        return { parent: owner, slot };
      }
    }
  }
  return { parent: null };
}

/** The controls a copied control's slots hold. */
function slotControls(control: ControlJson): ControlJson[] {
  if (!Array.isArray(control.slots)) return [];
  return control.slots.flatMap((slot: unknown) =>
    isPlainObject(slot) && Array.isArray(slot.smartViewDatas)
      ? (slot.smartViewDatas as ControlJson[])
      : [],
  );
}

/** A copy of a control with new ids for it and every control inside it. */
function renameControl(control: ControlJson, renamed: ReadonlyMap<string, string>): ControlJson {
  const copy = copyJson(control);
  copy.id = renamed.get(control.id) ?? control.id;
  if (typeof copy.parentId === 'string' && renamed.has(copy.parentId)) {
    copy.parentId = renamed.get(copy.parentId);
  }
  if (Array.isArray(copy.slots)) {
    copy.slots = copy.slots.map((slot: unknown) =>
      isPlainObject(slot) && Array.isArray(slot.smartViewDatas)
        ? {
            ...slot,
            smartViewDatas: (slot.smartViewDatas as ControlJson[]).map((child) =>
              renameControl(child, renamed),
            ),
          }
        : slot,
    );
  }
  return copy;
}

function offsetBox(layout: unknown, offset: number): Record<string, unknown> {
  const box = isPlainObject(layout) ? { ...layout } : { ...NEW_BOX };
  box.x = (typeof box.x === 'number' ? box.x : 0) + offset;
  box.y = (typeof box.y === 'number' ? box.y : 0) + offset;
  return box;
}

/** `value` with `path` inside it set to `next` (a copy; `undefined` removes the key). */
function setIn(value: unknown, path: readonly string[], next: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return copyJson(next);
  if (Array.isArray(value) && /^\d+$/.test(key)) {
    const copy = [...value];
    copy[Number(key)] = setIn(copy[Number(key)], rest, next);
    return copy;
  }
  const copy: Record<string, unknown> = isPlainObject(value) ? { ...value } : {};
  const inner = setIn(copy[key], rest, next);
  if (inner === undefined) delete copy[key];
  else copy[key] = inner;
  return copy;
}
