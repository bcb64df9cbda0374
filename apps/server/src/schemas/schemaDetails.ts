import type {
  RelatedSchema,
  SchemaDetails,
  SchemaFieldDto,
  SchemaReference,
  SchemaSummary,
} from '@tessera/protocol';
import type { Selectable } from 'kysely';
import type { SchemaField, SchemasTable } from '../db/database.js';
import { normalizeField } from './fieldTypes.js';

/** A schemas row as selected. */
export type SchemaRow = Selectable<SchemasTable>;

/** Real fields (fieldId above 0) first, by fieldId (spec 1 §3 Field "real fields listed first"). */
function sortedFields(fields: readonly SchemaField[]): SchemaField[] {
  return [...fields].sort((a, b) => {
    const realA = a.fieldId > 0 ? 0 : 1;
    const realB = b.fieldId > 0 ? 0 : 1;
    return realA - realB || a.fieldId - b.fieldId;
  });
}

/** The Reference fields of a schema and the schema each one points at. */
function referenceTargets(row: SchemaRow): { field: SchemaField; target: string }[] {
  return row.fields
    .filter((f) => f.fieldType === 'Reference' && typeof f.properties?.schemaName === 'string')
    .map((field) => ({ field, target: field.properties?.schemaName as string }));
}

/** One row of the schema list. */
export function toSchemaSummary(row: SchemaRow): SchemaSummary {
  return {
    schemaId: row.schema_id,
    name: row.name,
    label: row.label,
    schemaType: row.schema_type,
    fieldCount: row.fields.length,
    personal: row.personal,
    created: row.created.toISOString(),
    lastModified: row.last_modified.toISOString(),
  };
}

/**
 * spec 1 §3 "Reference fields expose ref_{field}.{name} labelled 'A>B'": for each Reference
 * field, one derived field per real field of the referenced schema.
 */
function referenceFields(row: SchemaRow, byName: ReadonlyMap<string, SchemaRow>): SchemaFieldDto[] {
  const derived: SchemaFieldDto[] = [];
  for (const { field, target } of referenceTargets(row)) {
    const targetRow = byName.get(target);
    if (!targetRow) continue;
    for (const targetField of sortedFields(targetRow.fields)) {
      const base = normalizeField(targetField);
      derived.push({
        ...base,
        name: `ref_${field.name}.${targetField.name}`,
        label: `${field.label}>${targetField.label}`,
        fieldId: 0,
        fieldCategory: 'Reference',
        isLocked: true,
        properties: { ...base.properties, schemaName: target, dataField: targetField.name },
      });
    }
  }
  return derived;
}

/** spec 1 §3 "related schemas rel_{schemaName}": schemas whose Reference fields point here. */
function relatedSchemas(name: string, rows: readonly SchemaRow[]): RelatedSchema[] {
  const related: RelatedSchema[] = [];
  for (const other of rows) {
    for (const { field, target } of referenceTargets(other)) {
      if (target !== name) continue;
      related.push({
        name: `rel_${other.name}`,
        schemaName: other.name,
        label: other.label,
        fieldName: field.name,
        fieldLabel: field.label,
      });
    }
  }
  return related;
}

/**
 * The full answer of GET {app}/schemas/{name}: the summary, the normalized real fields, the
 * derived `ref_` fields and the related `rel_` schemas.
 *
 * @param rows - every schema of the app (to resolve references both ways).
 */
export function buildSchemaDetails(row: SchemaRow, rows: readonly SchemaRow[]): SchemaDetails {
  const byName = new Map(rows.map((r) => [r.name, r]));
  return {
    ...toSchemaSummary(row),
    fields: sortedFields(row.fields).map(normalizeField),
    referenceFields: referenceFields(row, byName),
    relatedSchemas: relatedSchemas(row.name, rows),
  };
}

/**
 * The schema references list (spec 2 §7.4 schemareference/list): the fields of this schema
 * that reference others, then the fields of other schemas that reference this one.
 */
export function buildSchemaReferences(
  row: SchemaRow,
  rows: readonly SchemaRow[],
): SchemaReference[] {
  const labelOf = (name: string) => rows.find((r) => r.name === name)?.label ?? '';
  const outgoing = referenceTargets(row).map(({ field, target }): SchemaReference => ({
    direction: 'references',
    schemaName: row.name,
    schemaLabel: row.label,
    fieldName: field.name,
    fieldLabel: field.label,
    referencedSchemaName: target,
    referencedSchemaLabel: labelOf(target),
  }));
  const incoming = rows.flatMap((other) =>
    referenceTargets(other)
      .filter(({ target }) => target === row.name)
      .map(({ field }): SchemaReference => ({
        direction: 'referencedBy',
        schemaName: other.name,
        schemaLabel: other.label,
        fieldName: field.name,
        fieldLabel: field.label,
        referencedSchemaName: row.name,
        referencedSchemaLabel: row.label,
      })),
  );
  return [...outgoing, ...incoming];
}
