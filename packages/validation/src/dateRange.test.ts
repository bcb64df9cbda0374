import { describe, expect, it } from 'vitest';
import type { DateRangeGroup } from './dateRange.js';
import { readDateTime } from '@tessera/protocol/dates';
import {
  DATE_ITEM_PICKERS,
  DIALOG_DATE_RANGE,
  defaultYearRange,
  isDateSelectable,
  isInDialogDateRange,
} from './dateRange.js';

// The parts of the date read, in local time: what the picker shows.
function toDateParts(value: unknown): number[] | null {
  const date = readDateTime(value);
  return date === null
    ? null
    : [
        date.getFullYear(),
        date.getMonth() + 1,
        date.getDate(),
        date.getHours(),
        date.getMinutes(),
        date.getSeconds(),
        date.getMilliseconds(),
      ];
}

const now = new Date(2024, 4, 15, 10, 30, 0); // 2024-05-15 10:30 local

describe('isDateSelectable', () => {
  const after = (value: string, operator: 'gt' | 'ge' = 'ge') => ({ operator, value });
  const before = (value: string, operator: 'lt' | 'le' = 'le') => ({ operator, value });

  it.each<[string, unknown, DateRangeGroup[] | undefined, string, boolean]>([
    ['no groups', '2024-01-01', undefined, 'ymd', true],
    ['empty groups', '2024-01-01', [], 'ymd', true],
    ['ge inside', '2024-05-01', [[after('2024-05-01')]], 'ymd', true],
    ['gt equal', '2024-05-01', [[after('2024-05-01', 'gt')]], 'ymd', false],
    ['lt before', '2024-04-30', [[before('2024-05-01', 'lt')]], 'ymd', true],
    ['le equal', '2024-05-01', [[before('2024-05-01')]], 'ymd', true],
    [
      'eq same day other time',
      '2024-05-01 23:59:59',
      [[{ operator: 'eq', value: '2024-05-01' }]],
      'ymd',
      true,
    ],
    [
      'eq differs at seconds',
      '2024-05-01 00:00:01',
      [[{ operator: 'eq', value: '2024-05-01' }]],
      'ymdhms',
      false,
    ],
    ['month precision', '2024-05-31', [[before('2024-05-01')]], 'ym', true],
    ['year precision', '2024-12-31', [[{ operator: 'eq', value: '2024' }]], 'y', true],
    [
      'all in group must hold',
      '2024-06-01',
      [[after('2024-05-01'), before('2024-05-31')]],
      'ymd',
      false,
    ],
    ['inside both', '2024-05-20', [[after('2024-05-01'), before('2024-05-31')]], 'ymd', true],
    [
      'any group may match',
      '2024-07-01',
      [[after('2024-05-01'), before('2024-05-31')], [after('2024-07-01')]],
      'ymd',
      true,
    ],
    ['empty group matches', '2024-07-01', [[]], 'ymd', true],
    ['unreadable bound does not hold', '2024-07-01', [[after('tomorrow')]], 'ymd', false],
    [
      'unknown operator does not hold',
      '2024-07-01',
      [[{ operator: 'ne' as 'eq', value: '2024-01-01' }]],
      'ymd',
      false,
    ],
    ['unreadable date', 'someday', [], 'ymd', false],
    [
      'today and later',
      '2024-05-15',
      [[{ operator: 'ge', value: { relative: 'now' } }]],
      'ymd',
      true,
    ],
    [
      'yesterday refused',
      '2024-05-14',
      [[{ operator: 'ge', value: { relative: 'now' } }]],
      'ymd',
      false,
    ],
    [
      'within a week',
      '2024-05-22',
      [[{ operator: 'le', value: { relative: 'now', days: 7 } }]],
      'ymd',
      true,
    ],
    [
      'past a week',
      '2024-05-23',
      [[{ operator: 'le', value: { relative: 'now', days: 7 } }]],
      'ymd',
      false,
    ],
    [
      'before now to the minute',
      '2024-05-15 10:29',
      [[{ operator: 'lt', value: { relative: 'now' } }]],
      'ymdhm',
      true,
    ],
    [
      'date object',
      new Date(2024, 4, 16),
      [[{ operator: 'gt', value: { relative: 'now' } }]],
      'ymd',
      true,
    ],
  ])('%s', (_name, date, groups, pickerType, expected) => {
    expect(isDateSelectable(date, groups, { pickerType: pickerType as 'ymd', now })).toBe(expected);
  });
});

describe('date helpers', () => {
  it('spans ten years either side of now', () => {
    expect(defaultYearRange(now)).toEqual({ start: 2014, end: 2034 });
    expect(defaultYearRange(now.getTime())).toEqual({ start: 2014, end: 2034 });
  });

  it.each<[number | Date, { start: number; end: number }]>([
    [new Date(2024, 0, 1, 0, 0, 0), { start: 2014, end: 2034 }],
    [new Date(2023, 11, 31, 23, 59, 59), { start: 2013, end: 2033 }],
    [new Date(2024, 1, 29), { start: 2014, end: 2034 }],
    [Number.NaN, { start: 1960, end: 1980 }],
  ])('takes the year of now in local time: %s', (clock, range) => {
    expect(defaultYearRange(clock)).toEqual(range);
  });

  it.each<[unknown, boolean]>([
    [DIALOG_DATE_RANGE.start, true],
    [DIALOG_DATE_RANGE.end, true],
    ['2070-01-01 23:59:59', true],
    ['1970-01-01 00:00:00', true],
    ['1969-12-31 23:59:59', false],
    ['2070-01-02', false],
    ['2000-02-29', true],
    ['2001-02-29', false],
    [new Date(2024, 4, 1), true],
    ['not a date', false],
  ])('dialog picker offers %j: %s', (date, offered) => {
    expect(isInDialogDateRange(date)).toBe(offered);
  });

  it('maps the date item types to pickers', () => {
    expect(DATE_ITEM_PICKERS).toEqual({
      date: 'ymd',
      month: 'ym',
      minute: 'ymdhm',
      second: 'ymdhms',
    });
  });

  it.each([
    ['2024', [2024, 1, 1, 0, 0, 0, 0]],
    ['2024-05', [2024, 5, 1, 0, 0, 0, 0]],
    ['2024/5/1', [2024, 5, 1, 0, 0, 0, 0]],
    ['2024-05-01T08:30:05.12', [2024, 5, 1, 8, 30, 5, 120]],
    ['2024-02-29', [2024, 2, 29, 0, 0, 0, 0]],
    ['2023-02-29', null],
    ['2024-04-31', null],
    ['2024-05-01 24:00:00', null],
    ['', null],
    ['05/01/2024', null],
  ])('reads %j', (text, parts) => {
    expect(toDateParts(text)).toEqual(parts);
  });

  it('reads zoned timestamps as instants', () => {
    const instant = '2024-05-01T00:00:00Z';
    const local = new Date(Date.UTC(2024, 4, 1));
    expect(toDateParts(instant)).toEqual([
      local.getFullYear(),
      local.getMonth() + 1,
      local.getDate(),
      local.getHours(),
      local.getMinutes(),
      local.getSeconds(),
      0,
    ]);
  });
});
