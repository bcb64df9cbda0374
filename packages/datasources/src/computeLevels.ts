import { predecessorsOf } from './cursorRefs.js';
import { DataSourceCycleError } from './DataSourceCycleError.js';
import type { DataSourceConfig } from './types.js';

/** The dependency graph of a page's sources: levels, predecessors and dependents. */
export interface DataSourceGraph {
  /** spec 1 §4: 0 without predecessors, else one more than the deepest predecessor. */
  levels: ReadonlyMap<string, number>;
  /** Predecessors on the page, per source (names of sources not on the page are dropped). */
  predecessors: ReadonlyMap<string, readonly string[]>;
  /** The sources that list each source as a predecessor. */
  dependents: ReadonlyMap<string, readonly string[]>;
  /** Every dsId, predecessors before dependents (ties in page order). */
  order: readonly string[];
}

const VISITING = -1;

/**
 * Computes the dependency levels of a page's data sources (spec 1 §4 Data sources). A source's
 * predecessors are its `preDataSourceIds` plus the sources its filter and parameter values read
 * through cursor references. Predecessors that are not on the page are ignored (the page cannot
 * wait for them).
 *
 * @throws {DataSourceCycleError} for a cyclic dependency, listing the chain.
 * @throws {Error} for two sources with the same dsId.
 *
 * @example
 * computeLevels([{ dsId: 'a' }, { dsId: 'b', preDataSourceIds: ['a'] }]).levels;
 * // Map { 'a' => 0, 'b' => 1 }
 */
export function computeLevels(sources: readonly DataSourceConfig[]): DataSourceGraph {
  const byId = new Map<string, DataSourceConfig>();
  for (const source of sources) {
    if (byId.has(source.dsId)) throw new Error(`Two data sources share the dsId "${source.dsId}"`);
    byId.set(source.dsId, source);
  }
  const predecessors = new Map<string, string[]>();
  const dependents = new Map<string, string[]>(sources.map((s) => [s.dsId, []]));
  for (const source of sources) {
    const known = predecessorsOf(source).filter((dsId) => byId.has(dsId));
    predecessors.set(source.dsId, known);
    for (const dsId of known) dependents.get(dsId)?.push(source.dsId);
  }

  const levels = new Map<string, number>();
  const order: string[] = [];
  // Depth-first with an explicit stack, so a long chain of sources cannot overflow the call stack.
  for (const root of sources) {
    if (levels.has(root.dsId)) continue;
    const path: string[] = [];
    const stack: { dsId: string; next: number }[] = [{ dsId: root.dsId, next: 0 }];
    levels.set(root.dsId, VISITING);
    path.push(root.dsId);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      const preds = predecessors.get(frame.dsId) ?? [];
      if (frame.next < preds.length) {
        const pred = preds[frame.next++]!;
        const level = levels.get(pred);
        if (level === VISITING) {
          // The chain reads in dependency order: a needs b needs … needs a.
          throw new DataSourceCycleError([...path.slice(path.indexOf(pred)), pred]);
        }
        if (level === undefined) {
          levels.set(pred, VISITING);
          path.push(pred);
          stack.push({ dsId: pred, next: 0 });
        }
        continue;
      }
      const deepest = preds.reduce((max, pred) => Math.max(max, levels.get(pred) ?? 0), -1);
      levels.set(frame.dsId, deepest + 1);
      order.push(frame.dsId);
      stack.pop();
      path.pop();
    }
  }
  return { levels, predecessors, dependents, order };
}
