import type { StoreApi } from 'zustand/vanilla';
import { isRequestError } from '@tessera/request';
import { ROLE_ADMIN_TEXTS } from './roleAdminTexts.js';

/** The part of an admin screen's snapshot that {@link adminResource} keeps. */
export interface AdminScreenState {
  state: 'loading' | 'ready' | 'failed';
  /** Why the main list failed: the server's message (您没有访问权限！ for a 403). */
  error: string | null;
  denied: boolean;
  /** A write is under way. */
  busy: boolean;
}

/** The text a user reads for a failed call: the deny page's words for a 403, else the server's. */
export function adminMessageOf(error: unknown): string {
  if (isRequestError(error) && error.kind === 'deny') return ROLE_ADMIN_TEXTS.denied;
  return error instanceof Error ? error.message : String(error);
}

/** One list of a screen: `load` fetches it again; only the newest answer is applied. */
export interface AdminLoader {
  /** Settles once its answer is applied (or was overtaken by a newer load or a stop). */
  load(): Promise<void>;
  /** Drops the answers of every load started so far. */
  stop(): void;
}

/** How a list beside the main one is shown. */
export interface AdminSideList<S, T> {
  /** The call, or `null` when there is nothing to show (then `idle` is applied). */
  fetch: () => Promise<T> | null;
  ready: (value: T) => Partial<S>;
  failed: Partial<S>;
  loading?: Partial<S>;
  idle?: Partial<S>;
}

/** The helpers of {@link adminResource}. */
export interface AdminResource<S extends AdminScreenState> {
  set(patch: Partial<S>): void;
  /** The screen's main list: `ready` patch, or `failed` with the message (denied for a 403). */
  main<T>(fetch: () => Promise<T>, ready: (value: T) => Partial<S>): AdminLoader;
  /** A list beside the main one (a chosen item's users, runs or images). */
  side<T>(list: AdminSideList<S, T>): AdminLoader;
  /**
   * One write: busy while it runs, then every list loads again; a refusal rejects with the
   * server's message (and no list reloads: nothing changed).
   */
  write<R>(call: () => Promise<R>): Promise<R>;
  /** A read outside the lists; a refusal rejects with the server's message. */
  ask<R>(call: () => Promise<R>): Promise<R>;
  /** Stops every list (the model's `start` answers this). */
  stopAll(): void;
}

function loaderOf<T>(
  fetch: () => Promise<T> | null,
  then: (value: T) => void,
  fail: (error: unknown) => void,
  none: () => void,
): AdminLoader {
  let newest = 0;
  return {
    load() {
      const mine = ++newest;
      const call = fetch();
      if (!call) {
        none();
        return Promise.resolve();
      }
      return call.then(
        (value) => {
          if (mine === newest) then(value);
        },
        (error: unknown) => {
          if (mine === newest) fail(error);
        },
      );
    },
    stop() {
      newest++;
    },
  };
}

/**
 * The load-and-write plumbing every administration screen shares (departments, posts/ranks/tags,
 * the image library, scheduled tasks): a main list whose failure is the screen's error (a 403
 * shows the deny page), lists beside it, and writes that mark the screen busy, reload every list
 * after success and reject with the server's message.
 *
 * @example
 * const r = adminResource(store);
 * const list = r.main(() => listTasks(client, org), (tasks) => ({ tasks }));
 * await r.write(() => setTaskRunning(client, org, id, true));
 */
export function adminResource<S extends AdminScreenState>(store: StoreApi<S>): AdminResource<S> {
  const set = (patch: Partial<S>) => store.setState(patch);
  const loaders: AdminLoader[] = [];
  const keep = (loader: AdminLoader) => (loaders.push(loader), loader);
  const ask = async <R>(call: () => Promise<R>): Promise<R> => {
    try {
      return await call();
    } catch (error) {
      throw new Error(adminMessageOf(error), { cause: error });
    }
  };
  return {
    set,
    main: (fetch, ready) =>
      keep(
        loaderOf(
          fetch,
          (value) => set({ state: 'ready', error: null, denied: false, ...ready(value) }),
          (error) =>
            set({
              state: 'failed',
              error: adminMessageOf(error),
              denied: isRequestError(error) && error.kind === 'deny',
            } as Partial<S>),
          () => undefined,
        ),
      ),
    side(list) {
      const loader = loaderOf(
        () => {
          const call = list.fetch();
          if (call && list.loading) set(list.loading);
          return call;
        },
        (value) => set(list.ready(value)),
        () => set(list.failed),
        () => {
          loader.stop();
          if (list.idle) set(list.idle);
        },
      );
      return keep(loader);
    },
    async write(call) {
      set({ busy: true } as Partial<S>);
      try {
        const answer = await ask(call);
        await Promise.all(loaders.map((each) => each.load()));
        return answer;
      } finally {
        set({ busy: false } as Partial<S>);
      }
    },
    ask,
    stopAll() {
      for (const each of loaders) each.stop();
    },
  };
}
