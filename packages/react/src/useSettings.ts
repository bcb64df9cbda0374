import type { Settings } from '@tessera/protocol';
import { required, useTessera } from './TesseraContext.js';

/**
 * The settings of this host (spec 1 §3 Settings), as loaded at start.
 *
 * @throws {Error} outside a provider holding `settings`.
 */
export function useSettings(): Settings {
  return required(useTessera(), 'settings', 'useSettings');
}
