// Public entry `@tessera/screens`: the product's screens that are not designed pages — the
// approval and form pages and the account pages. The root holds their framework-free models and
// headless hooks; the views are under `./pc` (MUI) and `./mobile` (antd-mobile).

// Account screens' headless core (spec 2 §2.3–§2.11): what a sign-in answer shows.
export { loginRefusalView, passwordExpiryPrompt } from './account/loginOutcome.js';
export type { LoginRefusalView } from './account/loginOutcome.js';

// Approval and form pages' headless core (spec 2 §2.12, §5, §8): texts, field model, timeline,
// query and links, and the hooks the mobile and Pc pages share (README "Approval pages").
export {
  APPROVAL_TEXTS,
  APPROVAL_LIST_TABS,
  PROCESS_STATUS_TEXTS,
  PROCESS_STATUS_TONES,
  OPERATION_TEXTS,
  processStatusText,
} from './approval/approvalTexts.js';
export type { ApprovalListType } from './approval/approvalTexts.js';
export {
  approvalFieldModels,
  emptyApprovalValues,
  validateApprovalField,
  validateApprovalForm,
  toFieldDataList,
  toFormJsonData,
  valuesFromFieldData,
  modelsFromFieldData,
  fieldValueText,
} from './approval/approvalFields.js';
export type {
  ApprovalFieldModel,
  ApprovalFieldKind,
  ApprovalDateType,
  ApprovalChoice,
} from './approval/approvalFields.js';
export { timelineEntries, recordResult, recordTargets } from './approval/approvalTimeline.js';
export type { TimelineEntry } from './approval/approvalTimeline.js';
export { useApprovalCalls } from './approval/useApprovalCalls.js';
export type { ApprovalCalls, ApprovalViewer } from './approval/useApprovalCalls.js';
export { useApprovalForm } from './approval/useApprovalForm.js';
export type { ApprovalForm, ApprovalFieldBinding } from './approval/useApprovalForm.js';
export { useApprovalStart } from './approval/useApprovalStart.js';
export type { ApprovalStart, ApprovalStartInput } from './approval/useApprovalStart.js';
export { createApprovalDetailModel } from './approval/approvalDetailModel.js';
export type {
  ApprovalAction,
  ApprovalDetailCommands,
  ApprovalDetailModel,
  ApprovalDetailModelInput,
  ApprovalDetailSnapshot,
} from './approval/approvalDetailModel.js';
export { useApprovalDetail } from './approval/useApprovalDetail.js';
export type { ApprovalDetail, ApprovalDetailInput } from './approval/useApprovalDetail.js';
export { useApprovalList, PROCESS_STATUS_FILTERS } from './approval/useApprovalList.js';
export type { ApprovalList, ApprovalListRow } from './approval/useApprovalList.js';
export { useApprovalCategories, categoryGroups } from './approval/useApprovalCategories.js';
export type { ApprovalCategoryGroup } from './approval/useApprovalCategories.js';
export { useFormDetail } from './approval/useFormDetail.js';
export type { FormDetail } from './approval/useFormDetail.js';
