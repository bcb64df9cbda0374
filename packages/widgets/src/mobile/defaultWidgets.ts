import type { WidgetMap } from '../registry/createWidgetRegistry.js';
import { MobileListWidget } from './MobileListWidget.js';

/** The widgets of the mobile flavour (antd-mobile), by `typeName`. */
export const defaultWidgets: WidgetMap = Object.freeze({
  List: MobileListWidget,
});
