import type { FilterComparison, FilterSetFunction } from '@tessera/protocol';

/**
 * The syntax tree of a content filter (spec 1 §5 "Filter expressions use an OData-like syntax").
 * `parseFilterText` builds it from text; the server's `compileFilter` turns it into parameterised SQL. The tree is
 * plain data, so tests compare it with `toEqual`.
 */

/** The comparison operators of the grammar (protocol's `FILTER_COMPARISONS`). */
export type CompareOperator = FilterComparison;

/** The set functions (protocol's `FILTER_SET_FUNCTIONS`: spec 1 §5 "opposing operators"). */
export type SetFunction = FilterSetFunction;

/** Text functions: `contains` (spec 1 §5), plus OData's `startswith` and `endswith`. */
export type TextFunction = 'contains' | 'startswith' | 'endswith';

/** Presence functions: `exists` (spec 1 §5) and its opposite `empty`. */
export type PresenceFunction = 'exists' | 'empty';

/** A geography point literal: `geography'POINT(lng lat)'`. */
export interface GeographyLiteral {
  kind: 'geography';
  longitude: number;
  latitude: number;
}

/** A literal value. Numbers keep their text so large values reach SQL exactly. */
export type FilterLiteral =
  | { kind: 'string'; value: string }
  | { kind: 'number'; value: number; text: string }
  /** `value` is the instant in ISO-8601 UTC with milliseconds (how DateTime values are stored). */
  | { kind: 'datetime'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | GeographyLiteral;

/** A field path: `title`, `ref_author/name`, `data/title/iv`. Segments as written. */
export interface FieldPath {
  segments: string[];
  /** Offset of the path in the filter text, for messages. */
  at: number;
}

/** The left side of a comparison. */
export type FilterOperand =
  | { kind: 'field'; path: FieldPath }
  | { kind: 'length'; path: FieldPath }
  | { kind: 'distance'; path: FieldPath; point: GeographyLiteral };

/** One node of the filter tree. */
export type FilterNode =
  | { kind: 'and' | 'or'; items: FilterNode[] }
  | { kind: 'not'; item: FilterNode }
  | { kind: 'compare'; operator: CompareOperator; left: FilterOperand; right: FilterLiteral }
  | { kind: 'text'; fn: TextFunction; path: FieldPath; value: string }
  | { kind: 'presence'; fn: PresenceFunction; path: FieldPath }
  | { kind: 'set'; fn: SetFunction; path: FieldPath; values: FilterLiteral[] };

/**
 * A filter that cannot be used: bad syntax, or (from the compiler) an unknown field or a value
 * of the wrong kind. Its message is meant for the caller (`rspInf` of a 40000 answer) and never
 * carries database text.
 */
export class FilterSyntaxError extends Error {
  /** Offset in the filter text (0-based), or -1 when the problem is not at one place. */
  readonly at: number;

  constructor(message: string, at = -1) {
    super(at >= 0 ? `筛选条件无效（第 ${at + 1} 个字符）：${message}` : `筛选条件无效：${message}`);
    this.name = 'FilterSyntaxError';
    this.at = at;
  }
}
