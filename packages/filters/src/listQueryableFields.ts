import { QUERY_FIELD_TYPES } from '@tessera/protocol';

/** spec 1 §3 Field: fields never offered for querying. */
export const NON_QUERYABLE_FIELDS: readonly string[] = Object.freeze([
  'id',
  'contentId',
  'version',
  'createdBy',
  'lastModifiedBy',
  'status',
]);

/** The part of a schema field (spec 1 §3 Field) the listing reads. */
export interface QueryableFieldLike {
  name: string;
  fieldId?: number | null;
}

/**
 * The fields a designer can query, in the order to offer them (spec 1 §3 Field): without id,
 * contentId, version, createdBy, lastModifiedBy and status; real fields (fieldId above 0) first,
 * then the others (system fields such as created and lastModified), each part in its given order.
 *
 * @example
 * listQueryableFields([
 *   { name: 'created', fieldId: 0 }, { name: 'id', fieldId: 0 }, { name: 'title', fieldId: 3 },
 * ]); // [{ name: 'title', fieldId: 3 }, { name: 'created', fieldId: 0 }]
 */
export function listQueryableFields<TField extends QueryableFieldLike>(
  fields: readonly TField[],
): TField[] {
  const real: TField[] = [];
  const others: TField[] = [];
  for (const field of fields) {
    if (NON_QUERYABLE_FIELDS.includes(field.name)) continue;
    if (typeof field.fieldId === 'number' && field.fieldId > 0) real.push(field);
    else others.push(field);
  }
  return [...real, ...others];
}

/** Whether a field type is one of spec 1 §3 "Field types for query" (protocol `QUERY_FIELD_TYPES`). `Boolean` counts as `Bool`. */
export function isQueryFieldType(fieldType: string | undefined): boolean {
  if (fieldType === 'Boolean') return true;
  return (QUERY_FIELD_TYPES as readonly string[]).includes(fieldType ?? '');
}
