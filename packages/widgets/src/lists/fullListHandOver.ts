// spec 1 §2 List widget: "The 'more' link opens /full-list, handing over the widget definition
// and data sources through session storage." Framework-free: the List view and the event
// action `openFullList` (packages/events) both call it.
import type { NavigationPort, StoragePort } from '@tessera/ports';
import type { Control } from '@tessera/protocol';
import { FULL_LIST_PATH } from './listTexts.js';

/** Session-storage key of the hand-over (one full list at a time, as one browser tab shows one). */
export const FULL_LIST_STORAGE_KEY = 'tessera.fullList';

/** What one bound source looked like when 查看更多 was clicked. */
export interface HandedOverSource {
  dsId: string;
  total: number;
  items: unknown[];
}

/** The record written to session storage for /full-list. */
export interface FullListHandOver {
  /** The page the widget sits on: /full-list runs that page's data sources and events. */
  pageId: string;
  /** The widget definition (spec 1 §3 Control), drawn again in full-list mode. */
  control: Control;
  /** The widget's bound sources as last loaded, by dsId. */
  dataSources: Record<string, HandedOverSource>;
  /** Where the full list's 返回 goes (the page the link was on), when known. */
  returnPath?: string;
  /** Custom finished text (spec 1 §2 Full list: "default 我是有底线的~ or custom"). */
  finishedText?: string;
}

/** What {@link openFullList} needs. */
export interface OpenFullListOptions {
  storage: StoragePort;
  /** Without one, the browser loads /full-list as a whole page. */
  navigation?: NavigationPort;
  pageId: string;
  control: Control;
  /** The sources to hand over (a scheduler snapshot's states fit: dsId, result.total/items). */
  dataSources?: readonly {
    dsId: string;
    result?: { total?: number; items?: readonly unknown[] };
  }[];
  returnPath?: string;
  finishedText?: string;
}

/** Every dsId a control reads: `bindInfo.dsId` and each `bindInfos.*.dsId`. */
export function boundSourceIds(control: Control): string[] {
  const ids = new Set<string>();
  const own = control.bindInfo?.dsId;
  if (typeof own === 'string' && own !== '') ids.add(own);
  const infos = (control as { bindInfos?: unknown }).bindInfos;
  if (infos && typeof infos === 'object') {
    for (const info of Object.values(infos as Record<string, unknown>)) {
      const dsId = info && typeof info === 'object' ? (info as { dsId?: unknown }).dsId : undefined;
      if (typeof dsId === 'string' && dsId !== '') ids.add(dsId);
    }
  }
  return [...ids];
}

/**
 * Writes the hand-over to session storage and opens /full-list.
 *
 * @example
 * ```ts
 * openFullList({ storage, navigation, pageId, control, dataSources: [scheduler.getSnapshot().sources[dsId]] });
 * ```
 */
export function openFullList(options: OpenFullListOptions): void {
  const wanted = new Set(boundSourceIds(options.control));
  const dataSources: Record<string, HandedOverSource> = {};
  for (const source of options.dataSources ?? []) {
    if (!wanted.has(source.dsId)) continue;
    dataSources[source.dsId] = {
      dsId: source.dsId,
      total: source.result?.total ?? 0,
      items: [...(source.result?.items ?? [])],
    };
  }
  const handOver: FullListHandOver = {
    pageId: options.pageId,
    control: options.control,
    dataSources,
    ...(options.returnPath ? { returnPath: options.returnPath } : {}),
    ...(options.finishedText ? { finishedText: options.finishedText } : {}),
  };
  options.storage.setItem(FULL_LIST_STORAGE_KEY, JSON.stringify(handOver));
  if (options.navigation) options.navigation.navigate(FULL_LIST_PATH);
  else if (typeof window !== 'undefined') window.location.assign(FULL_LIST_PATH);
}

function isControl(value: unknown): value is Control {
  return (
    !!value &&
    typeof value === 'object' &&
    typeof (value as { id?: unknown }).id === 'string' &&
    typeof (value as { typeName?: unknown }).typeName === 'string'
  );
}

/**
 * Reads the hand-over; `null` when there is none or it is not readable — /full-list then shows
 * 页面丢失啦 (spec 1 §2 Full list: "when no widget data").
 */
export function readFullListHandOver(storage: StoragePort | undefined): FullListHandOver | null {
  const text = storage?.getItem(FULL_LIST_STORAGE_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<FullListHandOver>;
    if (!value || typeof value.pageId !== 'string' || !isControl(value.control)) return null;
    return {
      pageId: value.pageId,
      control: value.control,
      dataSources:
        value.dataSources && typeof value.dataSources === 'object' ? value.dataSources : {},
      ...(typeof value.returnPath === 'string' ? { returnPath: value.returnPath } : {}),
      ...(typeof value.finishedText === 'string' ? { finishedText: value.finishedText } : {}),
    };
  } catch {
    return null;
  }
}
