/**
 * Editing a page's layout settings (`pageData.layout`, spec 1 §2 Layouts, §3 cssData of the
 * layout containers) one field at a time, framework-free: the property panel writes a whole new
 * layout object through the page-setting command, so one change is one history step.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The layout with `value` at `path`; an empty value (`undefined` or blank text) removes the
 * member, and an object left empty by that goes too. `undefined` when nothing is left.
 *
 * @example
 * ```ts
 * withLayoutValue({ type: 'header-main' }, ['cssData', 'header', 'bgColor'], '#123');
 * // { type: 'header-main', cssData: { header: { bgColor: '#123' } } }
 * ```
 */
export function withLayoutValue(
  layout: Json | null | undefined,
  path: readonly string[],
  value: unknown,
): Json | undefined {
  const [key, ...rest] = path;
  if (key === undefined) throw new Error('withLayoutValue needs a path.');
  const next: Json = { ...(isObject(layout) ? layout : {}) };
  const inner =
    rest.length === 0 ? value : withLayoutValue(isObject(next[key]) ? next[key] : {}, rest, value);
  const empty = inner === undefined || (typeof inner === 'string' && inner.trim() === '');
  if (empty) delete next[key];
  else next[key] = inner;
  return Object.keys(next).length > 0 ? next : undefined;
}

/** The value at `path` of a layout (undefined when absent). */
export function layoutValue(layout: unknown, path: readonly string[]): unknown {
  let at: unknown = layout;
  for (const key of path) at = isObject(at) ? at[key] : undefined;
  return at;
}
