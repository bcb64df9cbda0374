import type { ConditionResolver, RefExpression } from './types.js';

/** Where `createResolver` finds values. Every part is optional; a missing part gives missing values. */
export interface ResolverSources {
  /** Page variables by name (spec 1 §3 Page variables), or a lookup function. */
  variables?: Readonly<Record<string, unknown>> | ((name: string) => unknown);
  /**
   * The item under each data source's cursor, by `dsId` (spec 1 §4 Data sources), or a lookup
   * function. Content items keep custom fields in `data` as `{ iv }` (spec 1 §3 Content item).
   */
  cursors?: Readonly<Record<string, unknown>> | ((dsId: string) => unknown);
  /** The signed-in user's info (spec 1 §3 User info). */
  user?: Readonly<Record<string, unknown>>;
  /** What the control fired the event with; read by `{ source: 'payload', name }`. */
  payload?: unknown;
}

function own(record: unknown, key: string): unknown {
  if (typeof record !== 'object' || record === null) return undefined;
  return Object.prototype.hasOwnProperty.call(record, key)
    ? (record as Record<string, unknown>)[key]
    : undefined;
}

// A content field is stored as { iv: value }; conditions compare the value.
function unwrapIv(value: unknown): unknown {
  if (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.prototype.hasOwnProperty.call(value, 'iv')
  ) {
    return (value as { iv: unknown }).iv;
  }
  return value;
}

/**
 * Reads a field of a cursor item: a system field (`id`, `created`, `createdBy`, …) from the item,
 * a custom field from `data.{name}.iv`, and a dotted path (`ref_author.name`, spec 1 §3 reference
 * fields) step by step.
 */
export function readCursorField(item: unknown, name: string): unknown {
  let current: unknown = item;
  for (const step of name.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    const data = own(current, 'data');
    const fromData = own(data, step);
    current = unwrapIv(fromData !== undefined ? fromData : own(current, step));
  }
  return current;
}

/**
 * A resolver over plain records: the usual way to evaluate conditions against page variables,
 * cursor items and user info. Lookups read own properties only.
 *
 * @example
 * const resolver = createResolver({
 *   variables: { keyword: 'phone' },
 *   cursors: { ds1: { id: '1', data: { price: { iv: 120 } } } },
 *   user: { userId: 'u1', roles: ['admin'] },
 * });
 * resolver({ source: 'field', dsId: 'ds1', name: 'price' }); // 120
 */
export function createResolver(sources: ResolverSources): ConditionResolver {
  const { variables, cursors, user, payload } = sources;
  const variable =
    typeof variables === 'function' ? variables : (name: string) => own(variables, name);
  const cursor = typeof cursors === 'function' ? cursors : (dsId: string) => own(cursors, dsId);
  return (ref: RefExpression) => {
    switch (ref.source) {
      case 'variable':
        return variable(ref.name);
      case 'field':
        return readCursorField(cursor(ref.dsId), ref.name);
      case 'user':
        return own(user, ref.name);
      case 'payload':
        return readCursorField(payload, ref.name);
      default:
        return undefined;
    }
  };
}
