import { performance } from 'node:perf_hooks';
import { badRequest, EnvelopeError } from '../../http/envelopeError.js';
import { STATEMENT_TIMEOUT_MESSAGE } from '../../db/statementTimeout.js';

/**
 * Most milliseconds the content reads of one GraphQL request may take on PGlite before its next
 * read is refused (README "Cost limits"): PGlite ignores `statement_timeout` and cannot stop a
 * running statement, so the server bounds a request between its statements.
 */
export const PGLITE_REQUEST_BUDGET_MS = 5000;

/**
 * Most bytes (UTF-8 JSON) of content items one GraphQL request may load before its answer is
 * built (README "Cost limits"): `top` counts items, not their size.
 */
export const MAX_ANSWER_BYTES = 32 * 1024 * 1024;

/** rspInf of a request whose items pass {@link MAX_ANSWER_BYTES}. */
export function answerTooLargeMessage(maxBytes: number): string {
  return `返回的数据过大（每个请求最多 ${Math.round(maxBytes / 1024 / 1024)} MB），请减少条数或字段`;
}

/**
 * Most items a content page sorted on a form field may sort on PGlite (README "Cost limits"):
 * no index serves such an order, so the database reads and sorts every matching item in one
 * statement that nothing can stop, while every other client waits for it.
 */
export const PGLITE_MAX_SORT_ITEMS = 10_000;

/** rspInf of a page sorted on a form field over more than `maxItems` matching items. */
export function sortTooLargeMessage(maxItems: number): string {
  return `按表单字段排序的数据过多（最多 ${maxItems} 条），请添加筛选条件缩小范围，或按创建时间排序`;
}

/** Limits of one request's lane (route options; tests lower them). */
export interface RequestLaneLimits {
  /** Time budget of the request's reads in ms; undefined = none (PostgreSQL: statement_timeout). */
  budgetMs?: number;
  /** Bytes of items the request may load (default {@link MAX_ANSWER_BYTES}). */
  maxAnswerBytes?: number;
  /**
   * Most matching items a page sorted on a form field may sort; undefined = no limit
   * (PostgreSQL: statement_timeout and the pool keep clients apart).
   */
  maxSortItems?: number;
}

/**
 * One request's lane to the database: its content reads run one after another, never side by
 * side. graphql-js starts every root field of a document at once, so a document of 20 aliases
 * would put 40 statements in front of every other client at once: PGlite runs statements one
 * at a time in arrival order, and on PostgreSQL one request would take every pool connection.
 * In a lane a request has at most one statement waiting, so another client's query waits for at
 * most one statement of it (README "Cost limits"). The lane also keeps the request's time and
 * answer-size accounts.
 */
export interface RequestLane {
  tail: Promise<unknown>;
  /** Milliseconds the lane's work has taken so far. */
  usedMs: number;
  /** Bytes of content items loaded so far. */
  answerBytes: number;
  limits: RequestLaneLimits;
  /**
   * The first refusal of the request's work: once one read is refused the request answers that
   * refusal (the first error decides), so its later reads are refused too instead of running.
   */
  refusal?: unknown;
}

/** A fresh lane for one request. */
export function createRequestLane(limits: RequestLaneLimits = {}): RequestLane {
  return { tail: Promise.resolve(), usedMs: 0, answerBytes: 0, limits };
}

/**
 * Runs `work` when the lane's previous work has settled. `work` must not wait for later work of
 * the same lane (a resolver's children run after it resolved, so resolvers never do).
 *
 * @throws EnvelopeError 40000 `查询超时，请缩小查询范围` when the lane's time budget is spent.
 */
export function inLane<T>(lane: RequestLane | undefined, work: () => Promise<T>): Promise<T> {
  if (!lane) return work();
  // PGlite runs a statement on this thread and settles it in a microtask, so without a turn of
  // the event loop between two statements no other request's bytes would even be read until
  // the whole lane had run.
  const result = lane.tail
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(async () => {
      if (lane.refusal !== undefined) throw lane.refusal;
      const { budgetMs } = lane.limits;
      if (budgetMs !== undefined && lane.usedMs > budgetMs) {
        throw badRequest(STATEMENT_TIMEOUT_MESSAGE);
      }
      const started = performance.now();
      try {
        return await work();
      } catch (error) {
        if (error instanceof EnvelopeError) lane.refusal ??= error;
        throw error;
      } finally {
        lane.usedMs += performance.now() - started;
      }
    });
  lane.tail = result.catch(() => undefined);
  return result;
}

/**
 * Adds loaded items to the request's answer size, before anything builds the answer.
 *
 * @throws EnvelopeError 40000 {@link answerTooLargeMessage} once the request passes its limit.
 */
export function countAnswerBytes(lane: RequestLane | undefined, items: readonly unknown[]): void {
  if (!lane || items.length === 0) return;
  const maxBytes = lane.limits.maxAnswerBytes ?? MAX_ANSWER_BYTES;
  for (const item of items) {
    lane.answerBytes += Buffer.byteLength(JSON.stringify(item) ?? '');
    if (lane.answerBytes > maxBytes) throw badRequest(answerTooLargeMessage(maxBytes));
  }
}
