import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { CompareOperator, FilterLiteral, SetFunction } from '@tessera/filters';

/** A compiled filter condition: parameterised SQL of a boolean. */
export type Condition = RawBuilder<SqlBool>;

/** The SQL spelling of each comparison operator (a closed list: never taken from input). */
export const SQL_OPERATORS: Readonly<Record<CompareOperator, RawBuilder<unknown>>> = {
  eq: sql.raw('='),
  ne: sql.raw('<>'),
  gt: sql.raw('>'),
  ge: sql.raw('>='),
  lt: sql.raw('<'),
  le: sql.raw('<='),
};

/** The JSON value a literal is stored as (DateTime values are ISO-8601 UTC texts). */
export function literalJson(literal: FilterLiteral): unknown {
  switch (literal.kind) {
    case 'string':
    case 'datetime':
    case 'boolean':
    case 'number':
      return literal.value;
    default:
      return null;
  }
}

/**
 * A field's value: `data -> 'field' -> 'iv' -> 'attr' ...`, every key a bound parameter. The
 * same expression as the order-by, so an expression index on it serves both.
 */
export function dataValue(table: string, keys: readonly string[]): RawBuilder<unknown> {
  let value = sql`${sql.ref(`${table}.data`)} -> ${keys[0] ?? ''}::text -> 'iv'`;
  for (const key of keys.slice(1)) value = sql`${value} -> ${key}::text`;
  return value;
}

function nest(keys: readonly string[], leaf: unknown): unknown {
  return keys.reduceRight<unknown>((inner, key) => ({ [key]: inner }), leaf);
}

/** Field types whose values are one scalar: their eq needs no option/picker entry forms. */
const SCALAR_TYPES: ReadonlySet<string> = new Set([
  'String',
  'Number',
  'Currency',
  'DateTime',
  'Bool',
  'Boolean',
  'IdentityCard',
]);

/**
 * eq on a field value as jsonb containment (`data @> …`), which the GIN index of migration
 * 0003 serves. A value matches when it is the literal or a list holding it; for fields that are
 * not scalar (OptionSet, Reference, the people and org pickers, or unknown) also an option entry
 * `{ value }` / picker entry `{ id }` carrying it — the keys the condition engine compares
 * (spec 1 §5). Scalar fields test two forms only, so a scan checks little per row.
 */
export function equalsCondition(
  table: string,
  keys: readonly string[],
  value: unknown,
  options: { fieldType?: string; leaves?: unknown[] } = {},
): Condition {
  const [field = '', ...sub] = keys;
  const leaves = options.leaves ?? [value, [value]];
  const scalar =
    sub.length === 0 && options.fieldType !== undefined && SCALAR_TYPES.has(options.fieldType);
  if (typeof value === 'string' && !scalar) leaves.push({ value }, [{ value }], [{ id: value }]);
  const forms = leaves.map((leaf) => ({ [field]: { iv: nest(sub, leaf) } }));
  // A sub-property of a list of objects: `[{ attr: value }]`.
  if (sub.length > 0) forms.push({ [field]: { iv: [nest(sub, value)] } });
  const data = sql.ref(`${table}.data`);
  const tests = forms.map((form) => sql<SqlBool>`${data} @> ${JSON.stringify(form)}::jsonb`);
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}

/** `v is set`: present, not JSON null. */
function isSet(value: RawBuilder<unknown>): Condition {
  return sql<SqlBool>`(${value} is not null and jsonb_typeof(${value}) <> 'null')`;
}

/** A comparison with a literal; `fieldType` is the form field's type when known. */
export interface LiteralComparison {
  operator: CompareOperator;
  literal: FilterLiteral;
  fieldType?: string;
}

/**
 * A comparison of a field value with a literal. eq/ne use containment (indexed); ne and the
 * orders are false for a missing value, as the condition engine's "missing value gives false"
 * (spec 1 §5). Orders compare jsonb of the same JSON type, so numbers compare numerically,
 * ISO date texts in time order and booleans false < true; a value of another type never
 * matches. A geography literal equals a stored point.
 */
