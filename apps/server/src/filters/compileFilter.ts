import {
  FilterSyntaxError,
  parseDateTimeText,
  parseFilterText,
  type CompareOperator,
  type FieldPath,
  type FilterLiteral,
  type FilterNode,
  type FilterOperand,
} from '@tessera/filters';
import { EMPTY_GUID } from '@tessera/protocol';
import { createQueryId, PostgresQueryCompiler, sql, type RawBuilder, type SqlBool } from 'kysely';
import { isGuid } from '../http/requestParams.js';
import {
  compareData,
  dataExists,
  dataLength,
  dataValue,
  keysMatch,
  setCondition,
  textMatches,
  SQL_OPERATORS,
  type Condition,
  type TextMatch,
} from './dataPredicates.js';
import { readContainsPattern } from './containsPattern.js';
import { resolveFilterField, type FilterTarget, type ResolvedField } from './resolveFilterField.js';

type Column = Extract<ResolvedField, { kind: 'column' }>;
type Predicate = (field: ResolvedField, table: string) => Condition;

/** A `like` pattern of literal text: `%`, `_` and `\\` taken literally. */
function likeText(text: string, fn: 'contains' | 'startswith' | 'endswith'): string {
  const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
  return fn === 'startswith' ? `${escaped}%` : fn === 'endswith' ? `%${escaped}` : `%${escaped}%`;
}

/**
 * The match of a text function: `contains` reads its pattern as a regular expression (plain
 * text when every special is escaped, as the client prints it, spec 1 §5); `startswith` and
 * `endswith` take their text literally. Always case-insensitive.
 */
function textMatch(
  fn: 'contains' | 'startswith' | 'endswith',
  value: string,
  at: number,
): TextMatch {
  if (fn !== 'contains') return { kind: 'like', pattern: likeText(value, fn) };
  const read = readContainsPattern(value, at);
  return read.kind === 'text'
    ? { kind: 'like', pattern: likeText(read.text, fn) }
    : { kind: 'regex', pattern: read.pattern };
}

/** spec 1 §5: created-by filters carry `sub:{userId}`, `sub:guest` for the anonymous user. */
function subjectValue(text: string): string {
  if (text === 'sub:guest') return EMPTY_GUID;
  return text.startsWith('sub:') ? text.slice(4) : text;
}

/** The text key of a list literal (set functions compare keys as text). */
function literalKey(literal: FilterLiteral): string | undefined {
  switch (literal.kind) {
    case 'string':
    case 'datetime':
      return literal.value;
    case 'number':
    case 'boolean':
      return String(literal.value);
    case 'null':
      return undefined;
    case 'geography':
      return `${literal.longitude},${literal.latitude}`;
  }
}

/** A literal read as the field's type: a date text for DateTime, a numeric text for Number. */
function coerce(literal: FilterLiteral, fieldType: string | undefined): FilterLiteral {
  if (literal.kind !== 'string') return literal;
  if (fieldType === 'DateTime' || fieldType === 'time') {
    const value = parseDateTimeText(literal.value);
    if (value !== undefined) return { kind: 'datetime', value };
  }
  if (
    (fieldType === 'Number' || fieldType === 'Currency') &&
    /^-?\d+(\.\d+)?$/.test(literal.value.trim())
  ) {
    const value = Number(literal.value);
    return { kind: 'number', value, text: String(value) };
  }
  return literal;
}

