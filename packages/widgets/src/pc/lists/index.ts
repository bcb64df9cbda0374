// The Pc (MUI) lists of the widget kit: views over the headless core.
import type { WidgetMap } from '../../registry/createWidgetRegistry.js';

/** The lists' widgets by `typeName` (spread into the Pc `defaultWidgets`). */
export const LISTS_WIDGETS: WidgetMap = Object.freeze({});
