import { sql, type RawBuilder } from 'kysely';
import type { SchemaField } from '../db/database.js';
import { badRequest } from '../http/envelopeError.js';

/** System fields a content query may order by, and their columns (spec 1 §9 default: created). */
export const SYSTEM_ORDER_FIELDS: Readonly<Record<string, string>> = {
  created: 'created',
  lastModified: 'last_modified',
  version: 'version',
  status: 'status',
};

/** One key of an order: an expression and its direction. */
export interface OrderKey {
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  /** A form field (a value inside `data`): no index serves it, the database sorts every match. */
  formField?: boolean;
}

/** Most keys one `neworderdef` may list. */
const MAX_ORDER_KEYS = 8;

function orderExpression(name: string, fields: readonly SchemaField[]): RawBuilder<unknown> {
  if (Object.hasOwn(SYSTEM_ORDER_FIELDS, name)) {
    return sql.ref(`content_items.${SYSTEM_ORDER_FIELDS[name] ?? 'created'}`);
  }
  if (fields.some((f) => f.name === name)) {
    // The field name travels as a bound parameter; jsonb compares numbers numerically and
    // ISO date texts in time order, so ordering by the raw `iv` value is right for both.
    return sql`content_items.data -> ${name}::text -> 'iv'`;
  }
  const allowed = [...Object.keys(SYSTEM_ORDER_FIELDS), ...fields.map((f) => f.name)];
  throw badRequest(`未知的排序字段 orderfield "${name}"，可用字段：${allowed.join(', ')}`);
}

function readDirection(text: string | undefined, entry: string): 'asc' | 'desc' {
  const word = (text ?? 'asc').toLowerCase();
  if (word === 'asc' || word === 'ascending') return 'asc';
  if (word === 'desc' || word === 'descending') return 'desc';
  throw badRequest(`neworderdef 的排序方向无效："${entry}"（应为 asc 或 desc）`);
}

interface OrderEntry {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * Reads a custom order definition (spec 1 §3 Data source `neworderdef`). Two spellings:
 * OData `$orderby` text (`views desc, created asc`) or a JSON list
 * (`[{"fieldName":"views","ascending":false}]`; `field`/`name` and `orderasc`/`asc`/`order`
 * are read too).
 */
function readNewOrderDef(text: string): OrderEntry[] {
  const trimmed = text.trim();
  if (trimmed.startsWith('[')) {
    let list: unknown;
    try {
      list = JSON.parse(trimmed);
    } catch {
      throw badRequest('neworderdef 不是有效的 JSON');
    }
    if (!Array.isArray(list)) throw badRequest('neworderdef 应为列表');
    return list.map((raw: unknown) => {
      const entry = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
      const field = entry.fieldName ?? entry.field ?? entry.name;
      if (typeof field !== 'string') throw badRequest('neworderdef 的每一项都需要 fieldName');
      const asc = entry.ascending ?? entry.orderasc ?? entry.asc;
      const direction =
        typeof asc === 'boolean'
          ? asc
            ? 'asc'
            : 'desc'
          : readDirection(typeof entry.order === 'string' ? entry.order : undefined, field);
      return { field, direction };
    });
  }
  return trimmed
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      const [field = '', direction, extra] = part.split(/\s+/);
      if (extra !== undefined) throw badRequest(`neworderdef 无效："${part}"`);
      return { field, direction: readDirection(direction, part) };
    });
}

/**
 * The order of a content query: `neworderdef` when given, else `orderfield`/`orderasc`; then
 * `created` and `id` in the first key's direction, so pages never overlap or skip an item.
 *
 * @throws EnvelopeError 40000 naming an unknown field or a malformed `neworderdef`.
 */
export function contentOrder(options: {
  fields: readonly SchemaField[];
  orderfield: string;
  orderasc: boolean;
  neworderdef?: string | null;
}): OrderKey[] {
  const entries =
    options.neworderdef && options.neworderdef.trim() !== ''
      ? readNewOrderDef(options.neworderdef)
      : [{ field: options.orderfield, direction: options.orderasc ? 'asc' : 'desc' } as OrderEntry];
  if (entries.length === 0) entries.push({ field: 'created', direction: 'asc' });
  if (entries.length > MAX_ORDER_KEYS)
    throw badRequest(`neworderdef 最多 ${MAX_ORDER_KEYS} 个排序字段`);
  const keys: OrderKey[] = entries.map((e) => ({
    expression: orderExpression(e.field, options.fields),
    direction: e.direction,
    ...(Object.hasOwn(SYSTEM_ORDER_FIELDS, e.field) ? {} : { formField: true }),
  }));
  const direction = entries[0]?.direction ?? 'asc';
  keys.push({ expression: sql.ref('content_items.created'), direction });
  keys.push({ expression: sql.ref('content_items.id'), direction });
  return keys;
}

/** `order by` text of the keys (for SQL written by hand, e.g. the export cursor). */
export function orderBySql(keys: readonly OrderKey[]): RawBuilder<unknown> {
  return sql.join(
    keys.map((key) => sql`${key.expression} ${sql.raw(key.direction)}`),
    sql`, `,
  );
}
