import type { WidgetMap } from '../registry/createWidgetRegistry.js';
import { ListWidget } from './ListWidget.js';

/**
 * The widgets of the Pc flavour (MUI), by `typeName`. Spread it into `createWidgetRegistry` to
 * keep them alongside your own.
 */
export const defaultWidgets: WidgetMap = Object.freeze({
  List: ListWidget,
});
