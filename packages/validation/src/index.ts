// Public surface of @tessera/validation. Every export is listed in README.md.

// The rule model and the one evaluator
export { isEmptyValue, valueText } from './fieldRule.js';
export type {
  AccountKind,
  FieldError,
  FieldRule,
  FieldSchema,
  FormatKind,
  FormSchema,
  PresenceKind,
  RuleBase,
  RuleContext,
  Trigger,
} from './fieldRule.js';
export { firstFormError, validateField, validateForm } from './validateField.js';

// Patterns
export {
  ACCOUNT_PHONE_PATTERN,
  CURRENCY_PATTERN,
  DIGITS_PATTERN,
  EMAIL_PATTERN,
  IP_PATTERN,
  MOBILE_PATTERN,
  NUMBER_PATTERN,
  PHONE_PATTERN,
  URL_PATTERN,
  compilePattern,
  isLatin1,
} from './patterns.js';

// Form fields and form items (approval and form pages)
export {
  FORM_FIELD_MESSAGES,
  checkBounds,
  checkFormat,
  checkLength,
  checkPresence,
  validateApprovalComment,
} from './formField.js';
export { FORM_ITEM_TRIGGERS, formItemRules, numberStep, triggerFor } from './formItem.js';
export type { DesignRule, FormItemDefinition, FormItemOptions, FormItemType } from './formItem.js';

// Account screens
export { PHONE_MESSAGES, PHONE_RULES, checkPhone, isPhoneNumber, validatePhone } from './phone.js';
export {
  ACCOUNT_LABELS,
  ACCOUNT_MESSAGES,
  CHANGE_ACCOUNT_MESSAGES,
  changeAccountSchema,
  checkAccountValue,
  isAccountValue,
  normaliseAccountValue,
  validateAccountValue,
} from './changeAccount.js';
export type { ChangeAccountSchemaOptions, ChangeAccountStep } from './changeAccount.js';
export { ADDRESS_MESSAGES, addressFormSchema, isAreaComplete } from './addressForm.js';
export {
  LOGIN_MESSAGES,
  LOGIN_TYPE_BY_CONFIG,
  filterImageCode,
  loginSchema,
  registerSchema,
} from './login.js';
export type {
  LoginSchemaOptions,
  LoginType,
  RegisterCheckWay,
  RegisterSchemaOptions,
} from './login.js';
export { RESET_MESSAGES, forgotPasswordSchema, resetPasswordSchema } from './passwordReset.js';
export type { ResetCheckWay, ResetPasswordSchemaOptions } from './passwordReset.js';
export {
  PASSWORD_COMPLEXITY_NAMES,
  PASSWORD_MESSAGES,
  checkPasswordPolicy,
  passwordComplexMessage,
  passwordComplexities,
  passwordLengthBounds,
  passwordLengthMessage,
} from './password.js';
export type { PasswordComplexity, PasswordPolicy } from './password.js';

// Image upload
export {
  IMAGE_TYPES,
  IMAGE_UPLOAD_MESSAGES,
  checkImageSize,
  checkImageUpload,
  formatMegabytes,
  isAcceptedImage,
} from './imageUpload.js';
export type { ImageFileInfo, ImageUploadCheck, ImageUploadOptions } from './imageUpload.js';

// Dates: picker ranges, time spent, submit (reading and printing: @tessera/protocol/dates)
export {
  DATE_ITEM_PICKERS,
  DATE_RANGE_PLACEHOLDERS,
  DIALOG_DATE_RANGE,
  defaultYearRange,
  isDateSelectable,
  isInDialogDateRange,
} from './dateRange.js';
export { TIME_SPENT_UNITS, formatTimeSpent, formatTimeSpentBetween } from './timeSpent.js';
export type {
  DateInput,
  DatePickerType,
  DateRangeCondition,
  DateRangeGroup,
  DateRangeOptions,
  RangeOperator,
  RelativeDate,
} from './dateRange.js';
export { isSubmittedField, toSubmitData, toSubmitDate, toSubmitValue } from './submitTransform.js';
export { emptyValueFor, newEmptyItem } from './newEmptyItem.js';
export type { FieldDescriptor } from './newEmptyItem.js';

// Display text limits
export {
  ELLIPSIS,
  TEXT_LIMITS,
  formatOperationNumber,
  isTagShown,
  limitMultiTag,
  limitTag,
  limitTitleTag,
  tagTextLimit,
  titleTagLimit,
  truncateText,
} from './textLimit.js';
