import { sql, type RawBuilder } from 'kysely';
import type { SchemaField } from '../db/database.js';
import { dataExists, dataValue } from '../filters/dataPredicates.js';
import { badRequest } from '../http/envelopeError.js';

/** spec 1 §3 Field prefixes of calculated fields: count_ counter, sum_, avg_. */
const AGGREGATE = /^(count|sum|avg)_(.+)$/;
const NUMERIC_TYPES = new Set(['Number', 'Currency']);
/** Group-by system members and their columns. */
const GROUP_COLUMNS: Readonly<Record<string, string>> = {
  status: 'status',
  createdBy: 'created_by',
  lastModifiedBy: 'last_modified_by',
};
/** Most groups one answer carries. */
export const MAX_GROUPS = 1000;

/** One aggregate: its answered name and its SQL. */
export interface Aggregate {
  name: string;
  expression: RawBuilder<unknown>;
}

/**
 * The countFields computed when the query names none (spec 1 §9 "count fields avg_pfen,
 * count_all, sum_pfen"): `count_all`, and `sum_`/`avg_` of every Number and Currency field.
 */
export function defaultAggregateNames(fields: readonly SchemaField[]): string[] {
  const numeric = fields.filter((f) => NUMERIC_TYPES.has(f.fieldType)).map((f) => f.name);
  return ['count_all', ...numeric.flatMap((name) => [`sum_${name}`, `avg_${name}`])];
}

function numericValue(name: string): RawBuilder<unknown> {
  const value = dataValue('content_items', [name]);
  return sql`(case when jsonb_typeof(${value}) = 'number' then (${value})::numeric end)`;
}

/**
 * Reads calculated-field names (spec 1 §3 "Calculated count field"): `count_all` counts the
 * items, `count_{field}` those whose field is not empty, `sum_{field}`/`avg_{field}` add up or
 * average a Number/Currency field.
 *
 * @throws EnvelopeError 40000 for a name that is none of these or names an unknown field.
 */
export function readAggregates(
  names: readonly string[],
  fields: readonly SchemaField[],
): Aggregate[] {
  return [...new Set(names)].map((name) => {
    if (name === 'count_all') return { name, expression: sql`count(*)` };
    const match = AGGREGATE.exec(name);
    const field = match ? fields.find((f) => f.name === match[2]) : undefined;
    if (!match || !field) {
      throw badRequest(
        `未知的统计字段 "${name}"：应为 count_all、count_字段、sum_字段 或 avg_字段`,
      );
    }
    if (match[1] === 'count') {
      return {
        name,
        expression: sql`count(*) filter (where ${dataExists(dataValue('content_items', [field.name]))})`,
      };
    }
    if (!NUMERIC_TYPES.has(field.fieldType)) {
      throw badRequest(`统计字段 "${name}" 只能用于 Number 或 Currency 字段`);
    }
    const fn = sql.raw(match[1] === 'sum' ? 'sum' : 'avg');
    return { name, expression: sql`${fn}(${numericValue(field.name)})` };
  });
}

/** One group-by key: its answered name and its SQL. */
export interface GroupKey {
  name: string;
  expression: RawBuilder<unknown>;
}

/**
 * Reads group-by field names (spec 1 §3 Data source `groupbyFields`): schema fields (grouped by
 * their `iv` value) or status / createdBy / lastModifiedBy.
 *
 * @throws EnvelopeError 40000 naming an unknown field.
 */
export function readGroupKeys(
  names: readonly string[],
  fields: readonly SchemaField[],
): GroupKey[] {
  return [...new Set(names)].map((name) => {
    if (Object.hasOwn(GROUP_COLUMNS, name)) {
      return { name, expression: sql.ref(`content_items.${GROUP_COLUMNS[name] ?? 'status'}`) };
    }
    if (!fields.some((f) => f.name === name)) throw badRequest(`未知的分组字段 "${name}"`);
    return { name, expression: dataValue('content_items', [name]) };
  });
}

/** numeric answers arrive as text from the driver; counts as bigint text. */
export function toAggregateNumber(value: unknown): number | null {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}
