// The desktop date picker's model (spec 1 §2 date pickers ymdhms … y with optional ranges,
// §5 "confirmable only if the chosen date satisfies optional ranges"): calendar cells marked
// 可用/不可用 through @tessera/validation's isDateSelectable, built with date-fns.
import {
  addDays,
  getDate,
  getMonth,
  getYear,
  isSameDay,
  isSameMonth,
  isSameYear,
  setHours,
  setMinutes,
  setMonth,
  setSeconds,
  setYear,
  startOfDay,
  startOfMonth,
  startOfWeek,
  startOfYear,
} from 'date-fns';
import {
  defaultYearRange,
  isDateSelectable,
  type DatePickerType,
  type DateRangeGroup,
} from '@tessera/validation';

/** Which grid the picker shows first: days (ymd…), months (ym) or years (y). */
export type PickerView = 'day' | 'month' | 'year';

/** One cell of a picker grid. */
export interface PickerCell {
  date: Date;
  label: string;
  /** Outside the shown month (day view): drawn dimmed. */
  outside: boolean;
  /** spec 1 §2: 可用 when a range group matches (or no ranges are set), else 不可用. */
  selectable: boolean;
  selected: boolean;
  today: boolean;
}

/** The first grid of a picker type. */
export function pickerView(pickerType: DatePickerType): PickerView {
  if (pickerType === 'y') return 'year';
  if (pickerType === 'ym') return 'month';
  return 'day';
}

/** Whether the picker shows hours / minutes / seconds columns. */
export function pickerTimeParts(pickerType: DatePickerType): {
  hour: boolean;
  minute: boolean;
  second: boolean;
} {
  return {
    hour: pickerType === 'ymdh' || pickerType === 'ymdhm' || pickerType === 'ymdhms',
    minute: pickerType === 'ymdhm' || pickerType === 'ymdhms',
    second: pickerType === 'ymdhms',
  };
}

/** Whether `date` may be confirmed (spec 1 §5), compared at the picker's precision. */
export function canConfirm(
  date: Date | null,
  ranges: readonly DateRangeGroup[],
  pickerType: DatePickerType,
  now: Date,
): boolean {
  return date !== null && isDateSelectable(date, ranges, { pickerType, now });
}

/** The six weeks (Monday first) around the month of `month`. */
export function dayCells(
  month: Date,
  selected: Date | null,
  ranges: readonly DateRangeGroup[],
  now: Date,
): PickerCell[] {
  const first = startOfWeek(startOfMonth(month), { weekStartsOn: 1 });
  const cells: PickerCell[] = [];
  for (let index = 0; index < 42; index += 1) {
    const day = addDays(first, index);
    cells.push({
      date: day,
      label: String(getDate(day)),
      outside: !isSameMonth(day, month),
      selectable: isDateSelectable(day, ranges, { pickerType: 'ymd', now }),
      selected: selected !== null && isSameDay(day, selected),
      today: isSameDay(day, now),
    });
  }
  return cells;
}

/** The twelve months of the year of `year`. */
export function monthCells(
  year: Date,
  selected: Date | null,
  ranges: readonly DateRangeGroup[],
  now: Date,
): PickerCell[] {
  return Array.from({ length: 12 }, (_, index) => {
    const date = setMonth(startOfYear(year), index);
    return {
      date,
      label: `${index + 1}月`,
      outside: false,
      selectable: isDateSelectable(date, ranges, { pickerType: 'ym', now }),
      selected: selected !== null && isSameMonth(date, selected),
      today: isSameMonth(date, now),
    };
  });
}

/** The years of spec 1 §9's default span (current year −10 … +10). */
export function yearCells(
  selected: Date | null,
  ranges: readonly DateRangeGroup[],
  now: Date,
): PickerCell[] {
  const { start, end } = defaultYearRange(now);
  return Array.from({ length: end - start + 1 }, (_, index) => {
    const date = setYear(startOfYear(now), start + index);
    return {
      date,
      label: String(start + index),
      outside: false,
      selectable: isDateSelectable(date, ranges, { pickerType: 'y', now }),
      selected: selected !== null && isSameYear(date, selected),
      today: getYear(date) === getYear(now),
    };
  });
}

/** A day picked in the grid, keeping the time already chosen. */
export function withDay(day: Date, time: Date | null): Date {
  const base = startOfDay(day);
  if (!time) return base;
  return setSeconds(
    setMinutes(setHours(base, time.getHours()), time.getMinutes()),
    time.getSeconds(),
  );
}

/** The date with one time part replaced. */
export function withTimePart(date: Date, part: 'hour' | 'minute' | 'second', value: number): Date {
  if (part === 'hour') return setHours(date, value);
  if (part === 'minute') return setMinutes(date, value);
  return setSeconds(date, value);
}

/** The month shown first: the selection's, else today's. */
export function initialMonth(selected: Date | null, now: Date): Date {
  return startOfMonth(selected ?? now);
}

/** Year and month (1-based) of a date, for titles. */
export function yearMonth(date: Date): { year: number; month: number } {
  return { year: getYear(date), month: getMonth(date) + 1 };
}

/** The precision of a wheel picker (the mobile DatePickerView's columns) for a picker type. */
export type PickerPrecision = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';

const PRECISIONS: Readonly<Record<DatePickerType, PickerPrecision>> = {
  ymdhms: 'second',
  ymdhm: 'minute',
  ymdh: 'hour',
  ymd: 'day',
  ym: 'month',
  y: 'year',
};

/** The wheel columns of a picker type: ymdhms … y → second … year. */
export function pickerPrecision(pickerType: DatePickerType): PickerPrecision {
  return PRECISIONS[pickerType];
}

/** spec 1 §9 default year span (current year −10 … +10) as the wheel's first and last moment. */
export function pickerBounds(now: Date): { min: Date; max: Date } {
  const { start, end } = defaultYearRange(now);
  return { min: new Date(start, 0, 1, 0, 0, 0), max: new Date(end, 11, 31, 23, 59, 59) };
}

/**
 * spec 1 §2 range marks: 可用 / 不可用 for a date at the picker's precision when the item has
 * ranges; `null` without ranges (nothing to mark).
 */
export function rangeMark(
  date: Date | null,
  ranges: readonly DateRangeGroup[],
  pickerType: DatePickerType,
  now: Date,
): 'available' | 'unavailable' | null {
  if (ranges.length === 0 || date === null) return null;
  return canConfirm(date, ranges, pickerType, now) ? 'available' : 'unavailable';
}
