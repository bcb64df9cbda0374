// The Pc registry for the shell's own grids, created on first use: the shell's widgets are part
// of `defaultWidgets`, so creating it while modules load would read it before it exists.
import { createWidgetRegistry, type WidgetRegistry } from '../../registry/createWidgetRegistry.js';
import { defaultWidgets } from '../defaultWidgets.js';

let registry: WidgetRegistry | null = null;

/** The registry of the Pc `defaultWidgets`, made once. */
export function pcRegistry(): WidgetRegistry {
  registry ??= createWidgetRegistry(defaultWidgets);
  return registry;
}
