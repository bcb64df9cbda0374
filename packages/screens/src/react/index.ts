// The screens' React hooks over their models, shared by the `./pc` and `./mobile` entries.
export { useModel, useLoad } from './useModel.js';
export { useApprovalCalls, useApprovalPage } from './useApprovalCalls.js';
export { useApprovalForm } from './useApprovalForm.js';
export type { ApprovalForm, ApprovalFieldBinding } from './useApprovalForm.js';
export { approvalFormOf } from './approvalFormOf.js';
export { useApprovalStart } from './useApprovalStart.js';
export type { ApprovalStart, ApprovalStartInput } from './useApprovalStart.js';
export { useApprovalDetail } from './useApprovalDetail.js';
export type { ApprovalDetail, ApprovalDetailInput } from './useApprovalDetail.js';
export { useApprovalList } from './useApprovalList.js';
export type { ApprovalList } from './useApprovalList.js';
export { useApprovalCategories } from './useApprovalCategories.js';
export { useFormDetail } from './useFormDetail.js';
export type { FormDetail } from './useFormDetail.js';
export { useAssigneeSearch } from './useAssigneeSearch.js';
