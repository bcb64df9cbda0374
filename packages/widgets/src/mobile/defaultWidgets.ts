import type { WidgetMap } from '../registry/createWidgetRegistry.js';
import { MobileButtonControl } from './controls/MobileButtonControl.js';
import { lazyWidget } from './lazyWidget.js';
import { MobileListWidget } from './MobileListWidget.js';
import { MobileFormContainer } from './shell/MobileFormContainer.js';

// README "Loading widgets on demand": as in the Pc kit, the light, most common widgets (List,
// Button, FormContainer) are in the first download; every other one is a chunk of its own,
// fetched when a page first draws its type (goal: mobile-runtime initial JS ≤ 250 KB gzip).
// `defaultWidgets.test.tsx` checks that the mobile kit registers every type of the Pc kit.
/**
 * The widgets of the mobile flavour (antd-mobile), by `typeName`: the same types as the Pc
 * `defaultWidgets`. All but List, Button and FormContainer load on demand ({@link lazyWidget}).
 */
export const defaultWidgets: WidgetMap = Object.freeze({
  List: MobileListWidget,
  Button: MobileButtonControl,
  FormContainer: MobileFormContainer,
  CardList: lazyWidget(() =>
    import('./lists/MobileCardListWidget.js').then((m) => m.MobileCardListWidget),
  ),
  Form: lazyWidget(() => import('./forms/MobileFormWidget.js').then((m) => m.MobileFormWidget)),
  Nav: lazyWidget(() => import('./controls/MobileNavControl.js').then((m) => m.MobileNavControl)),
  Table: lazyWidget(() =>
    import('./controls/MobileTableControl.js').then((m) => m.MobileTableControl),
  ),
  SystemMessage: lazyWidget(() =>
    import('./controls/MobileSessionControls.js').then((m) => m.MobileSystemMessageControl),
  ),
  PermissionList: lazyWidget(() =>
    import('./controls/MobileSessionControls.js').then((m) => m.MobilePermissionListControl),
  ),
  Login: lazyWidget(() =>
    import('./controls/MobileSessionControls.js').then((m) => m.MobileLoginControl),
  ),
  Register: lazyWidget(() =>
    import('./controls/MobileSessionControls.js').then((m) => m.MobileRegisterControl),
  ),
  RegisterForm: lazyWidget(() =>
    import('./controls/MobileRegisterFormControl.js').then((m) => m.MobileRegisterFormControl),
  ),
  VisibleRange: lazyWidget(() =>
    import('./controls/MobileVisibleRangeControl.js').then((m) => m.MobileVisibleRangeControl),
  ),
});
