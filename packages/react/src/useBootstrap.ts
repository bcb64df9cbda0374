import { useEffect, useState } from 'react';
import type { StoragePort } from '@tessera/ports';
import type { RequestClient } from '@tessera/request';
import { loadBootstrap, type BootstrapData } from './internals/serviceCalls.js';

/** Where an app's start is. `ready` carries the client to hand to the provider. */
export type BootstrapState =
  | { status: 'loading' }
  | ({ status: 'ready' } & BootstrapData)
  | { status: 'error'; message: string };

/** Options of {@link useBootstrap}. */
export interface BootstrapOptions {
  /** The app's request client, before any settings are known. */
  client: RequestClient;
  /** The host whose settings are loaded (`location.host` in a browser). */
  host: string;
  /** Session storage: the route table records the home page url there (routing README). */
  sessionStorage: StoragePort;
}

/**
 * Loads the settings for this host, then the page definitions, and builds the route table. Runs
 * once per mount. A failure's text was already shown through the client's messages port; the
 * `error` state carries it too, for the page.
 *
 * @example
 * ```tsx
 * const start = useBootstrap({ client, host: location.host, sessionStorage });
 * if (start.status === 'ready') return <TesseraProvider settings={start.settings} client={start.client} />;
 * ```
 */
export function useBootstrap({ client, host, sessionStorage }: BootstrapOptions): BootstrapState {
  const [state, setState] = useState<BootstrapState>({ status: 'loading' });

  useEffect(() => {
    let cancelled = false;
    loadBootstrap(client, host, sessionStorage).then(
      (data) => {
        if (!cancelled) setState({ status: 'ready', ...data });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', message: errorText(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [client, host, sessionStorage]);

  return state;
}

/** The user-facing text of a failure (a RequestError's message is the spec 1 §8 text). */
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
