import type { SchemaField } from '../db/database.js';
import { FilterSyntaxError, type FieldPath } from '@tessera/filters';

/** The kind of value a system column holds, which decides how literals compare with it. */
export type ColumnKind = 'text' | 'subject' | 'uuid' | 'integer' | 'time';

/**
 * spec 1 §3 Content item: the system members a filter may name, and their columns.
 * createdBy/lastModifiedBy hold user ids and compare with `sub:{userId}` (spec 1 §5).
 */
export const SYSTEM_FILTER_FIELDS: Readonly<Record<string, { column: string; kind: ColumnKind }>> =
  {
    id: { column: 'id', kind: 'uuid' },
    contentId: { column: 'content_id', kind: 'uuid' },
    version: { column: 'version', kind: 'integer' },
    created: { column: 'created', kind: 'time' },
    lastModified: { column: 'last_modified', kind: 'time' },
    createdBy: { column: 'created_by', kind: 'subject' },
    lastModifiedBy: { column: 'last_modified_by', kind: 'subject' },
    status: { column: 'status', kind: 'text' },
  };

/** The schemas a filter can reach: its own, and those its Reference fields point at. */
export interface FilterTarget {
  schemaName: string;
  fields: readonly SchemaField[];
  /** Every schema of the app by name (for `ref_{field}/{name}`); may be empty. */
  schemas: ReadonlyMap<string, readonly SchemaField[]>;
}

/** What a field path of a filter names. */
export type ResolvedField =
  | { kind: 'column'; name: string; column: string; columnKind: ColumnKind }
  /** The item's whole text (spec 1 §3 `dataText`): every field value. */
  | { kind: 'dataText' }
  /** A schema field's value: `data -> keys[0] -> 'iv' -> keys[1] ...`. */
  | { kind: 'data'; field: SchemaField; keys: string[] }
  /** `ref_{field}/{name}`: a field of the items a Reference field points at. */
  | { kind: 'reference'; field: SchemaField; schemaName: string; target: ResolvedField };

function fieldList(fields: readonly SchemaField[]): string {
  const names = [...Object.keys(SYSTEM_FILTER_FIELDS), ...fields.map((f) => f.name)];
  const shown = names.slice(0, 30).join(', ');
  return names.length > 30 ? `${shown} …` : shown;
}

function unknownField(path: FieldPath, fields: readonly SchemaField[]): FilterSyntaxError {
  return new FilterSyntaxError(
    `未知的筛选字段 ${JSON.stringify(path.segments.join('/'))}，可用字段：${fieldList(fields)}`,
    path.at,
  );
}

function resolveReference(path: FieldPath, target: FilterTarget, depth: number): ResolvedField {
  const [head = '', ...rest] = path.segments;
  const field = target.fields.find((f) => f.name === head.slice('ref_'.length));
  const schemaName = field?.properties?.schemaName;
  const referenced = typeof schemaName === 'string' ? target.schemas.get(schemaName) : undefined;
  if (!field || field.fieldType !== 'Reference' || !referenced || typeof schemaName !== 'string') {
    throw unknownField(path, target.fields);
  }
  if (rest.length === 0 || depth > 0) {
    throw new FilterSyntaxError(
      `引用字段 ${head} 之后应为被引用表单的一个字段（${head}/字段名）`,
      path.at,
    );
  }
  const inner = resolveFilterField(
    { segments: rest, at: path.at },
    { schemaName, fields: referenced, schemas: target.schemas },
    depth + 1,
  );
  return { kind: 'reference', field, schemaName, target: inner };
}

/**
 * Resolves a field path against the schema: a system member (spec 1 §3 Content item), `dataText`,
 * a schema field with optional sub-properties (`field/attr`, also written `data/field/iv/attr`),
 * or `ref_{field}/{name}` through a Reference field (spec 1 §3 "ref_{field}.{name}"). Names are
 * checked against the schema, so an unknown or hostile name is refused before any SQL exists.
 *
 * @throws {FilterSyntaxError} naming the unknown field and the fields that exist.
 */
export function resolveFilterField(
  path: FieldPath,
  target: FilterTarget,
  depth = 0,
): ResolvedField {
  const segments = [...path.segments];
  const head = segments[0] ?? '';
  const system = Object.hasOwn(SYSTEM_FILTER_FIELDS, head) ? SYSTEM_FILTER_FIELDS[head] : undefined;
  if (system) {
    if (segments.length > 1) throw new FilterSyntaxError(`系统字段 ${head} 没有子属性`, path.at);
    return { kind: 'column', name: head, column: system.column, columnKind: system.kind };
  }
  if (head === 'dataText') {
    if (segments.length > 1) throw new FilterSyntaxError('dataText 没有子属性', path.at);
    return { kind: 'dataText' };
  }
  if (head.startsWith('ref_') && !target.fields.some((f) => f.name === head)) {
    return resolveReference(path, target, depth);
  }
  // Squidex-style `data/{field}/iv/...` names the same value as `{field}/...`.
  if (head === 'data' && segments.length > 1 && !target.fields.some((f) => f.name === 'data')) {
    segments.shift();
    if (segments[1] === 'iv') segments.splice(1, 1);
  }
  const field = target.fields.find((f) => f.name === segments[0]);
  if (!field) throw unknownField(path, target.fields);
  return { kind: 'data', field, keys: segments };
}
