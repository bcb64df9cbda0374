import type { WidgetMap } from '../registry/createWidgetRegistry.js';
import { CONTROLS_WIDGETS } from './controls/index.js';
import { FORMS_WIDGETS } from './forms/index.js';
import { LISTS_WIDGETS } from './lists/index.js';
import { ListWidget } from './ListWidget.js';
import { SHELL_WIDGETS } from './shell/shellWidgets.js';

/**
 * The widgets of the Pc flavour (MUI), by `typeName`. Spread it into `createWidgetRegistry` to
 * keep them alongside your own.
 */
export const defaultWidgets: WidgetMap = Object.freeze({
  List: ListWidget,
  ...LISTS_WIDGETS,
  ...FORMS_WIDGETS,
  ...CONTROLS_WIDGETS,
  ...SHELL_WIDGETS,
});
