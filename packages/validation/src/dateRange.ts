import { readDateTime } from '@tessera/protocol/dates';
import {
  addDays,
  compareAsc,
  getYear,
  isWithinInterval,
  startOfDay,
  startOfHour,
  startOfMinute,
  startOfMonth,
  startOfSecond,
  startOfYear,
} from 'date-fns';

/** A date as a form holds it: text, epoch milliseconds or a `Date`. */
export type DateInput = string | number | Date;

/** The date-picker types of spec 1 §2 (year down to second). */
export type DatePickerType = 'ymdhms' | 'ymdhm' | 'ymdh' | 'ymd' | 'ym' | 'y';

/** The finest part each picker type shows: comparisons drop every finer part (local time). */
const PICKER_PRECISION: Readonly<Record<DatePickerType, (date: Date) => Date>> = {
  y: startOfYear,
  ym: startOfMonth,
  ymd: startOfDay,
  ymdh: startOfHour,
  ymdhm: startOfMinute,
  ymdhms: startOfSecond,
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

function resolveValue(value: DateRangeCondition['value'], now: number | Date): Date | null {
  if (typeof value === 'object' && value !== null && !(value instanceof Date)) {
    if (value.relative !== 'now') return null;
    const base = readDateTime(now);
    if (base === null) return null;
    const days =
      typeof value.days === 'number' && Number.isFinite(value.days) ? Math.trunc(value.days) : 0;
    // Calendar days in local time: "today + 1" keeps the wall-clock time across a DST change.
    return addDays(base, days);
  }
  return readDateTime(value);
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
  const read = readDateTime(date);
  if (read === null) return false;
  if (!Array.isArray(groups) || groups.length === 0) return true;
  const truncate = PICKER_PRECISION[options.pickerType ?? 'ymdhms'] ?? startOfSecond;
  const chosen = truncate(read);
  return groups.some(
    (group) =>
      Array.isArray(group) &&
      group.every((condition: DateRangeCondition) => {
        if (typeof condition !== 'object' || condition === null) return false;
        const bound = resolveValue(condition.value, options.now);
        return bound !== null && holds(compareAsc(chosen, truncate(bound)), condition.operator);
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
  const date = readDateTime(now);
  const year = date === null ? 1970 : getYear(date);
  return { start: year - 10, end: year + 10 };
}

/**
 * Whether the dialog date picker offers `date`: from 1970-01-01 to 2070-01-01, both days
 * included, in local time (spec 1 §9, spec 2 §9). An unreadable date is not offered.
 *
 * @example
 * isInDialogDateRange('2070-01-01 23:59'); // true
 * isInDialogDateRange('1969-12-31'); // false
 */
export function isInDialogDateRange(date: unknown): boolean {
  const read = readDateTime(date);
  const start = readDateTime(DIALOG_DATE_RANGE.start);
  const end = readDateTime(DIALOG_DATE_RANGE.end);
  if (read === null || start === null || end === null) return false;
  return isWithinInterval(startOfDay(read), { start, end });
}
