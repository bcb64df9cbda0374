// The shown page's controls (master page included), for containers drawing their children.
import { createContext, useContext } from 'react';
import type { Control } from '@tessera/protocol';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.js';

/** What the shell hands to the containers inside the page. */
export interface ShellControlsValue {
  controls: readonly Control[];
  registry: WidgetRegistry | null;
}

/** @internal Provided by `PageShell`. */
export const ShellControlsContext = createContext<ShellControlsValue>({
  controls: [],
  registry: null,
});

/** The page's controls and the registry its grids draw with. */
export function useShellControls(): ShellControlsValue {
  return useContext(ShellControlsContext);
}
