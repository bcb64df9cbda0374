import { readPageJson, type ControlJson, type PageJson } from '@tessera/designer';
import type * as Y from 'yjs';
import { stableText } from './stableText.js';

/**
 * A read view of the page document for the canvas, the outline and the property panel: the
 * page JSON read once per change, each control's JSON kept as the same object until that
 * control changed, and each parent's list of children kept until one of them moved, came or
 * went. Listeners of one control hear only that control's changes, so editing one property
 * re-renders one cell (README "Rendering"). The rest of the page is shared the same way: each
 * page setting (`pageData[key]`), the data sources and the list of every control stay the same
 * objects until they change, so a panel reading them (the page panel, the outline) does not
 * re-render for a colleague's edit of one control's label.
 */
export function createDocumentView() {
  let json: PageJson = { pageData: { controls: [] }, pageDataSource: [] };
  let text = stableText(json);
  let sourcesText = '[]';
  let controls = new Map<string, ControlJson>();
  let texts = new Map<string, string>();
  let children = new Map<string | null, ControlJson[]>();
  /** Each page setting's text, and the data sources' (for the structural sharing above). */
  let settingTexts = new Map<string, string>();
  let dataSourceText = '[]';
  const controlListeners = new Map<string, Set<() => void>>();
  const structureListeners = new Set<() => void>();

  const boxKey = (control: ControlJson) =>
    JSON.stringify([control.id, control.typeName, control.layout, control.layouts]);
  const parentOf = (control: ControlJson) =>
    (control.parentId as string | null | undefined) ?? null;

  function refresh(doc: Y.Doc): void {
    const read = readPageJson(doc);
    text = stableText(read);
    const nextControls = new Map<string, ControlJson>();
    const nextTexts = new Map<string, string>();
    const changed: string[] = [];
    for (const control of read.pageData.controls) {
      const controlText = JSON.stringify(control);
      const same = texts.get(control.id) === controlText;
      nextControls.set(control.id, same ? controls.get(control.id)! : control);
      nextTexts.set(control.id, controlText);
      if (!same) changed.push(control.id);
    }
    for (const id of controls.keys()) if (!nextControls.has(id)) changed.push(id);
    const nextChildren = new Map<string | null, ControlJson[]>();
    for (const control of nextControls.values()) {
      const parent = parentOf(control);
      const list = nextChildren.get(parent) ?? [];
      list.push(control);
      nextChildren.set(parent, list);
    }
    let structureChanged = nextChildren.size !== children.size;
    // A grid's list stays the same array while its controls' ids and boxes are: editing a
    // property re-renders that control's cell, not the grid around 300 of them.
    for (const [parent, list] of nextChildren) {
      const before = children.get(parent);
      const sameBoxes =
        before?.length === list.length &&
        before.every((c, i) => c === list[i] || boxKey(c) === boxKey(list[i]!));
      if (sameBoxes) nextChildren.set(parent, before);
      else structureChanged = true;
    }
    // The page's own settings and its data sources are read through the structure too; each
    // keeps its object while its text is the same.
    const allBefore = json.pageData.controls;
    const all = [...nextControls.values()];
    const sameAll = allBefore.length === all.length && allBefore.every((c, i) => c === all[i]);
    const nextSettingTexts = new Map<string, string>();
    const pageData = {} as PageJson['pageData'];
    for (const [key, value] of Object.entries(read.pageData)) {
      if (key === 'controls') {
        pageData.controls = sameAll ? allBefore : all;
        continue;
      }
      const valueText = JSON.stringify(value);
      nextSettingTexts.set(key, valueText);
      pageData[key] = settingTexts.get(key) === valueText ? json.pageData[key] : value;
    }
    const nextDataSourceText = JSON.stringify(read.pageDataSource);
    const pageDataSource =
      nextDataSourceText === dataSourceText ? json.pageDataSource : read.pageDataSource;
    const nextSourcesText = JSON.stringify([[...nextSettingTexts], nextDataSourceText]);
    if (nextSourcesText !== sourcesText) structureChanged = true;
    sourcesText = nextSourcesText;
    settingTexts = nextSettingTexts;
    dataSourceText = nextDataSourceText;
    json = { pageData, pageDataSource };
    controls = nextControls;
    texts = nextTexts;
    children = nextChildren;
    for (const id of changed) for (const listener of controlListeners.get(id) ?? []) listener();
    if (structureChanged || changed.length) for (const listener of structureListeners) listener();
  }

  const NONE: ControlJson[] = [];
  return {
    refresh,
    /** The page JSON as of the last change, and its text. */
    page: () => json,
    pageText: () => text,
    control: (id: string): ControlJson | undefined => controls.get(id),
    /**
     * The controls drawn in `parent`'s grid (null: the page's own), for their ids, types and
     * boxes: the same array until one of those changes (read a control's other fields with
     * `control(id)`, which is always current).
     */
    children: (parent: string | null): ControlJson[] => children.get(parent) ?? NONE,
    all: () => json.pageData.controls,
    subscribeControl(id: string, listener: () => void): () => void {
      const set = controlListeners.get(id) ?? new Set();
      set.add(listener);
      controlListeners.set(id, set);
      return () => set.delete(listener);
    },
    subscribeStructure(listener: () => void): () => void {
      structureListeners.add(listener);
      return () => structureListeners.delete(listener);
    },
  };
}

export type DocumentView = ReturnType<typeof createDocumentView>;
