import type { StoreApi } from 'zustand/vanilla';
import { validateField, validateForm, type FormSchema } from '@tessera/validation';
import { derivedSnapshot, subscribeTo, type Model } from '../model/snapshot.js';

/** What an account form holds: one string per field and the shown messages. */
export interface AccountFormState<TField extends string> {
  values: Record<TField, string>;
  errors: Partial<Record<TField, string>>;
}

/** The commands of an account form (spec 2 §5: a field checked on blur, every field at submit). */
export interface AccountFormCommands<TField extends string> {
  /** Sets a field's value and clears its message. */
  setField(name: TField, value: string): void;
  /** Checks one field as it loses focus. */
  blurField(name: TField): void;
  /** Checks every field of the schema; shows each message and answers the first, or null. */
  validate(): string | null;
  /** Empties the named fields. */
  reset(names: readonly TField[]): void;
  /** The schema to check against (it may change: a login type switch, a loaded policy). */
  setSchema(schema: FormSchema): void;
}

/** An account form over a `@tessera/validation` schema. */
export interface AccountForm<TField extends string> extends AccountFormCommands<TField> {
  schema(): FormSchema;
}

/**
 * The form commands of an account screen over its model's store (whose state holds `values`
 * and `errors` beside the screen's own): one string per field, a field's message on blur,
 * cleared on change, every field at submit. Fields the schema does not have are not checked
 * and show no message ({@link shownErrors}).
 */
export function createAccountForm<TField extends string>(
  store: StoreApi<AccountFormState<TField>>,
  schema: FormSchema,
): AccountForm<TField> {
  let current = schema;
  return {
    schema: () => current,
    setSchema(next) {
      current = next;
      // A new state, so the snapshot shows the messages of the schema's fields again.
      store.setState(({ errors }) => ({ errors }));
    },
    setField(name, value) {
      store.setState(({ values, errors }) => ({
        values: { ...values, [name]: value },
        errors: errors[name] ? { ...errors, [name]: undefined } : errors,
      }));
    },
    blurField(name) {
      const spec = current[name];
      if (!spec) return;
      const { values, errors } = store.getState();
      const message = validateField(spec.rules, values[name], {
        label: spec.label,
        values,
        trigger: 'blur',
      });
      store.setState({ errors: { ...errors, [name]: message ?? undefined } });
    },
    validate() {
      const found = validateForm(current, store.getState().values) as Partial<
        Record<TField, string>
      >;
      store.setState({ errors: found });
      const first = Object.keys(current).find((name) => found[name as TField]);
      return first ? (found[first as TField] ?? null) : null;
    },
    reset(names) {
      store.setState(({ values }) => {
        const next = { ...values };
        for (const name of names) next[name] = '';
        return { values: next };
      });
    },
  };
}

/** The shown message of each field the schema has. */
export function shownErrors<TField extends string>(
  schema: FormSchema,
  errors: Partial<Record<TField, string>>,
): Partial<Record<TField, string>> {
  const shown: Partial<Record<TField, string>> = {};
  for (const name of Object.keys(errors) as TField[]) {
    if (schema[name] && errors[name]) shown[name] = errors[name];
  }
  return shown;
}

/**
 * True while a field of the schema that must be filled (a required or phone rule) is empty: the
 * sign-in's disabled rule for 登录 (as `useSchemaForm`'s `missingRequired`).
 */
export function missingRequired<TField extends string>(
  schema: FormSchema,
  values: Record<TField, string>,
): boolean {
  return Object.entries(schema).some(
    ([name, spec]) =>
      spec.rules.some((rule) => rule.kind === 'required' || rule.kind === 'phone') &&
      (values[name as TField] ?? '').trim() === '',
  );
}

/**
 * What every account form screen answers alike: its snapshot (the messages of the current
 * schema's fields only), `subscribe`, a `start` with nothing to load, and the form commands.
 * The screen's model adds its own commands beside them.
 */
export function accountFormModel<TField extends string, S extends AccountFormState<TField>>(
  store: StoreApi<S>,
  form: AccountForm<TField>,
): Model<S> & AccountFormCommands<TField> {
  return {
    getSnapshot: derivedSnapshot(store, (state) => ({
      ...state,
      errors: shownErrors(form.schema(), state.errors),
    })),
    subscribe: subscribeTo(store),
    start: () => () => undefined,
    setField: form.setField,
    blurField: form.blurField,
    validate: form.validate,
    reset: form.reset,
    setSchema: form.setSchema,
  };
}
