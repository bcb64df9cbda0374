// The mobile registry for the containers' own grids and slots, created on first use: the
// containers are part of `defaultWidgets`, so creating it while modules load would read it before
// it exists.
import { createWidgetRegistry, type WidgetRegistry } from '../../registry/createWidgetRegistry.js';
import { defaultWidgets } from '../defaultWidgets.js';

let registry: WidgetRegistry | null = null;

/** The registry of the mobile `defaultWidgets`, made once. */
export function mobileRegistry(): WidgetRegistry {
  registry ??= createWidgetRegistry(defaultWidgets);
  return registry;
}
