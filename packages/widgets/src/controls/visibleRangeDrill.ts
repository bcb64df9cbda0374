// The full-screen visible-range picker of the mobile kit (spec 1 §2 Designer surface "mobile
// pickers (flat list and drill-down tree with an All breadcrumb, search, cancel, all, best match,
// clear selection)", §9 "picker removed 300 ms after close"): the drill-down levels, the search's
// flat results and the best match. Pure, over the same trees as the desktop dialog.
import type { VisibleRangeItem } from './visibleRangeTypes.js';

/** spec 1 §9: the picker is removed from the page 300 ms after it closes. */
export const PICKER_REMOVE_MS = 300;

/** One crumb of the drill-down trail (the first is always 全部, the whole tree). */
export interface DrillCrumb {
  /** The node id; `null` for 全部. */
  id: string | null;
  label: string;
}

/** A drill-down level: the nodes shown and the trail that leads to them. */
export interface DrillLevel {
  items: VisibleRangeItem[];
  /** Crumbs after 全部, one per opened node. */
  trail: DrillCrumb[];
}

/**
 * The level reached by opening the nodes `path` (ids, from the top) one after the other: their
 * children and the trail. An id that is not a child of the level reached so far ends the walk
 * there (a tree reloaded without that node).
 */
export function drillLevel(tree: readonly VisibleRangeItem[], path: readonly string[]): DrillLevel {
  let items = [...tree];
  const trail: DrillCrumb[] = [];
  for (const id of path) {
    const node = items.find((item) => item.id === id);
    if (!node?.children || node.children.length === 0) break;
    trail.push({ id: node.id, label: node.label });
    items = [...node.children];
  }
  return { items, trail };
}

/** Whether a node opens a deeper level (it has children). */
export function canDrill(item: VisibleRangeItem): boolean {
  return (item.children?.length ?? 0) > 0;
}

/**
 * How well a label matches the search: 0 the same text, 1 it starts with the keyword, 2 it
 * contains it, `null` no match (case ignored, spaces around the keyword ignored).
 */
export function matchRank(label: string, keyword: string): 0 | 1 | 2 | null {
  const needle = keyword.trim().toLowerCase();
  if (needle === '') return null;
  const text = label.toLowerCase();
  if (text === needle) return 0;
  if (text.startsWith(needle)) return 1;
  return text.includes(needle) ? 2 : null;
}

/** One hit of the search: a choosable node, where it sits, and how well it matches. */
export interface SearchHit {
  item: VisibleRangeItem;
  /** The labels of its ancestors, top first (shown under the hit). */
  path: string[];
  rank: 0 | 1 | 2;
}

/**
 * The search as a flat list (the mobile picker shows matches, not a tree): every choosable node
 * whose label matches, once per value, best first — the same text, then starting with the
 * keyword, then containing it; ties keep the tree's order.
 */
export function searchHits(tree: readonly VisibleRangeItem[], keyword: string): SearchHit[] {
  const hits: SearchHit[] = [];
  const seen = new Set<string>();
  const visit = (nodes: readonly VisibleRangeItem[], path: string[]) => {
    for (const node of nodes) {
      const rank = matchRank(node.label, keyword);
      const key = `${node.type}:${node.value}`;
      if (rank !== null && node.selectable !== false && !seen.has(key)) {
        seen.add(key);
        hits.push({ item: node, path, rank });
      }
      if (node.children) visit(node.children, [...path, node.label]);
    }
  };
  visit(tree, []);
  // Array.prototype.sort is stable: equal ranks keep the tree's order.
  return hits.sort((a, b) => a.rank - b.rank);
}

/**
 * The best match of a search (the picker's 最佳匹配): the first hit of {@link searchHits} — the
 * label equal to the keyword, else the first starting with it, else the first containing it;
 * `undefined` when nothing matches.
 */
export function bestMatch(
  tree: readonly VisibleRangeItem[],
  keyword: string,
): VisibleRangeItem | undefined {
  return searchHits(tree, keyword)[0]?.item;
}
