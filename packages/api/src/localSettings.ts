import { STORAGE_KEYS } from '@tessera/protocol';
import type { Settings, SubAppType } from '@tessera/protocol';
import type { StoragePort } from '@tessera/request';

/** spec 1 §3: the part of the settings kept locally under `CDS_APP_SETTING`. */
export interface LocalAppSetting {
  subAppType: SubAppType;
  gateWayMiniHost: string;
  currentPublishVersion: string;
}

/**
 * Writes `CDS_APP_SETTING` (spec 1 §3 "Local settings keys": subAppType, gateWayMiniHost,
 * currentPublishVersion) as JSON through the storage port. The settings field is spelled
 * `GateWayMiniHost`; the local record uses `gateWayMiniHost` as the spec lists it.
 */
export function saveAppSetting(storage: StoragePort, settings: Settings): LocalAppSetting {
  const local: LocalAppSetting = {
    subAppType: settings.subAppType,
    gateWayMiniHost: settings.GateWayMiniHost,
    currentPublishVersion: settings.currentPublishVersion,
  };
  storage.setItem(STORAGE_KEYS.appSetting, JSON.stringify(local));
  return local;
}

/** Reads `CDS_APP_SETTING`; undefined when missing or not the JSON {@link saveAppSetting} wrote. */
export function readAppSetting(storage: StoragePort): LocalAppSetting | undefined {
  const text = storage.getItem(STORAGE_KEYS.appSetting);
  if (!text) return undefined;
  try {
    const value = JSON.parse(text) as Partial<LocalAppSetting>;
    return typeof value.subAppType === 'string' &&
      typeof value.gateWayMiniHost === 'string' &&
      typeof value.currentPublishVersion === 'string'
      ? (value as LocalAppSetting)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The three local auth keys of spec 1 §3 over a storage port: `AUTH-LOCAL` (the access token,
 * kept in local storage on Mobile; Pc keeps it in a cookie of the same name), `AUTH-EXTERNAL`
 * (the identity provider the user signed in with) and `AUTH-API-LOCAL` (the token of the API
 * gateway, when the app has one). Plain text values; a missing key reads as null.
 */
export interface LocalAuth {
  accessToken(): string | null;
  setAccessToken(token: string | null): void;
  externalProvider(): string | null;
  setExternalProvider(provider: string | null): void;
  apiToken(): string | null;
  setApiToken(token: string | null): void;
}

/** Creates {@link LocalAuth} over `storage` (local storage in the browser). */
export function createLocalAuth(storage: StoragePort): LocalAuth {
  const key = (name: string) => ({
    get: () => storage.getItem(name),
    set: (value: string | null) =>
      value === null ? storage.removeItem(name) : storage.setItem(name, value),
  });
  const access = key(STORAGE_KEYS.accessToken);
  const external = key(STORAGE_KEYS.authExternal);
  const api = key(STORAGE_KEYS.authApiLocal);
  return {
    accessToken: access.get,
    setAccessToken: access.set,
    externalProvider: external.get,
    setExternalProvider: external.set,
    apiToken: api.get,
    setApiToken: api.set,
  };
}
