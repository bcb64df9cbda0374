// The Pc (MUI) controls of the widget kit: views over the headless core in `src/controls/`.
import type { WidgetMap } from '../../registry/createWidgetRegistry.js';
import { ButtonControl } from './ButtonControl.js';
import { LoginControl } from './LoginControl.js';
import { NavControl } from './NavControl.js';
import { PermissionListControl } from './PermissionListControl.js';
import { RegisterControl } from './RegisterControl.js';
import { RegisterFormControl } from './RegisterFormControl.js';
import { SystemMessageControl } from './SystemMessageControl.js';
import { TableControl } from './TableControl.js';
import { VisibleRangeControl } from './VisibleRangeControl.js';

export * from '../../controls/index.js';
export { ButtonControl } from './ButtonControl.js';
export { NavControl } from './NavControl.js';
export { TableControl } from './TableControl.js';
export { SystemMessageControl } from './SystemMessageControl.js';
export { PermissionListControl } from './PermissionListControl.js';
export { LoginControl } from './LoginControl.js';
export { RegisterControl } from './RegisterControl.js';
export { RegisterFormControl } from './RegisterFormControl.js';
export { VisibleRangeControl } from './VisibleRangeControl.js';
export { VisibleRangeDialog, VISIBLE_RANGE_DIALOG_WIDTH } from './VisibleRangeDialog.js';
export type { VisibleRangeDialogProps } from './VisibleRangeDialog.js';
export { VisibleRangeTree } from './VisibleRangeTree.js';
export type { VisibleRangeTreeProps } from './VisibleRangeTree.js';

/**
 * The controls' widgets by `typeName` (spread into the Pc `defaultWidgets`). The first seven are
 * the always-allowed types of spec 1 §6 (`@tessera/session` ALWAYS_ALLOWED_CONTROL_TYPES).
 */
export const CONTROLS_WIDGETS: WidgetMap = Object.freeze({
  Button: ButtonControl,
  Nav: NavControl,
  Table: TableControl,
  SystemMessage: SystemMessageControl,
  PermissionList: PermissionListControl,
  Login: LoginControl,
  Register: RegisterControl,
  RegisterForm: RegisterFormControl,
  VisibleRange: VisibleRangeControl,
});