export function compareData(
  table: string,
  keys: readonly string[],
  comparison: LiteralComparison,
): Condition | string {
  const { operator, literal, fieldType } = comparison;
  const value = dataValue(table, keys);
  if (literal.kind === 'null') {
    const isNull = sql<SqlBool>`coalesce(jsonb_typeof(${value}), 'null') = 'null'`;
    if (operator === 'eq') return isNull;
    if (operator === 'ne') return sql<SqlBool>`not ${isNull}`;
    return `${operator} 不能与 null 比较`;
  }
  if (literal.kind === 'geography') {
    // A Geo value equals a point stored as { longitude, latitude } or [lng, lat]; points have
    // no order, so an order comparison matches nothing.
    const { longitude, latitude } = literal;
    const point = { longitude, latitude };
    const equals = equalsCondition(table, keys, point, { leaves: [point, [longitude, latitude]] });
    if (operator === 'eq') return equals;
    if (operator === 'ne') return sql<SqlBool>`(${isSet(value)} and not ${equals})`;
    return sql<SqlBool>`${sql.lit(false)}`;
  }
  const json = literalJson(literal);
  if (operator === 'eq') return equalsCondition(table, keys, json, { fieldType });
  if (operator === 'ne') {
    return sql<SqlBool>`(${isSet(value)} and not ${equalsCondition(table, keys, json, { fieldType })})`;
  }
  // Booleans order false < true, as jsonb does.
  const type =
    literal.kind === 'number' ? 'number' : literal.kind === 'boolean' ? 'boolean' : 'string';
  return sql<SqlBool>`(jsonb_typeof(${value}) = ${type} and ${value} ${SQL_OPERATORS[operator]} ${JSON.stringify(json)}::jsonb)`;
}

/** `length(field)`: characters of a text, entries of a list; NULL otherwise. */
export function dataLength(value: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`(case jsonb_typeof(${value}) when 'string' then char_length(${value} #>> '{}') when 'array' then jsonb_array_length(${value}) end)`;
}

/** spec 1 §5 existnotempty: present and not null, blank text, an empty list or object. */
export function dataExists(value: RawBuilder<unknown>): Condition {
  return sql<SqlBool>`(${isSet(value)} and ${value} <> '[]'::jsonb and ${value} <> '{}'::jsonb and (jsonb_typeof(${value}) <> 'string' or btrim(${value} #>> '{}') <> ''))`;
}

/** How a text function matches: a `like` pattern, or a checked regular expression. */
export type TextMatch = { kind: 'like' | 'regex'; pattern: string };

/** A text matches, case-insensitively. */
export function textMatches(text: RawBuilder<unknown>, match: TextMatch): Condition {
  return match.kind === 'like'
    ? sql<SqlBool>`(${text} ilike ${match.pattern})`
    : sql<SqlBool>`(${text} ~* ${match.pattern})`;
}

/** Some key of the value (a text, or an entry of a list) matches, case-insensitively. */
export function keysMatch(keys: RawBuilder<unknown>, match: TextMatch): Condition {
  return sql<SqlBool>`exists (select 1 from unnest(${keys}) as k(key) where ${textMatches(sql`k.key`, match)})`;
}

/**
 * A set function (spec 1 §5 opposing operators) between the value's keys and the given list:
 * includes ⊇, absent ⊉, intersection ∩≠∅, disjoint ∩=∅, belong ⊆, consist =. A missing value
 * gives NULL (false, also under `not`), as "missing value gives false" in the condition engine.
 */
export function setCondition(
  keys: RawBuilder<unknown>,
  fn: SetFunction,
  values: readonly string[],
): Condition {
  const list = sql`array(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
  switch (fn) {
    case 'includes':
      return sql<SqlBool>`(${keys} @> ${list})`;
    case 'absent':
      return sql<SqlBool>`(not (${keys} @> ${list}))`;
    case 'intersection':
      return sql<SqlBool>`(${keys} && ${list})`;
    case 'disjoint':
      return sql<SqlBool>`(not (${keys} && ${list}))`;
    case 'belong':
      return sql<SqlBool>`(${keys} <@ ${list})`;
    case 'consist':
      return sql<SqlBool>`(${keys} <@ ${list} and ${keys} @> ${list})`;
  }
}
