// The mobile (antd-mobile) controls of the widget kit: views over the headless core in
// `src/controls/`.
export * from '../../controls/index.js';
export { MobileButtonControl } from './MobileButtonControl.js';
export { MobileNavControl } from './MobileNavControl.js';
export { MobileTableControl } from './MobileTableControl.js';
export {
  MobileLoginControl,
  MobileRegisterControl,
  MobilePermissionListControl,
  MobileSystemMessageControl,
} from './MobileSessionControls.js';
export { MobileRegisterFormControl } from './MobileRegisterFormControl.js';
export { MobileVisibleRangeControl } from './MobileVisibleRangeControl.js';
export { MobileVisibleRangePicker, MobileVisibleRangeSheet } from './MobileVisibleRangePicker.js';
export type {
  MobileVisibleRangePickerProps,
  MobileVisibleRangeSheetProps,
} from './MobileVisibleRangePicker.js';
