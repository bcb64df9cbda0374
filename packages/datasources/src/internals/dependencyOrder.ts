import type { DataSourceGraph } from '../computeLevels.js';

/**
 * Runs `start` for every dsId of `dsIds` in dependency order: each starts as soon as those of
 * its predecessors that are in the set are done — never waiting for a whole level (spec 1 §4;
 * README "Start order"). `start` must not reject.
 */
export function runInDependencyOrder(
  graph: DataSourceGraph,
  dsIds: ReadonlySet<string>,
  start: (dsId: string) => Promise<void> | void,
): Promise<void> {
  const done = new Map<string, Promise<void>>();
  for (const dsId of graph.order) {
    if (!dsIds.has(dsId)) continue;
    const before = (graph.predecessors.get(dsId) ?? []).flatMap((pred) => done.get(pred) ?? []);
    const run = () => start(dsId);
    done.set(
      dsId,
      before.length === 0 ? Promise.resolve().then(run) : Promise.all(before).then(run),
    );
  }
  return Promise.all(done.values()).then(() => undefined);
}

/** A source and every source that depends on it, directly or not. */
export function withDependents(graph: DataSourceGraph, dsId: string): Set<string> {
  const found = new Set<string>([dsId]);
  const queue = [dsId];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const dependent of graph.dependents.get(next) ?? []) {
      if (!found.has(dependent)) {
        found.add(dependent);
        queue.push(dependent);
      }
    }
  }
  return found;
}
