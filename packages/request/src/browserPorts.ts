import type { CookiesPort, NavigationPort, StoragePort } from './ports.js';

/** The ports {@link browserPorts} answers, ready to spread into `createRequestClient`. */
export interface BrowserRequestPorts {
  cookies: CookiesPort;
  storage: StoragePort;
  sessionStorage: StoragePort;
  navigation: NavigationPort;
}

/** `document.cookie` as a {@link CookiesPort} (read at call time, never at import). */
export function documentCookies(): CookiesPort {
  const read = (): Array<[string, string]> =>
    globalThis.document.cookie
      .split(';')
      .map((part) => part.trim())
      .filter((part) => part.includes('='))
      .map((part) => {
        const index = part.indexOf('=');
        return [part.slice(0, index), decodeURIComponent(part.slice(index + 1))];
      });
  const expire = (name: string) => {
    globalThis.document.cookie = `${name}=; Max-Age=0; Path=/`;
  };
  return {
    get: (name) => read().find(([key]) => key === name)?.[1],
    remove: expire,
    clear: () => {
      for (const [name] of read()) expire(name);
    },
  };
}

/**
 * The browser's ports for the request client: `document.cookie`, `localStorage`,
 * `sessionStorage` and `location` (every global read at call time). `go` defaults to a full
 * page load; pass the router's navigate for in-app navigation.
 *
 * @example
 * ```ts
 * const client = createRequestClient({ baseUrl, getContext, ...browserPorts(navigate) });
 * ```
 */
export function browserPorts(go?: (path: string) => void): BrowserRequestPorts {
  return {
    cookies: documentCookies(),
    storage: {
      getItem: (key) => globalThis.localStorage.getItem(key),
      setItem: (key, value) => globalThis.localStorage.setItem(key, value),
      removeItem: (key) => globalThis.localStorage.removeItem(key),
    },
    sessionStorage: {
      getItem: (key) => globalThis.sessionStorage.getItem(key),
      setItem: (key, value) => globalThis.sessionStorage.setItem(key, value),
      removeItem: (key) => globalThis.sessionStorage.removeItem(key),
    },
    navigation: {
      currentPath: () => globalThis.location.pathname,
      go: (path) => (go ? go(path) : globalThis.location.assign(path)),
      redirect: (url) => globalThis.location.assign(url),
    },
  };
}
