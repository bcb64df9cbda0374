import { useCallback, useRef, useState } from 'react';
import { validateField, validateForm, type FormSchema } from '@tessera/validation';

/** One field's binding: the value, its change and blur handlers and its shown error. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/** What {@link useSchemaForm} answers. */
export interface SchemaForm<TField extends string> {
  values: Record<TField, string>;
  /** Binds an input to a field: checks it on blur (spec 2 §5), clears its error on change. */
  field: (name: TField) => FieldBinding;
  set: (name: TField, value: string) => void;
  /** Checks every field of the schema; shows each error and answers the first, or `null`. */
  validate: () => string | null;
  /** True while a field of the schema is empty (the login button's disabled rule). */
  missingRequired: boolean;
  reset: (names: readonly TField[]) => void;
}

/**
 * A small form state over a @tessera/validation schema: one string per field, field errors on
 * blur, every field checked at submit. The schema may change between renders (a login type
 * switch); the fields it no longer has are simply not checked.
 */
export function useSchemaForm<TField extends string>(
  schema: FormSchema,
  initial: Record<TField, string>,
): SchemaForm<TField> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<TField, string>>>({});
  const latest = useRef(values);
  latest.current = values;

  const set = useCallback((name: TField, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
  }, []);

  const field = (name: TField): FieldBinding => ({
    value: values[name],
    onChange: (value) => set(name, value),
    onBlur: () => {
      const spec = schema[name];
      if (!spec) return;
      const message = validateField(spec.rules, latest.current[name], {
        label: spec.label,
        values: latest.current,
        trigger: 'blur',
      });
      setErrors((current) => ({ ...current, [name]: message ?? undefined }));
    },
    error: schema[name] ? errors[name] : undefined,
  });

  const validate = () => {
    const found = validateForm(schema, latest.current) as Partial<Record<TField, string>>;
    setErrors(found);
    const first = Object.keys(schema).find((name) => found[name as TField]);
    return first ? (found[first as TField] ?? null) : null;
  };

  const missingRequired = Object.entries(schema).some(
    ([name, spec]) =>
      spec.rules.some((rule) => rule.kind === 'required' || rule.kind === 'phone') &&
      (values[name as TField] ?? '').trim() === '',
  );

  const reset = (names: readonly TField[]) => {
    setValues((current) => {
      const next = { ...current };
      for (const name of names) next[name] = '';
      return next;
    });
  };

  return { values, field, set, validate, missingRequired, reset };
}
