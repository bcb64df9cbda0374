import type { ValidLayoutItem } from './layoutItem.js';
import { LAYOUT_ERRORS, LayoutError } from './layoutItem.js';

/** The box keys checked in order (spec 1 §5). */
const BOX_KEYS = ['x', 'y', 'w', 'h'] as const;

/**
 * Checks a stored layout before the grid uses it (spec 1 §5 Validation rules): it must be an
 * array whose items have numeric `x`, `y`, `w`, `h` (checked in that order) and, if present, a
 * boolean `static`. Throws a {@link LayoutError} with exactly one of:
 *
 * - `Layout must be an array!`
 * - `VueGridLayout: Layout[n].x must be a number!` (likewise `.y`, `.w`, `.h`; `n` the index)
 * - `VueGridLayout: Layout[n].static must be a boolean!`
 *
 * A number must be finite (`NaN` and `Infinity` are refused: they cannot be placed); an item
 * that is not an object fails its `x` check. Nothing else is ever thrown.
 *
 * @example
 * validateLayout([{ i: 'a', x: 0, y: 0, w: 2, h: 1 }]); // passes
 * validateLayout([{ x: 0, y: '1', w: 1, h: 1 }]); // throws 'VueGridLayout: Layout[0].y must be a number!'
 */
export function validateLayout(layout: unknown): asserts layout is ValidLayoutItem[] {
  if (!Array.isArray(layout)) throw new LayoutError(LAYOUT_ERRORS.notArray);
  for (let index = 0; index < layout.length; index += 1) {
    const item: unknown = layout[index];
    const record =
      typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
    for (const key of BOX_KEYS) {
      const value = record[key];
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        throw new LayoutError(LAYOUT_ERRORS.notNumber(index, key));
      }
    }
    if (record.static !== undefined && typeof record.static !== 'boolean') {
      throw new LayoutError(LAYOUT_ERRORS.notBoolean(index, 'static'));
    }
  }
}

/**
 * The non-throwing form of {@link validateLayout}: the error text, or `null` for a valid layout.
 *
 * @example
 * layoutError({}); // 'Layout must be an array!'
 */
export function layoutError(layout: unknown): string | null {
  try {
    validateLayout(layout);
    return null;
  } catch (error) {
    if (error instanceof LayoutError) return error.message;
    throw error;
  }
}
