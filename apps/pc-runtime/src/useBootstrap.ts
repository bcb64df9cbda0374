import { useEffect, useState } from 'react';
import { getPageRouters, getSettings } from '@tessera/api';
import { buildRouteTable } from '@tessera/routing';
import type { RouteTable } from '@tessera/routing';
import type { Settings } from '@tessera/protocol';
import { client, setRuntimeSettings } from './runtimeClient.js';

export type BootstrapState =
  | { status: 'loading' }
  | { status: 'ready'; settings: Settings; routeTable: RouteTable }
  | { status: 'error'; message: string };

/** Loads the settings for this host, then the page definitions, then builds the route table. */
export function useBootstrap(): BootstrapState {
  const [state, setState] = useState<BootstrapState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    (async () => {
      const settings = await getSettings(client, { host: window.location.host });
      setRuntimeSettings(settings);
      const pages = await getPageRouters(client, {
        appId: settings.appId,
        subAppId: settings.subAppId,
        appType: settings.subAppType,
        envType: settings.envType,
      });
      const routeTable = buildRouteTable(pages, { storage: window.sessionStorage });
      if (!cancelled) setState({ status: 'ready', settings, routeTable });
    })().catch((error: unknown) => {
      if (!cancelled)
        setState({
          status: 'error',
          message: error instanceof Error ? error.message : String(error),
        });
    });
    return () => {
      cancelled = true;
    };
  }, []);

  return state;
}
