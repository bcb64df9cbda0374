import type { EnvType, Settings, SubAppType } from '@tessera/protocol';

/** The app a content, schema, data-flow or model call belongs to. */
export interface AppRef {
  readonly appId: string;
}

/**
 * The sub-app a call belongs to, as its paths spell it (`{appId}/{subAppId}/.../{appType}/
 * {envType}`). Built once from the settings with {@link subAppRef}; every api function takes it
 * (the content calls need only its `appId`, so an {@link AppRef} does there).
 */
export interface SubAppRef extends AppRef {
  readonly subAppId: string;
  /** The sub-app type, `Pc` or `Mobile` (the settings' `subAppType`). */
  readonly appType: SubAppType;
  readonly envType: EnvType;
}

/**
 * The sub-app reference of the settings: `appType` is the settings' `subAppType`, written here
 * once instead of at every call.
 *
 * @example
 * ```ts
 * const subApp = subAppRef(await getSettings(client, { host }));
 * const pages = await getPageRouters(client, subApp);
 * ```
 */
export function subAppRef(
  settings: Pick<Settings, 'appId' | 'subAppId' | 'subAppType' | 'envType'>,
): SubAppRef {
  return {
    appId: settings.appId,
    subAppId: settings.subAppId,
    appType: settings.subAppType,
    envType: settings.envType,
  };
}
