import type { StoragePort } from '@tessera/ports';
import { ANONYMOUS_USER, normalizeUserInfo } from '../normalizeUserInfo.js';
import { SESSION_STORAGE_KEYS } from '../sessionConstants.js';
import type { UserInfo, UserInfoInput } from '../types.js';

/** The stored user info (spec 1 §4: "stored user cleared" on expiry). */
export interface UserStore {
  /** Stores a user; the anonymous user or `null` removes the stored one. */
  save(user: UserInfo | null): void;
  /** The stored user, or `null` when none is stored or it cannot be read. */
  read(): UserInfo | null;
}

/** User info as JSON in local storage under `AUTH-USER`. */
export function createUserStore(storage: StoragePort): UserStore {
  const key = SESSION_STORAGE_KEYS.user;
  return {
    save(user) {
      if (user && user !== ANONYMOUS_USER) storage.setItem(key, JSON.stringify(user));
      else storage.removeItem(key);
    },
    read() {
      const stored = storage.getItem(key);
      if (stored === null) return null;
      try {
        return normalizeUserInfo(JSON.parse(stored) as UserInfoInput);
      } catch {
        return null;
      }
    },
  };
}
