// The headless core of the forms (spec 1 §2 Form-item renderer): config, item models, values,
// the date picker's model, the image/video uploads and the form state over a data source.
export { FORM_TEXTS } from './formTexts.js';
export { readFormConfig, DEFAULT_LABEL_WIDTH } from './formConfig.js';
export type {
  FormConfig,
  FormItemConfig,
  FormItemKind,
  FormItemOptionsConfig,
  FormOption,
  DateItemType,
  LabelPosition,
} from './formConfig.js';
export { formItemModel, validateItem } from './formItemModel.js';
export type { FormItemModel } from './formItemModel.js';
export {
  PICKER_FORMATS,
  numberFromText,
  roundToDecimals,
  textOf,
  selectedValue,
  toSelectValue,
  toPickerText,
  readImages,
  readVideos,
  mediaSrc,
  displayText,
  displayOrEmpty,
  stepNumber,
  numberBounds,
  wordCounter,
  uploadFull,
  withoutEntry,
  choiceLabel,
  isCascade,
  cascadePath,
  toCascadeValue,
  cascadeLabels,
} from './formValues.js';
export type { ImageEntry, VideoEntry } from './formValues.js';
export {
  pickerView,
  pickerTimeParts,
  canConfirm,
  dayCells,
  monthCells,
  yearCells,
  withDay,
  withTimePart,
  initialMonth,
  yearMonth,
  pickerPrecision,
  pickerBounds,
  rangeMark,
} from './datePickerModel.js';
export type { PickerCell, PickerView, PickerPrecision } from './datePickerModel.js';
export { useFormWidget } from './useFormWidget.js';
export type { FormItemBinding, FormWidgetState } from './useFormWidget.js';
export { useMediaUpload } from './useMediaUpload.js';
export type { MediaUploadState } from './useMediaUpload.js';
