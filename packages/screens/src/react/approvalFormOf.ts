import type { ApprovalFormCommands, ApprovalFormState } from '../approval/approvalFormState.js';
import type { ApprovalForm } from './useApprovalForm.js';

/** A model's form (its values, messages and form commands) bound for either UI kit. */
export function approvalFormOf(
  model: ApprovalFormCommands,
  { values, errors }: ApprovalFormState,
): ApprovalForm {
  return {
    values,
    errors,
    bind: (field) => ({
      model: field,
      value: values[field.name],
      error: errors[field.name],
      onChange: (value) => model.setField(field, value),
      onBlur: () => model.blurField(field),
    }),
    validate: model.validateForm,
    reset: model.resetForm,
  };
}
