import { useCallback, useRef, useState } from 'react';
import { emptyApprovalValues, type ApprovalFieldModel } from '../approval/approvalFields.js';
import {
  blurApprovalField,
  changeApprovalField,
  checkApprovalForm,
  type ApprovalFormState,
} from '../approval/approvalFormState.js';

/** One field's binding for either UI kit. */
export interface ApprovalFieldBinding {
  model: ApprovalFieldModel;
  value: unknown;
  error: string | undefined;
  /** Sets the value; fields checked on change (date, image, select, rating) are checked now. */
  onChange: (value: unknown) => void;
  /** Checks the blur rules (text and number fields, spec 2 §5). */
  onBlur: () => void;
}

/** What {@link useApprovalForm} answers. */
export interface ApprovalForm {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  bind: (model: ApprovalFieldModel) => ApprovalFieldBinding;
  /** Checks every field (spec 2 §5 "Submit runs form validation first"); answers the first message. */
  validate: () => string | null;
  /** Replaces every value (a loaded submission) and clears the messages. */
  reset: (values: Record<string, unknown>) => void;
}

/**
 * The state of an approval form over its field models: one value per field name, a field's
 * message on blur (on change for the picker kinds), cleared as the user edits, every field
 * checked at submit.
 */
export function useApprovalForm(
  models: readonly ApprovalFieldModel[],
  initial?: Record<string, unknown>,
): ApprovalForm {
  const [state, setState] = useState<ApprovalFormState>(() => ({
    values: initial ?? emptyApprovalValues(models),
    errors: {},
  }));
  // The latest state, so changes made before the next render build on each other.
  const latest = useRef(state);
  const update = (next: ApprovalFormState) => {
    latest.current = next;
    setState(next);
  };

  const bind = (model: ApprovalFieldModel): ApprovalFieldBinding => ({
    model,
    value: state.values[model.name],
    error: state.errors[model.name],
    onChange: (value) => update(changeApprovalField(models, latest.current, model, value)),
    onBlur: () => update(blurApprovalField(latest.current, model)),
  });

  const validate = () => {
    const { errors, first } = checkApprovalForm(models, latest.current.values);
    update({ values: latest.current.values, errors });
    return first;
  };

  const reset = useCallback((values: Record<string, unknown>) => {
    const next = { values, errors: {} };
    latest.current = next;
    setState(next);
  }, []);

  return { values: state.values, errors: state.errors, bind, validate, reset };
}
