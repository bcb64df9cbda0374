// The Pc (MUI) controls of the widget kit: views over the headless core.
import type { WidgetMap } from '../../registry/createWidgetRegistry.js';

/** The controls' widgets by `typeName` (spread into the Pc `defaultWidgets`). */
export const CONTROLS_WIDGETS: WidgetMap = Object.freeze({});
