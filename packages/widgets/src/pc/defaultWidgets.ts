import type { WidgetMap } from '../registry/createWidgetRegistry.js';
import { ButtonControl } from './controls/ButtonControl.js';
import { lazyWidget } from './lazyWidget.js';
import { ListWidget } from './ListWidget.js';
import { FormContainer } from './shell/FormContainer.js';

// README "Loading widgets on demand": the light, most common widgets are in the first download;
// every other one is a chunk of its own, fetched when a page first draws its type. Each area's
// map (LISTS_WIDGETS, FORMS_WIDGETS, CONTROLS_WIDGETS, SHELL_WIDGETS) names the same types;
// `defaultWidgets.test.ts` checks that none is missing here.
/**
 * The widgets of the Pc flavour (MUI), by `typeName`. Spread it into `createWidgetRegistry` to
 * keep them alongside your own. All but List, Button and FormContainer load on demand
 * ({@link lazyWidget}): the cell shows a skeleton until the widget's code has arrived.
 */
export const defaultWidgets: WidgetMap = Object.freeze({
  List: ListWidget,
  Button: ButtonControl,
  FormContainer,
  CardList: lazyWidget(() => import('./lists/CardListWidget.js').then((m) => m.CardListWidget)),
  Form: lazyWidget(() => import('./forms/FormWidget.js').then((m) => m.FormWidget)),
  Nav: lazyWidget(() => import('./controls/NavControl.js').then((m) => m.NavControl)),
  Table: lazyWidget(() => import('./controls/TableControl.js').then((m) => m.TableControl)),
  SystemMessage: lazyWidget(() =>
    import('./controls/SystemMessageControl.js').then((m) => m.SystemMessageControl),
  ),
  PermissionList: lazyWidget(() =>
    import('./controls/PermissionListControl.js').then((m) => m.PermissionListControl),
  ),
  Login: lazyWidget(() => import('./controls/LoginControl.js').then((m) => m.LoginControl)),
  Register: lazyWidget(() =>
    import('./controls/RegisterControl.js').then((m) => m.RegisterControl),
  ),
  RegisterForm: lazyWidget(() =>
    import('./controls/RegisterFormControl.js').then((m) => m.RegisterFormControl),
  ),
  VisibleRange: lazyWidget(() =>
    import('./controls/VisibleRangeControl.js').then((m) => m.VisibleRangeControl),
  ),
});
