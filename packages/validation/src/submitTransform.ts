import { SYSTEM_FIELDS } from '@tessera/protocol';
import type { FieldType } from '@tessera/protocol';
import { readDateTime } from '@tessera/protocol/dates';

// spec 1 §5 Submit: system fields (protocol SYSTEM_FIELDS) are never sent.
const SYSTEM_FIELD_SET: ReadonlySet<string> = new Set(SYSTEM_FIELDS);

/**
 * Whether a field is sent on submit: not a system field, not starting with `__` or `ref_`.
 *
 * @example
 * isSubmittedField('ref_author'); // false
 * isSubmittedField('title'); // true
 */
export function isSubmittedField(name: string): boolean {
  return !SYSTEM_FIELD_SET.has(name) && !name.startsWith('__') && !name.startsWith('ref_');
}

/**
 * A date value as submitted (spec 1 §5 Submit): a text of length 10 (`YYYY-MM-DD`) gets
 * ' 00:00:00' appended; the value is read by `readDateTime` (`@tessera/protocol/dates`) as
 * local wall-clock time (what the user picked) and sent as an ISO string in UTC with
 * milliseconds; an empty or unreadable value becomes ''.
 *
 * @example
 * toSubmitDate('2024-13-01'); // ''
 * toSubmitDate('2024-05-01'); // new Date(2024, 4, 1).toISOString()
 */
export function toSubmitDate(value: unknown): string {
  const input = typeof value === 'string' && value.length === 10 ? `${value} 00:00:00` : value;
  const date = readDateTime(input);
  return date === null ? '' : date.toISOString();
}

/** Whether an option-set value is empty: missing, blank text or an empty list. */
function isEmptyOptionSet(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * One field's value as submitted: DateTime through {@link toSubmitDate}; an empty OptionSet as
 * an empty list; everything else unchanged.
 */
export function toSubmitValue(fieldType: FieldType | string | undefined, value: unknown): unknown {
  if (fieldType === 'DateTime') return toSubmitDate(value);
  if (fieldType === 'OptionSet' && isEmptyOptionSet(value)) return [];
  return value;
}

/**
 * The data a form or data-source item submits (spec 1 §5 Submit): system, `__` and `ref_` fields
 * dropped, every other field through {@link toSubmitValue} with its type from `fieldTypes`
 * (fields without a known type pass unchanged). The input is not changed.
 *
 * @example
 * toSubmitData(
 *   { id: 'x', title: 'a', due: '2024-05-01', tags: null, ref_author: [] },
 *   { due: 'DateTime', tags: 'OptionSet' },
 * );
 * // { title: 'a', due: '2024-04-30T16:00:00.000Z' (in UTC+8), tags: [] }
 */
export function toSubmitData(
  values: Readonly<Record<string, unknown>>,
  fieldTypes: Readonly<Record<string, FieldType | string | undefined>> = {},
): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  if (typeof values !== 'object' || values === null) return data;
  for (const [name, value] of Object.entries(values)) {
    if (!isSubmittedField(name)) continue;
    const fieldType = Object.hasOwn(fieldTypes, name) ? fieldTypes[name] : undefined;
    data[name] = toSubmitValue(fieldType, value);
  }
  return data;
}
