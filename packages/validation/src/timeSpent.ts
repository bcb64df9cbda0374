import { readDateTime } from '@tessera/protocol/dates';
import type { Duration, Locale } from 'date-fns';
import { differenceInMilliseconds, formatDuration } from 'date-fns';
import {
  millisecondsInSecond,
  secondsInDay,
  secondsInHour,
  secondsInMinute,
} from 'date-fns/constants';

/**
 * The unit words of a time spent (spec 1 §9 "Time spent displays days, hours, minutes, seconds
 * omitting zero units"; the spec gives no words, these are date-fns zh-CN's, written without the
 * spaces zh-CN puts between number and unit: 1天2小时3秒).
 */
export const TIME_SPENT_UNITS = {
  days: '天',
  hours: '小时',
  minutes: '分钟',
  seconds: '秒',
} as const;

const UNIT_OF_TOKEN: Readonly<Record<string, string>> = {
  xDays: TIME_SPENT_UNITS.days,
  xHours: TIME_SPENT_UNITS.hours,
  xMinutes: TIME_SPENT_UNITS.minutes,
  xSeconds: TIME_SPENT_UNITS.seconds,
};

// formatDuration asks its locale for "{count} {unit}" per token; this locale answers the words above.
const TIME_SPENT_LOCALE: Pick<Locale, 'code' | 'formatDistance'> = {
  code: 'zh-CN',
  formatDistance: (token, count) => `${count}${UNIT_OF_TOKEN[token] ?? ''}`,
};

const FORMAT: (keyof Duration)[] = ['days', 'hours', 'minutes', 'seconds'];

/**
 * A time spent as shown in the approval timeline: days, hours, minutes and seconds, zero units
 * left out (`90061000` → `1天1小时1分钟1秒`, `3600000` → `1小时`). Days are whole 24-hour days
 * (no months or years); milliseconds are dropped; less than a second is `0秒`; a negative or
 * non-finite value is `''`.
 *
 * @example
 * formatTimeSpent(93_603_000); // '1天2小时3秒'
 */
export function formatTimeSpent(milliseconds: number): string {
  if (typeof milliseconds !== 'number' || !Number.isFinite(milliseconds) || milliseconds < 0)
    return '';
  const total = Math.floor(milliseconds / millisecondsInSecond);
  const duration: Duration = {
    days: Math.floor(total / secondsInDay),
    hours: Math.floor((total % secondsInDay) / secondsInHour),
    minutes: Math.floor((total % secondsInHour) / secondsInMinute),
    seconds: total % secondsInMinute,
  };
  const text = formatDuration(duration, {
    format: FORMAT,
    delimiter: '',
    locale: TIME_SPENT_LOCALE as Locale,
  });
  return text === '' ? `0${TIME_SPENT_UNITS.seconds}` : text;
}

/**
 * The time spent from `start` to `end` (any value `readDateTime` reads), as
 * {@link formatTimeSpent} shows it; `''` when either is unreadable or `end` is before `start`.
 *
 * @example
 * formatTimeSpentBetween('2024-05-01 08:00:00', '2024-05-02 10:00:03'); // '1天2小时3秒'
 */
export function formatTimeSpentBetween(start: unknown, end: unknown): string {
  const from = readDateTime(start);
  const to = readDateTime(end);
  if (from === null || to === null) return '';
  return formatTimeSpent(differenceInMilliseconds(to, from));
}
