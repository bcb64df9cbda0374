// The Pc (MUI) forms of the widget kit: views over the headless core.
import type { WidgetMap } from '../../registry/createWidgetRegistry.js';

/** The forms' widgets by `typeName` (spread into the Pc `defaultWidgets`). */
export const FORMS_WIDGETS: WidgetMap = Object.freeze({});
