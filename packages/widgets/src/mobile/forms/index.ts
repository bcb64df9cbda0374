// The mobile (antd-mobile) forms of the widget kit: views over the headless core in `src/forms/`.
export { MobileFormWidget } from './MobileFormWidget.js';
export type { MobileFormWidgetProps } from './MobileFormWidget.js';
export { MobileFormItemField } from './MobileFormItemField.js';
export { MobileDatePicker, MobileDateItem } from './MobileDateItem.js';
export type { MobileDatePickerProps } from './MobileDateItem.js';
export { MobileImageThumbnails } from './MobileImageUploaderItem.js';
export type { MobileImageThumbnailsProps } from './MobileImageUploaderItem.js';
export { MediaSourceTile } from './MediaSourceSheet.js';
export type { MediaSourceTileProps } from './MediaSourceSheet.js';
