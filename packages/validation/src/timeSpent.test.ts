import { describe, expect, it } from 'vitest';
import { TIME_SPENT_UNITS, formatTimeSpent, formatTimeSpentBetween } from './timeSpent.js';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatTimeSpent', () => {
  it.each<[number, string]>([
    [DAY + 2 * HOUR + 3 * SECOND, '1天2小时3秒'],
    [DAY + HOUR + MINUTE + SECOND, '1天1小时1分钟1秒'],
    [HOUR, '1小时'],
    [2 * DAY, '2天'],
    [45 * MINUTE, '45分钟'],
    [59 * SECOND + 999, '59秒'],
    [40 * DAY + 5 * MINUTE, '40天5分钟'],
    [999, '0秒'],
    [0, '0秒'],
    [-1, ''],
    [Number.NaN, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%d ms → %j', (ms, text) => {
    expect(formatTimeSpent(ms)).toBe(text);
  });

  it('uses the unit words it publishes', () => {
    expect(Object.values(TIME_SPENT_UNITS)).toEqual(['天', '小时', '分钟', '秒']);
  });
});

describe('formatTimeSpentBetween', () => {
  it.each<[unknown, unknown, string]>([
    ['2024-05-01 08:00:00', '2024-05-02 10:00:03', '1天2小时3秒'],
    ['2024-02-28 12:00', '2024-03-01 12:00', '2天'], // leap day counted
    ['2023-02-28 12:00', '2023-03-01 12:00', '1天'],
    ['2024-05-01T00:00:00Z', '2024-05-01T08:30:00+08:00', '30分钟'],
    [Date.UTC(2024, 0, 1), Date.UTC(2024, 0, 1, 0, 0, 5), '5秒'],
    ['2024-05-02', '2024-05-01', ''],
    ['2024-13-01', '2024-05-01', ''],
    ['2024-05-01', null, ''],
  ])('%j → %j: %j', (start, end, text) => {
    expect(formatTimeSpentBetween(start, end)).toBe(text);
  });
});
