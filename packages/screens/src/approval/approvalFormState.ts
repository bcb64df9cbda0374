import { isEmptyValue } from '@tessera/validation';
import {
  dependentFields,
  validateApprovalField,
  validateApprovalForm,
  type ApprovalFieldModel,
} from './approvalFields.js';

/** An approval form's values (by field name) and the messages shown under its fields. */
export interface ApprovalFormState {
  values: Record<string, unknown>;
  errors: Record<string, string>;
}

function withError(
  errors: Record<string, string>,
  name: string,
  message: string | null,
): Record<string, string> {
  if ((errors[name] ?? null) === message) return errors;
  const next = { ...errors };
  if (message === null) delete next[name];
  else next[name] = message;
  return next;
}

/**
 * A field changed: the picker kinds (date, image, select, rating) are checked now, the others'
 * message is cleared; a field compared with this one (the end of a date range) is checked again
 * once filled in.
 */
export function changeApprovalField(
  models: readonly ApprovalFieldModel[],
  state: ApprovalFormState,
  model: ApprovalFieldModel,
  value: unknown,
): ApprovalFormState {
  const values = { ...state.values, [model.name]: value };
  let errors = withError(
    state.errors,
    model.name,
    model.trigger === 'change' ? validateApprovalField(model, value, 'change', values) : null,
  );
  for (const other of dependentFields(models, model.name)) {
    if (isEmptyValue(values[other.name])) continue;
    errors = withError(
      errors,
      other.name,
      validateApprovalField(other, values[other.name], undefined, values),
    );
  }
  return { values, errors };
}

/** A field left: its blur rules (text and number fields, spec 2 §5). */
export function blurApprovalField(
  state: ApprovalFormState,
  model: ApprovalFieldModel,
): ApprovalFormState {
  const message = validateApprovalField(model, state.values[model.name], 'blur', state.values);
  const errors = withError(state.errors, model.name, message);
  return errors === state.errors ? state : { values: state.values, errors };
}

/** Every field checked (spec 2 §5 "Submit runs form validation first"), with the first message. */
export function checkApprovalForm(
  models: readonly ApprovalFieldModel[],
  values: Record<string, unknown>,
): { errors: Record<string, string>; first: string | null } {
  const errors = validateApprovalForm(models, values);
  const first = models.find((model) => errors[model.name]);
  return { errors, first: first ? errors[first.name]! : null };
}

/** The form commands of a screen's model (detail, start, form detail). */
export interface ApprovalFormCommands {
  /** A field's value changed (checked now for the picker kinds). */
  setField(model: ApprovalFieldModel, value: unknown): void;
  /** A field was left (its blur rules). */
  blurField(model: ApprovalFieldModel): void;
  /** Checks every field; answers the first message, or null. */
  validateForm(): string | null;
  /** Replaces every value and clears the messages. */
  resetForm(values: Record<string, unknown>): void;
}

/** {@link ApprovalFormCommands} over a model's store: `read` its models and form, `write` the form. */
export function approvalFormCommands(
  read: () => ApprovalFormState & { models: readonly ApprovalFieldModel[] },
  write: (form: ApprovalFormState) => void,
): ApprovalFormCommands {
  return {
    setField: (model, value) => {
      const state = read();
      write(changeApprovalField(state.models, state, model, value));
    },
    blurField: (model) => write(blurApprovalField(read(), model)),
    validateForm: () => {
      const { models, values } = read();
      const { errors, first } = checkApprovalForm(models, values);
      write({ values, errors });
      return first;
    },
    resetForm: (values) => write({ values, errors: {} }),
  };
}
