// The picker's modes from the control's props (spec 1 §2 "mode radio buttons", §3 visible config).
import type {
  CustomVisibleConfig,
  VisibleConfigEntry,
  VisibleRangeMode,
  VisibleRangeType,
} from './visibleRangeTypes.js';

/** The radio labels of the built-in modes when the design names none. */
export const VISIBLE_RANGE_MODE_TITLES: Readonly<Record<VisibleRangeType, string>> = Object.freeze({
  department: '部门',
  member: '成员',
  role: '角色',
  post: '岗位',
  tag: '标签',
  rank: '职级',
  schema_field: '字段',
});

const BUILT_IN = new Set<VisibleRangeType>(['department', 'member', 'role', 'post', 'tag', 'rank']);

/** The modes a control without any config offers: departments and members, multi-select. */
export const DEFAULT_VISIBLE_CONFIG: readonly VisibleConfigEntry[] = Object.freeze([
  { name: '部门', value: 'department', multi: true, isShow: true },
  { name: '成员', value: 'member', multi: true, isShow: true },
]);

function asArray<T>(value: unknown): T[] {
  return Array.isArray(value) ? (value as T[]) : [];
}

/**
 * The shown modes, in the designed order: the built-in ones of `visibleConfig`, then the
 * schema_field ones of `customVisibleConfig`; entries with `isShow` false, unknown values and
 * duplicates are left out. No config at all gives {@link DEFAULT_VISIBLE_CONFIG}.
 *
 * @example
 * ```ts
 * readVisibleRangeModes([{ name: '角色', value: 'role', multi: false }], []);
 * // [{ key: 'role', title: '角色', type: 'role', multi: false }]
 * ```
 */
export function readVisibleRangeModes(
  visibleConfig: unknown,
  customVisibleConfig?: unknown,
): VisibleRangeMode[] {
  const entries = asArray<VisibleConfigEntry>(visibleConfig);
  const customs = asArray<CustomVisibleConfig>(customVisibleConfig);
  const builtIn = entries.length === 0 && customs.length === 0 ? DEFAULT_VISIBLE_CONFIG : entries;
  const modes: VisibleRangeMode[] = [];
  const seen = new Set<string>();
  for (const entry of builtIn) {
    if (!entry || !BUILT_IN.has(entry.value) || entry.isShow === false || seen.has(entry.value)) {
      continue;
    }
    seen.add(entry.value);
    modes.push({
      key: entry.value,
      title: entry.name?.trim() || VISIBLE_RANGE_MODE_TITLES[entry.value],
      type: entry.value,
      multi: entry.multi !== false,
    });
  }
  for (const custom of customs) {
    if (!custom || custom.isShow === false || !custom.dsId || !custom.fieldName) continue;
    const key = `schema_field:${custom.dsId}:${custom.fieldName}`;
    if (seen.has(key)) continue;
    seen.add(key);
    modes.push({
      key,
      title: custom.title?.trim() || VISIBLE_RANGE_MODE_TITLES.schema_field,
      type: 'schema_field',
      multi: custom.multi !== false,
      custom,
    });
  }
  return modes;
}