/** A comparison of a system column; `at` is where the filter text names the field. */
function compareColumn(
  field: Column,
  table: string,
  comparison: { operator: CompareOperator; literal: FilterLiteral; at: number },
): Condition {
  const { operator, literal: raw, at } = comparison;
  const column = sql.ref(`${table}.${field.column}`);
  const op = SQL_OPERATORS[operator];
  const literal = coerce(raw, field.columnKind);
  if (literal.kind === 'null') {
    if (operator === 'eq') return sql<SqlBool>`(${column} is null)`;
    if (operator === 'ne') return sql<SqlBool>`(${column} is not null)`;
  }
  const wrong = (expected: string) =>
    new FilterSyntaxError(`字段 ${field.name} 应与${expected}比较`, at);
  switch (field.columnKind) {
    case 'integer':
      if (literal.kind !== 'number') throw wrong('数字');
      return sql<SqlBool>`(${column} ${op} ${literal.text}::numeric)`;
    case 'time':
      if (literal.kind !== 'datetime') throw wrong('日期时间');
      return sql<SqlBool>`(${column} ${op} ${literal.value}::timestamptz)`;
    case 'uuid':
      if (literal.kind !== 'string') throw wrong('文本');
      if (operator !== 'eq' && operator !== 'ne') throw wrong('eq / ne 及文本');
      // A text that is no GUID equals no id; it never reaches a uuid cast.
      if (!isGuid(literal.value)) return sql<SqlBool>`${sql.lit(operator === 'ne')}`;
      return sql<SqlBool>`(${column} ${op} ${literal.value}::uuid)`;
    default: {
      if (literal.kind !== 'string') throw wrong('文本');
      const value = field.columnKind === 'subject' ? subjectValue(literal.value) : literal.value;
      return sql<SqlBool>`(${column} ${op} ${value})`;
    }
  }
}

function operandValue(
  operand: FilterOperand,
  field: ResolvedField,
  table: string,
): RawBuilder<unknown> {
  if (field.kind === 'data') {
    const value = dataValue(table, field.keys);
    if (operand.kind === 'length') return dataLength(value);
    if (operand.kind === 'distance') {
      return sql`tessera_geo_distance(${value}, ${operand.point.longitude}::float8, ${operand.point.latitude}::float8)`;
    }
    return value;
  }
  if (field.kind === 'column' && operand.kind === 'length') {
    return sql`char_length(${sql.ref(`${table}.${field.column}`)}::text)`;
  }
  throw new FilterSyntaxError(
    `${operand.kind === 'distance' ? 'geo.distance' : 'length'} 只能用于表单字段`,
    operand.path.at,
  );
}

function keysOf(field: ResolvedField, table: string): RawBuilder<unknown> {
  if (field.kind === 'data') return sql`tessera_keys(${dataValue(table, field.keys)})`;
  if (field.kind === 'column') return sql`array[${sql.ref(`${table}.${field.column}`)}::text]`;
  throw new FilterSyntaxError('dataText 只能用于 contains / startswith / endswith');
}

/** Applies a predicate to a resolved field, going through a Reference field when needed. */
function onField(field: ResolvedField, table: string, predicate: Predicate): Condition {
  if (field.kind !== 'reference') return predicate(field, table);
  // ref_{field}/{name}: some referenced item (by id or contentId) satisfies the predicate.
  const keys = sql`tessera_keys(${dataValue(table, [field.field.name])})`;
  return sql<SqlBool>`exists (select 1 from content_items as ref where ref.app_id = ${sql.ref(`${table}.app_id`)} and ref.schema_name = ${field.schemaName} and (ref.id::text = any(${keys}) or ref.content_id::text = any(${keys})) and ${predicate(field.target, 'ref')})`;
}

