/** Why a filter could not be printed. */
export type FilterErrorCode =
  | 'invalid-filter'
  | 'invalid-field-name'
  | 'unknown-operation'
  | 'invalid-length-operation'
  | 'invalid-query-option';

/**
 * The one error filter building throws. It is raised for a filter whose structure is wrong
 * (not an object, a field name that is not a name, an unknown operation): printing it anyway, or
 * dropping it silently, could widen the query to data the designer meant to exclude. A value the
 * end user typed never raises it: an unusable value skips its filter instead.
 *
 * @example
 * try { buildFilterText(filters); } catch (e) { if (e instanceof FilterError) report(e.code, e.index); }
 */
export class FilterError extends Error {
  override readonly name = 'FilterError';
  readonly code: FilterErrorCode;
  /** Position of the offending filter in its list; -1 when the error is not about one filter. */
  readonly index: number;

  constructor(code: FilterErrorCode, index: number, message: string) {
    super(message);
    this.code = code;
    this.index = index;
  }
}
