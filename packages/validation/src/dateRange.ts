import type { DateInput, DateParts } from './dateParts.js';
import { compareDateParts, partsToDate, toDateParts } from './dateParts.js';

/** The date-picker types of spec 1 §2 (year down to second). */
export type DatePickerType = 'ymdhms' | 'ymdhm' | 'ymdh' | 'ymd' | 'ym' | 'y';

/** How many date parts each picker type shows, and so compares. */
const PICKER_DEPTH: Readonly<Record<DatePickerType, number>> = {
  y: 1,
  ym: 2,
  ymd: 3,
  ymdh: 4,
  ymdhm: 5,
  ymdhms: 6,
};

/**
 * The date item types of spec 1 §2 / spec 2 §5 and the picker each opens: date, month, minute
 * (datetime) and second (datetime).
 */
export const DATE_ITEM_PICKERS = {
  date: 'ymd',
  month: 'ym',
  minute: 'ymdhm',
  second: 'ymdhms',
} as const satisfies Record<string, DatePickerType>;

/** The picker's marks for days inside and outside the ranges (spec 1 §2). */
export const DATE_RANGE_PLACEHOLDERS = { available: '可用', unavailable: '不可用' } as const;

/** The dialog date picker's fixed span (spec 1 §9, spec 2 §9). */
export const DIALOG_DATE_RANGE = { start: '1970-01-01', end: '2070-01-01' } as const;

/** The range comparisons of spec 1 §2. */
export type RangeOperator = 'gt' | 'ge' | 'eq' | 'lt' | 'le';

/** A date relative to the injected `now`: today plus `days` (negative for the past). */
export interface RelativeDate {
  relative: 'now';
  days?: number;
}

/** One comparison of the chosen date against a fixed or relative date. */
export interface DateRangeCondition {
  operator: RangeOperator;
  value: DateInput | RelativeDate;
}

/** All conditions of a group must hold. */
export type DateRangeGroup = readonly DateRangeCondition[];

/** Options of {@link isDateSelectable}. */
export interface DateRangeOptions {
  /** The picker's precision; comparisons ignore finer parts. Default `ymdhms`. */
  pickerType?: DatePickerType;
  /** The current time (from the caller's clock), for relative values. */
  now: number | Date;
}

function resolveValue(value: DateRangeCondition['value'], now: number | Date): DateParts | null {
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    if (value.relative !== 'now') return null;
    const base = toDateParts(now);
    if (base === null) return null;
    const days =
      typeof value.days === 'number' && Number.isFinite(value.days) ? Math.trunc(value.days) : 0;
    const shifted = partsToDate(base);
    shifted.setDate(shifted.getDate() + days);
    return toDateParts(shifted);
  }
  return toDateParts(value);
}

function holds(order: number, operator: unknown): boolean {
  switch (operator) {
    case 'gt':
      return order > 0;
    case 'ge':
      return order >= 0;
    case 'eq':
      return order === 0;
    case 'lt':
      return order < 0;
    case 'le':
      return order <= 0;
    default:
      return false;
  }
}

/**
 * Whether the date picker may confirm `date` (spec 1 §5 Date picker): with no range groups every
 * readable date may; otherwise any group may match, and within a group every condition must hold.
 * Comparisons use the picker's precision (a `ymd` picker compares days). A condition whose value
 * cannot be read, or an unknown operator, does not hold; an unreadable `date` is never selectable.
 *
 * @example
 * const groups = [[{ operator: 'ge', value: { relative: 'now' } }]];
 * isDateSelectable('2024-05-02', groups, { pickerType: 'ymd', now: new Date(2024, 4, 2, 15) }); // true
 */
export function isDateSelectable(
  date: unknown,
  groups: readonly DateRangeGroup[] | null | undefined,
  options: DateRangeOptions,
): boolean {
  const chosen = toDateParts(date);
  if (chosen === null) return false;
  if (!Array.isArray(groups) || groups.length === 0) return true;
  const depth = PICKER_DEPTH[options.pickerType ?? 'ymdhms'] ?? 6;
  return groups.some(
    (group) =>
      Array.isArray(group) &&
      group.every((condition: DateRangeCondition) => {
        if (typeof condition !== 'object' || condition === null) return false;
        const bound = resolveValue(condition.value, options.now);
        return bound !== null && holds(compareDateParts(chosen, bound, depth), condition.operator);
      }),
  );
}

/**
 * The default year span of a date picker: the current year minus 10 to plus 10 (spec 1 §9).
 *
 * @example
 * defaultYearRange(new Date(2024, 0, 1)); // { start: 2014, end: 2034 }
 */
export function defaultYearRange(now: number | Date): { start: number; end: number } {
  const parts = toDateParts(now);
  const year = parts === null ? 1970 : parts[0];
  return { start: year - 10, end: year + 10 };
}
