/**
 * One request's lane to the database: its content reads run one after another, never side by
 * side. graphql-js starts every root field of a document at once, so a document of 20 aliases
 * would put 40 statements in front of every other client at once: PGlite runs statements one
 * at a time in arrival order, and on PostgreSQL one request would take every pool connection.
 * In a lane a request has at most one statement waiting, so another client's query waits for at
 * most one statement of it (README "Cost limits").
 */
export interface RequestLane {
  tail: Promise<unknown>;
}

/** A fresh lane for one request. */
export function createRequestLane(): RequestLane {
  return { tail: Promise.resolve() };
}

/**
 * Runs `work` when the lane's previous work has settled. `work` must not wait for later work of
 * the same lane (a resolver's children run after it resolved, so resolvers never do).
 */
export function inLane<T>(lane: RequestLane | undefined, work: () => Promise<T>): Promise<T> {
  if (!lane) return work();
  // PGlite runs a statement on this thread and settles it in a microtask, so without a turn of
  // the event loop between two statements no other request's bytes would even be read until
  // the whole lane had run.
  const result = lane.tail.then(() => new Promise((resolve) => setImmediate(resolve))).then(work);
  lane.tail = result.catch(() => undefined);
  return result;
}
