// Headless state of the visible-range dialog (spec 1 §4 Visible-range dialog): the chosen mode,
// the search, each mode's tree over the organisation calls, and the selection.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { accountRef } from '@tessera/api';
import { useDataSourceResults, useRequestClient, useSettings } from '@tessera/react';
import { loadVisibleRangeItems } from './visibleRangeLoader.js';
import {
  initialSelection,
  isSelected,
  removeItem,
  selectAllState,
  toggleAll,
  toggleItem,
  type SelectedRangeItem,
} from './visibleRangeSelection.js';
import { filterTree } from './visibleRangeTree.js';
import type { VisibleRangeItem, VisibleRangeMode } from './visibleRangeTypes.js';
import { VISIBLE_RANGE_TEXTS } from './controlTexts.js';

/** One mode's tree as loaded. */
type TreeState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: VisibleRangeItem[] };

/** What {@link useVisibleRange} answers to the dialog's view. */
export interface VisibleRangeState {
  modes: readonly VisibleRangeMode[];
  /** The chosen mode (the first one when the dialog opens); `undefined` without modes. */
  mode: VisibleRangeMode | undefined;
  selectMode(key: string): void;
  keyword: string;
  setKeyword(keyword: string): void;
  /** The mode's tree is loading (数据加载中...). */
  loading: boolean;
  /** The load failure's message, if any. */
  error: string | null;
  /** The mode's tree narrowed by the search. */
  tree: VisibleRangeItem[];
  selection: SelectedRangeItem[];
  isSelected(item: VisibleRangeItem): boolean;
  toggle(item: VisibleRangeItem): void;
  /** The 全选 checkbox's state over the whole tree of the mode (not only the search's matches). */
  allState: 'all' | 'some' | 'none';
  toggleAll(): void;
  remove(item: SelectedRangeItem): void;
  /** 移除全部. */
  clear(): void;
}

/**
 * The dialog's state. Each time `open` turns true the selection is set from `fields`, the first
 * mode is chosen, the search is cleared and the trees are read afresh (spec 1 §4).
 *
 * @param modes - The shown modes (`readVisibleRangeModes`).
 * @param fields - The items passed in (the control's current value).
 * @param open - Whether the dialog is open.
 */
export function useVisibleRange(
  modes: readonly VisibleRangeMode[],
  fields: readonly SelectedRangeItem[] | undefined,
  open: boolean,
): VisibleRangeState {
  const client = useRequestClient();
  const settings = useSettings();
  const sources = useDataSourceResults();
  const [modeKey, setModeKey] = useState<string | undefined>(modes[0]?.key);
  const [keyword, setKeyword] = useState('');
  const [selection, setSelection] = useState<SelectedRangeItem[]>(() => initialSelection(fields));
  const [trees, setTrees] = useState<Record<string, TreeState>>({});
  const fieldsRef = useRef(fields);
  fieldsRef.current = fields;
  const sourcesRef = useRef(sources);
  sourcesRef.current = sources;
  const started = useRef(new Set<string>());

  // spec 1 §4: on open the selection is initialised from passed fields and the first mode chosen.
  useEffect(() => {
    if (!open) return;
    setSelection(initialSelection(fieldsRef.current));
    setModeKey(modes[0]?.key);
    setKeyword('');
    started.current.clear();
    setTrees({});
  }, [open, modes]);

  const mode = modes.find((candidate) => candidate.key === modeKey) ?? modes[0];
  const treeState = mode ? trees[mode.key] : undefined;

  // Each mode's tree is read once per opening; a load cut short (mode switched, dialog closed)
  // is read again the next time.
  useEffect(() => {
    if (!open || !mode || started.current.has(mode.key)) return;
    const key = mode.key;
    started.current.add(key);
    let current = true;
    let done = false;
    setTrees((before) => ({ ...before, [key]: { status: 'loading' } }));
    const deps = {
      client,
      account: accountRef(settings),
      appId: settings.appId,
      sourceItems: (dsId: string) => sourcesRef.current[dsId]?.result.items ?? [],
    };
    const settle = (state: TreeState) => {
      done = true;
      if (current) setTrees((before) => ({ ...before, [key]: state }));
    };
    loadVisibleRangeItems(deps, mode).then(
      (items) => settle({ status: 'ready', items }),
      (error: unknown) => {
        const message = error instanceof Error ? error.message : '';
        settle({ status: 'error', message: message || VISIBLE_RANGE_TEXTS.loadFailed });
      },
    );
    return () => {
      current = false;
      if (done) return;
      started.current.delete(key);
      setTrees((before) => omit(before, key));
    };
  }, [open, mode, client, settings]);

  const fullTree = useMemo(
    () => (treeState?.status === 'ready' ? treeState.items : []),
    [treeState],
  );
  const tree = useMemo(() => filterTree(fullTree, keyword), [fullTree, keyword]);

  const toggle = useCallback(
    (item: VisibleRangeItem) => {
      if (mode) setSelection((before) => toggleItem(before, item, mode));
    },
    [mode],
  );

  return {
    modes,
    mode,
    selectMode: setModeKey,
    keyword,
    setKeyword,
    loading: treeState === undefined || treeState.status === 'loading',
    error: treeState?.status === 'error' ? treeState.message : null,
    tree,
    selection,
    isSelected: (item) => isSelected(selection, item),
    toggle,
    allState: selectAllState(selection, fullTree),
    toggleAll: () => setSelection((before) => toggleAll(before, fullTree)),
    remove: (item) => setSelection((before) => removeItem(before, item)),
    clear: () => setSelection([]),
  };
}

function omit<T>(record: Record<string, T>, key: string): Record<string, T> {
  const { [key]: _dropped, ...rest } = record;
  return rest;
}
