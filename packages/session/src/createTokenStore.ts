import type { CookiePort, StoragePort } from '@tessera/ports';
import type { SubAppType } from '@tessera/protocol';
import { REFRESH_COOKIE_DAYS, SESSION_STORAGE_KEYS } from './sessionConstants.js';
import type { TokenData } from './types.js';

/** Reads and writes the stored tokens (spec 1 §4: "On login tokens are stored"). */
export interface TokenStore {
  save(tokens: TokenData): void;
  /** The stored tokens, or `null` without an access token. */
  read(): TokenData | null;
  clear(): void;
}

/** Options of {@link createTokenStore}. */
export interface TokenStoreOptions {
  /** Pc keeps tokens in cookies, Mobile in local storage (spec 1 §6). */
  subAppType: SubAppType;
  cookies: CookiePort;
  localStorage: StoragePort;
}

type TokenInfo = Pick<TokenData, 'tokenType' | 'expiresIn' | 'isAutoLogin' | 'isAutoLoginDays'>;

function readInfo(stored: string | null): TokenInfo {
  if (stored === null) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    return typeof parsed === 'object' && parsed !== null ? (parsed as TokenInfo) : {};
  } catch {
    return {};
  }
}

/**
 * The token store of one sub-app type. On Pc the cookies get lifetimes (spec 1 §9): the access
 * token and the token info live `isAutoLoginDays` days with auto-login and for the browser
 * session without; the refresh token lives 30 days. Local storage (Mobile) has no lifetimes.
 *
 * @example
 * ```ts
 * const tokens = createTokenStore({ subAppType: 'Pc', cookies, localStorage });
 * tokens.save({ accessToken: 'a', refreshToken: 'r', expiresIn: 1800 });
 * tokens.read()?.accessToken; // 'a'
 * ```
 */
export function createTokenStore(options: TokenStoreOptions): TokenStore {
  const keys = SESSION_STORAGE_KEYS;
  const onPc = options.subAppType === 'Pc';
  const store: CookiePort | StoragePort = onPc ? options.cookies : options.localStorage;
  const put = (key: string, value: string, days: number | undefined): void => {
    if (onPc) options.cookies.setItem(key, value, days === undefined ? {} : { days });
    else store.setItem(key, value);
  };

  return {
    save(tokens) {
      const autoLoginDays =
        tokens.isAutoLogin &&
        typeof tokens.isAutoLoginDays === 'number' &&
        tokens.isAutoLoginDays > 0
          ? tokens.isAutoLoginDays
          : undefined;
      put(keys.accessToken, tokens.accessToken, autoLoginDays);
      if (tokens.refreshToken) put(keys.refreshToken, tokens.refreshToken, REFRESH_COOKIE_DAYS);
      else store.removeItem(keys.refreshToken);
      const info: TokenInfo = {
        tokenType: tokens.tokenType,
        expiresIn: tokens.expiresIn,
        isAutoLogin: tokens.isAutoLogin,
        isAutoLoginDays: tokens.isAutoLoginDays,
      };
      put(keys.tokenInfo, JSON.stringify(info), autoLoginDays);
    },
    read() {
      const accessToken = store.getItem(keys.accessToken);
      if (!accessToken) return null;
      const info = readInfo(store.getItem(keys.tokenInfo));
      const tokens: TokenData = { accessToken, refreshToken: store.getItem(keys.refreshToken) };
      if (typeof info.tokenType === 'string') tokens.tokenType = info.tokenType;
      if (typeof info.expiresIn === 'number') tokens.expiresIn = info.expiresIn;
      if (typeof info.isAutoLogin === 'boolean') tokens.isAutoLogin = info.isAutoLogin;
      if (typeof info.isAutoLoginDays === 'number') tokens.isAutoLoginDays = info.isAutoLoginDays;
      return tokens;
    },
    clear() {
      store.removeItem(keys.accessToken);
      store.removeItem(keys.refreshToken);
      store.removeItem(keys.tokenInfo);
    },
  };
}
