// The Pc (MUI) forms of the widget kit: views over the headless core in `src/forms/`.
import type { WidgetMap } from '../../registry/createWidgetRegistry.js';
import { FormWidget } from './FormWidget.js';

/** The forms' widgets by `typeName` (spread into the Pc `defaultWidgets`): the `Form` container. */
export const FORMS_WIDGETS: WidgetMap = Object.freeze({ Form: FormWidget });

export { FormWidget } from './FormWidget.js';
export type { FormWidgetProps } from './FormWidget.js';
export { FormItemField } from './FormItemField.js';
export { FormItemRow } from './FormItemRow.js';
export type { FormItemRowProps } from './FormItemRow.js';
export { DatePickerField } from './DateItem.js';
export type { DatePickerFieldProps } from './DateItem.js';
export { DatePickerPanel } from './DatePickerPanel.js';
export type { DatePickerPanelProps } from './DatePickerPanel.js';
export { ImageThumbnails } from './ImageThumbnails.js';
export type { ImageThumbnailsProps } from './ImageThumbnails.js';
