import { useCallback, useRef, useState } from 'react';
import { isEmptyValue } from '@tessera/validation';
import {
  dependentFields,
  emptyApprovalValues,
  validateApprovalField,
  validateApprovalForm,
  type ApprovalFieldModel,
} from './approvalFields.js';

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
  const [values, setValues] = useState<Record<string, unknown>>(
    () => initial ?? emptyApprovalValues(models),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const latest = useRef(values);
  latest.current = values;

  const setError = (name: string, message: string | null) =>
    setErrors((current) => {
      if ((current[name] ?? null) === message) return current;
      const next = { ...current };
      if (message === null) delete next[name];
      else next[name] = message;
      return next;
    });

  const bind = (model: ApprovalFieldModel): ApprovalFieldBinding => ({
    model,
    value: values[model.name],
    error: errors[model.name],
    onChange: (value) => {
      const next = { ...latest.current, [model.name]: value };
      latest.current = next;
      setValues((current) => ({ ...current, [model.name]: value }));
      setError(
        model.name,
        model.trigger === 'change' ? validateApprovalField(model, value, 'change', next) : null,
      );
      // A field compared with this one (the end of a date range) is checked again once filled in.
      for (const other of dependentFields(models, model.name)) {
        if (isEmptyValue(next[other.name])) continue;
        setError(other.name, validateApprovalField(other, next[other.name], undefined, next));
      }
    },
    onBlur: () =>
      setError(
        model.name,
        validateApprovalField(model, latest.current[model.name], 'blur', latest.current),
      ),
  });

  const validate = () => {
    const found = validateApprovalForm(models, latest.current);
    setErrors(found);
    const first = models.find((model) => found[model.name]);
    return first ? found[first.name]! : null;
  };

  const reset = useCallback((next: Record<string, unknown>) => {
    latest.current = next;
    setValues(next);
    setErrors({});
  }, []);

  return { values, errors, bind, validate, reset };
}
