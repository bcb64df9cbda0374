// The browser defaults of the ports (CONVENTIONS §5). This is the one module of the package that
// reads browser globals, and only inside the factories: importing it touches nothing, so it is
// safe in Node and during server rendering.
import { createMemoryStorage } from './createMemoryStorage.js';
import type { Clock, MessagesPort, NavigationPort, StoragePort } from './ports.js';

/**
 * A {@link Clock} over the host's timers and `Date.now()`.
 *
 * @example
 * ```ts
 * const runner = createEventRunner({ clock: createBrowserClock(), ... });
 * ```
 */
export function createBrowserClock(): Clock {
  const host = globalThis;
  return {
    now: () => Date.now(),
    setTimeout: (callback, ms) => host.setTimeout(callback, ms),
    clearTimeout: (handle) => host.clearTimeout(handle as Parameters<typeof host.clearTimeout>[0]),
    setInterval: (callback, ms) => host.setInterval(callback, ms),
    clearInterval: (handle) =>
      host.clearInterval(handle as Parameters<typeof host.clearInterval>[0]),
  };
}

/**
 * `window.localStorage` or `window.sessionStorage`. Falls back to an in-memory store when the
 * storage is missing or refuses access (private browsing, disabled cookies, Node), so the app
 * keeps working for the current page view instead of throwing.
 *
 * @example
 * ```ts
 * const sessionStorage = createBrowserStorage('session');
 * ```
 */
export function createBrowserStorage(kind: 'local' | 'session'): StoragePort {
  try {
    const storage = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    if (storage) {
      // Some browsers expose the object but throw on first use; probe once.
      const probe = '__tessera_probe__';
      storage.setItem(probe, probe);
      storage.removeItem(probe);
      return storage;
    }
  } catch {
    // fall through to memory
  }
  return createMemoryStorage();
}

/**
 * A {@link NavigationPort} that loads the path as a full page (`location.assign`/`replace`, or
 * `window.open` for a new window). Apps with a client-side router pass their own port instead, so
 * navigation stays inside the single-page app.
 *
 * @example
 * ```ts
 * createBrowserNavigation().navigate('/deny', { replace: true });
 * ```
 */
export function createBrowserNavigation(): NavigationPort {
  return {
    navigate(path, options = {}) {
      if (options.newWindow) {
        globalThis.open(path, '_blank', 'noopener');
        return;
      }
      if (options.replace) globalThis.location.replace(path);
      else globalThis.location.assign(path);
    },
    currentPath: () => globalThis.location.pathname + globalThis.location.search,
  };
}

/**
 * A {@link MessagesPort} that writes to the console: the fallback until the app wires its toast
 * component (messages must never be lost silently).
 *
 * @example
 * ```ts
 * const runner = createEventRunner({ messages: createConsoleMessages(), ... });
 * ```
 */
export function createConsoleMessages(): MessagesPort {
  return {
    info: (text) => console.info(text),
    warning: (text) => console.warn(text),
    error: (text) => console.error(text),
  };
}