function compileNode(node: FilterNode, target: FilterTarget): Condition {
  const resolve = (path: FieldPath) => resolveFilterField(path, target);
  switch (node.kind) {
    case 'and':
    case 'or':
      return sql<SqlBool>`(${sql.join(
        node.items.map((item) => compileNode(item, target)),
        sql.raw(` ${node.kind} `),
      )})`;
    case 'not':
      return sql<SqlBool>`(not ${compileNode(node.item, target)})`;
    case 'compare':
      return onField(resolve(node.left.path), 'content_items', (field, table) => {
        const at = node.left.path.at;
        if (node.left.kind !== 'field') {
          if (node.right.kind !== 'number')
            throw new FilterSyntaxError('length / geo.distance 应与数字比较', at);
          return sql<SqlBool>`(${operandValue(node.left, field, table)} ${SQL_OPERATORS[node.operator]} ${node.right.text}::numeric)`;
        }
        if (field.kind === 'column')
          return compareColumn(field, table, { operator: node.operator, literal: node.right, at });
        if (field.kind !== 'data')
          throw new FilterSyntaxError('dataText 只能用于 contains / startswith / endswith', at);
        const { fieldType } = field.field;
        const compiled = compareData(table, field.keys, {
          operator: node.operator,
          literal: coerce(node.right, fieldType),
          fieldType,
        });
        if (typeof compiled === 'string') throw new FilterSyntaxError(compiled, at);
        return compiled;
      });
    case 'text':
      return onField(resolve(node.path), 'content_items', (field, table) => {
        const match = textMatch(node.fn, node.value, node.path.at);
        if (field.kind === 'dataText') {
          return sql<SqlBool>`exists (select 1 from jsonb_each(${sql.ref(`${table}.data`)}) as f(name, value) where ${keysMatch(sql`tessera_keys(f.value -> 'iv')`, match)})`;
        }
        if (field.kind === 'column')
          return textMatches(sql`${sql.ref(`${table}.${field.column}`)}::text`, match);
        return keysMatch(keysOf(field, table), match);
      });
    case 'presence':
      return onField(resolve(node.path), 'content_items', (field, table) => {
        let exists: Condition;
        if (field.kind === 'data') exists = dataExists(dataValue(table, field.keys));
        else if (field.kind === 'column') {
          const column = sql.ref(`${table}.${field.column}`);
          exists = sql<SqlBool>`(${column} is not null and ${column}::text <> '')`;
        } else
          throw new FilterSyntaxError(
            'dataText 只能用于 contains / startswith / endswith',
            node.path.at,
          );
        return node.fn === 'exists' ? exists : sql<SqlBool>`(not ${exists})`;
      });
    case 'set':
      return onField(resolve(node.path), 'content_items', (field, table) => {
        const subject = field.kind === 'column' && field.columnKind === 'subject';
        const values = node.values
          .map(literalKey)
          .filter((key): key is string => key !== undefined)
          .map((key) => (subject ? subjectValue(key) : key));
        return setCondition(keysOf(field, table), node.fn, values);
      });
  }
}

/**
 * Most bound parameters one compiled filter may carry. Every path segment and value is a
 * parameter, so this bounds the work of planning and running the condition: a filter the apps
 * build (a search form, a data source's fixed filters, an id list) needs a few dozen; 1000
 * still allows about 1000 system-column terms or 200 `eq` terms on form fields joined by
 * `or`. A few thousand parameters also left PGlite refusing every later call.
 */
export const MAX_FILTER_PARAMETERS = 1000;

const counter = new PostgresQueryCompiler();

/** The bound parameters of a condition, counted on the SQL it compiles to. */
function parameterCount(condition: Condition): number {
  return counter.compileQuery(condition.toOperationNode(), createQueryId()).parameters.length;
}

/**
 * Compiles a parsed filter into one parameterised SQL condition over `content_items` (spec 1
 * §5): every value and every field name is a bound parameter, field names are first checked
 * against the schema, and operators come from a closed table. Answers undefined for no filter.
 *
 * @throws {FilterSyntaxError} for an unknown field, a value of the wrong kind for its field, or
 * more than {@link MAX_FILTER_PARAMETERS} bound parameters.
 * @example
 * const where = compileFilter(parseFilterText("views ge 10"), { schemaName: 'article', fields, schemas });
 * if (where) query = query.where(where);
 */
export function compileFilter(
  node: FilterNode | undefined,
  target: FilterTarget,
): Condition | undefined {
  if (node === undefined) return undefined;
  const condition = compileNode(node, target);
  if (parameterCount(condition) > MAX_FILTER_PARAMETERS) {
    throw new FilterSyntaxError(`条件过多（最多 ${MAX_FILTER_PARAMETERS} 个参数），请减少条件`);
  }
  return condition;
}

/**
 * Parses and compiles filter text in one step (REST `$filter`, GraphQL `filter`). Blank or
 * missing text is no filter.
 *
 * @throws {FilterSyntaxError} for text that does not parse or names what does not exist.
 */
export function compileFilterText(
  text: string | null | undefined,
  target: FilterTarget,
): Condition | undefined {
  return text === null || text === undefined
    ? undefined
    : compileFilter(parseFilterText(text), target);
}
