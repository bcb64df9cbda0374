import { TZDate } from '@date-fns/tz';
import { UTCDate, utc as utcContext } from '@date-fns/utc';
import { format, getYear, isValid, parse, parseISO } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DATE_FORMAT,
  formatDate,
  readDateTime,
  toDateFnsFormat,
  toDateTimeLiteral,
} from './index.js';
import { readWithDateFns } from './readDateTime.js';

// Expected values are built from parts in the zone under test, so the tables hold in every
// machine zone (the suite also runs with TZ=Asia/Shanghai, TZ=UTC and TZ=America/New_York).
const local = (...parts: number[]): number => {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = parts;
  const date = new Date(2000, 0, 1);
  date.setFullYear(y, mo - 1, d);
  date.setHours(h, mi, s, ms);
  return date.getTime();
};
const utc = (...parts: number[]): number => {
  const [y = 0, mo = 1, d = 1, h = 0, mi = 0, s = 0, ms = 0] = parts;
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getTime();
};

describe('readDateTime', () => {
  // text, the same instant read in local time, read in UTC (null: not a date)
  const ROWS: [unknown, number | null, number | null][] = [
    ['2024', local(2024), utc(2024)],
    ['2024-05', local(2024, 5), utc(2024, 5)],
    ['2024-05-01', local(2024, 5, 1), utc(2024, 5, 1)],
    [' 2024-05-01 08:30 ', local(2024, 5, 1, 8, 30), utc(2024, 5, 1, 8, 30)],
    ['2024-05-01 08', local(2024, 5, 1, 8), utc(2024, 5, 1, 8)],
    ['2024-05-01T08:30:05.12', local(2024, 5, 1, 8, 30, 5, 120), utc(2024, 5, 1, 8, 30, 5, 120)],
    ['2024/5/1', local(2024, 5, 1), utc(2024, 5, 1)],
    ['2024/5/1 8:05', local(2024, 5, 1, 8, 5), utc(2024, 5, 1, 8, 5)],
    ['2024.05.01 08:05:06', local(2024, 5, 1, 8, 5, 6), utc(2024, 5, 1, 8, 5, 6)],
    ['2024-5-1', local(2024, 5, 1), utc(2024, 5, 1)],
    ['2024/05', local(2024, 5), utc(2024, 5)],
    ['0099-01-01', local(99, 1, 1), utc(99, 1, 1)],
    // leap days
    ['2024-02-29', local(2024, 2, 29), utc(2024, 2, 29)],
    ['2000-02-29', local(2000, 2, 29), utc(2000, 2, 29)],
    ['2023-02-29', null, null],
    ['1900-02-29', null, null],
    ['2024/2/30', null, null],
    // invalid month, day, hour, minute
    ['2024-13-01', null, null],
    ['2024-00-10', null, null],
    ['2024-04-31', null, null],
    ['2024-05-01 24:00:00', null, null],
    ['2024-01-01 24:00', null, null],
    ['2024-05-01 23:60', null, null],
    // zoned texts are instants whatever the zone option
    ['2024-05-01T00:00:00Z', utc(2024, 5, 1), utc(2024, 5, 1)],
    ['2024-05-01T08:00:00+08:00', utc(2024, 5, 1), utc(2024, 5, 1)],
    ['2024-05-01T08:00:00+0800', utc(2024, 5, 1), utc(2024, 5, 1)],
    ['2024-05-01 08:05:06 +08', utc(2024, 5, 1, 0, 5, 6), utc(2024, 5, 1, 0, 5, 6)],
    ['2024-04-30T19:00:00-05:00', utc(2024, 5, 1), utc(2024, 5, 1)],
    // numbers and Dates are instants
    [1714521600000, 1714521600000, 1714521600000],
    [new Date(1714521600000), 1714521600000, 1714521600000],
    [Number.NaN, null, null],
    [Number.POSITIVE_INFINITY, null, null],
    [new Date(Number.NaN), null, null],
    // not dates
    ['', null, null],
    ['   ', null, null],
    ['yesterday', null, null],
    ['05/01/2024', null, null],
    ['2024-05-01 08:05 junk', null, null],
    [null, null, null],
    [undefined, null, null],
    [{}, null, null],
    [true, null, null],
  ];

  it.each(ROWS)('reads %j', (value, inLocal, inUtc) => {
    expect(readDateTime(value)?.getTime() ?? null).toBe(inLocal);
    expect(readDateTime(value, { zone: 'utc' })?.getTime() ?? null).toBe(inUtc);
  });

  it('answers in the zone asked for', () => {
    expect(readDateTime('2024-05-01 08:30', { zone: 'utc' })?.getHours()).toBe(8);
    expect(readDateTime('2024-05-01 08:30')?.getHours()).toBe(8);
    expect(readDateTime('2024-05-01T08:30:00Z', { zone: 'utc' })?.getHours()).toBe(8);
  });
});

describe('toDateFnsFormat', () => {
  it.each([
    [DEFAULT_DATE_FORMAT, 'yyyy-MM-dd HH:mm:ss'],
    ['Y-m-d', 'yyyy-MM-dd'],
    ['Y/m/d H:i', 'yyyy/MM/dd HH:mm'],
    ['Y年n月j日', 'yyyy年M月d日'],
    ['g:i A', 'h:mm a'],
    ['D, d M Y', "'D', dd 'M' yyyy"],
    ["\\Y-m 'T'", "'Y'-MM '''T'''"],
    ['\\', '\\'],
  ])('maps %j to %j', (php, dateFns) => {
    expect(toDateFnsFormat(php)).toBe(dateFns);
  });
});

describe('formatDate', () => {
  it.each([
    ['2024-05-01T08:30:00', undefined, '2024-05-01 08:30:00'],
    ['2024-05-01', undefined, '2024-05-01 00:00:00'],
    [new Date(2024, 1, 29, 23, 59, 59), undefined, '2024-02-29 23:59:59'],
    [local(2024, 5, 1, 8, 5), 'Y-m-d', '2024-05-01'],
    ['2024-05-01 08:05:09', 'Y年n月j日 G时i分s秒', '2024年5月1日 8时05分09秒'],
    ['2024-05-01 13:05', 'y/m/d h:i a', '24/05/01 01:05 pm'],
    ['2024-05-01 13:05', 'Y-m-d \\H H', '2024-05-01 H 13'],
    ['2024-05-01 13:05', "Y 'T' i", "2024 'T' 05"],
    ['2024-13-01', undefined, ''],
    ['not a date', 'Y', ''],
    [null, undefined, ''],
  ])('formats %j by %j as %j', (value, format, expected) => {
    expect(formatDate(value, format)).toBe(expected);
  });

  it('prints a zoned instant in local time', () => {
    const instant = '2024-05-01T00:00:00Z';
    expect(formatDate(instant)).toBe(formatDate(new Date(Date.UTC(2024, 4, 1))));
  });
});

describe('toDateTimeLiteral', () => {
  it.each([
    ['2024-05-01', '2024-05-01T00:00:00'],
    ['2024/5/1 8:05', '2024-05-01T08:05:00'],
    ['2024-05-01T08:05:06.789123Z', '2024-05-01T08:05:06.789Z'],
    ['2024-05-01T08:05:06.000Z', '2024-05-01T08:05:06Z'],
    ['2024-05-01 08:05:06 +08', '2024-05-01T08:05:06+08:00'],
    ['2024-05-01T08:05:06-0530', '2024-05-01T08:05:06-05:30'],
    ['2024-05-01T08:05:06+00:00', '2024-05-01T08:05:06Z'],
    ['2024-05-01T08:05:06+08:00', '2024-05-01T08:05:06+08:00'],
    ['2024-02-30T08:05:06Z', null],
    ['2024-05-01T08:05:60Z', null],
    ['2024-05-01T08:05:06+24:00', null],
    [Date.UTC(2024, 0, 2, 3, 4, 5), '2024-01-02T03:04:05Z'],
    [new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 6)), '2024-01-02T03:04:05.006Z'],
    [Date.UTC(10000, 0, 1), null],
    [Date.UTC(-1, 0, 1), null],
    ['2023-02-29', null],
    ['2024-02-29', '2024-02-29T00:00:00'],
    ['0000-03-01 12:00', '0000-03-01T12:00:00'],
    ['2024-13-01', null],
    ['2024-01-01 24:00', null],
    ['yesterday', null],
    [new Date(Number.NaN), null],
  ])('prints %j as %j', (value, expected) => {
    expect(toDateTimeLiteral(value)).toBe(expected);
  });

  // The literal's own form is checked character by character; a text one character off is read
  // like any other, never printed as itself.
  it.each([
    '2024-05-01T08:05:06X',
    '2024-05-01T08:05:06z',
    '2024-05-01 08:05:06Z',
    '2024-05-01T08:05:06+05-45',
    '2024-05-01T08:05:06+05:4a',
  ])('does not print %j as itself', (text) => {
    expect(toDateTimeLiteral(text)).not.toBe(text);
  });
});

// The common form is read and printed without date-fns (issue 30's filter benchmark); these hold
// both paths to the general ones on random texts around that form, valid and not.
describe('the common form’s fast paths agree with date-fns', () => {
  const two = (max: number) => fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0'));
  const text = fc
    .tuple(
      fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
      two(13),
      two(32),
      fc.option(
        fc.tuple(
          fc.constantFrom('T', ' '),
          two(25),
          two(60),
          fc.option(two(60), { nil: undefined }),
          fc.constantFrom('', 'Z', '+08', '-0530', '+05:45', '+00:00', '-00', '+24', '+1299'),
        ),
        { nil: undefined },
      ),
    )
    .map(([y, mo, d, time]) => {
      const date = `${y}-${mo}-${d}`;
      if (time === undefined) return date;
      const [sep, h, mi, s, zone] = time;
      return `${date}${sep}${h}:${mi}${s === undefined ? '' : `:${s}`}${zone}`;
    });
  // The literal as the shared printer made it with date-fns before the fast path (the peer).
  const STATED = /[T ][^+-]*([+-]\d{2}(?::?\d{2})?|Z)$/i;
  const literalByDateFns = (value: string): string | null => {
    const instant = readWithDateFns(value, 'utc');
    if (instant === null) return null;
    const stated = STATED.exec(value)?.[1];
    let date: Date = instant;
    let offset = '';
    if (stated !== undefined && stated.toUpperCase() === 'Z') {
      date = new UTCDate(instant.getTime());
      offset = "'Z'";
    } else if (stated !== undefined) {
      date = new TZDate(instant.getTime(), stated);
      offset = 'XXX';
    }
    const year = getYear(date);
    if (year < 0 || year > 9999) return null;
    const fraction = date.getMilliseconds() === 0 ? '' : '.SSS';
    return format(date, `yyyy-MM-dd'T'HH:mm:ss${fraction}${offset}`);
  };

  it('reads each text to the instant date-fns reads, in both zones', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('local' as const, 'utc' as const), (value, zone) => {
        expect(readDateTime(value, { zone })?.getTime() ?? null).toBe(
          readWithDateFns(value, zone)?.getTime() ?? null,
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('prints each text as date-fns printed it', () => {
    fc.assert(
      fc.property(text, (value) => {
        // Offsets past ±23:59 are no offsets: the printer refuses them (date-fns threw). Year 0
        // prints 0000 (ISO 8601's year before 0001), where date-fns' era year printed 0001.
        if (value.startsWith('0000')) return;
        const expected = /[+-](2[4-9]|[3-9]\d)|[+-]\d\d:?[6-9]\d$/.test(value.slice(10))
          ? null
          : literalByDateFns(value);
        expect(toDateTimeLiteral(value)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('prints instants as date-fns printed them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -70_000_000_000_000, max: 260_000_000_000_000 }), (ms) => {
        const instant = new UTCDate(ms);
        const year = getYear(instant);
        if (year === 0) return; // 0000 here, 0001 from date-fns (see above)
        const fraction = instant.getMilliseconds() === 0 ? '' : '.SSS';
        expect(toDateTimeLiteral(ms)).toBe(
          year < 0 || year > 9999 ? null : format(instant, `yyyy-MM-dd'T'HH:mm:ss${fraction}'Z'`),
        );
      }),
      { numRuns: 3000 },
    );
  });
});

// The lenient forms are read without date-fns `parse` (issue 30: its parsers were ≈ 8 KB of the
// runtimes' first download). The peer: the reader as it was, every format of the text's family
// tried in turn with date-fns `parse`.
describe('the lenient forms agree with date-fns parse', () => {
  const TIMES = ['', ' H:m', ' H:m:s', "'T'H:m", "'T'H:m:s"];
  const ZONES = ['', 'X', 'XXX', ' X', ' XXX'];
  const formats = (sep: string): string[] => {
    const day = `yyyy${sep}M${sep}d`;
    const withTime = TIMES.slice(1).flatMap((time) => ZONES.map((zone) => `${day}${time}${zone}`));
    return [day, ...withTime, `yyyy${sep}M`];
  };
  // The reader as it was: parseISO, then every format of the text's family with date-fns `parse`.
  const readAsBefore = (text: string, zone: 'local' | 'utc'): number | null => {
    const context = zone === 'utc' ? { in: utcContext } : undefined;
    const iso = parseISO(text, context);
    if (isValid(iso)) return /[T ]24/i.test(text) ? null : iso.getTime();
    const reference = zone === 'utc' ? new UTCDate(946_684_800_000) : new Date(946_684_800_000);
    const family = '-/.'.includes(text.charAt(4)) ? formats(text.charAt(4)) : [];
    for (const form of family) {
      const date = parse(text, form, reference, context);
      if (isValid(date)) return date.getTime();
    }
    return null;
  };
  const digits = (max: number) =>
    fc.oneof(
      fc.integer({ min: 0, max }).map(String),
      fc.integer({ min: 0, max }).map((n) => String(n).padStart(2, '0')),
      fc.stringMatching(/^\d{0,3}$/),
    );
  const text = fc
    .tuple(
      fc.oneof(
        fc.integer({ min: 0, max: 9999 }).map((n) => String(n).padStart(4, '0')),
        fc.stringMatching(/^\d{1,5}$/),
      ),
      fc.constantFrom('-', '/', '.'),
      fc.option(fc.constantFrom('-', '/', '.', ' '), { nil: undefined }),
      digits(13),
      fc.option(digits(32), { nil: undefined }),
      fc.option(
        fc.tuple(
          fc.constantFrom('T', ' ', 't', ''),
          digits(25),
          digits(61),
          fc.option(digits(61), { nil: undefined }),
          fc.constantFrom(
            '',
            ' ',
            'Z',
            ' Z',
            '+08',
            ' +08',
            '-0530',
            '+05:45',
            ' -00:00',
            '+1',
            '+080',
            '+08:',
            'z',
            'xZ',
          ),
        ),
        { nil: undefined },
      ),
      fc.constantFrom('', ' ', '  ', 'x'),
    )
    .map(([y, sep, sep2, mo, d, time, tail]) => {
      let value = `${y}${sep}${mo}`;
      if (d !== undefined) value += `${sep2 ?? sep}${d}`;
      if (time !== undefined) {
        const [t, h, mi, s, zone] = time;
        value += `${t}${h}:${mi}${s === undefined ? '' : `:${s}`}${zone}`;
      }
      return value + tail;
    });

  it('reads each text to the instant date-fns parse read, in both zones', () => {
    fc.assert(
      fc.property(text, fc.constantFrom('local' as const, 'utc' as const), (value, zone) => {
        expect(readWithDateFns(value, zone)?.getTime() ?? null).toBe(readAsBefore(value, zone));
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the lenient forms users write', () => {
    expect(readWithDateFns('2024/5/1 8:05', 'utc')?.getTime()).toBe(Date.UTC(2024, 4, 1, 8, 5));
    expect(readWithDateFns('2024.5.1T8:05:06 +0800', 'local')?.getTime()).toBe(
      Date.UTC(2024, 4, 1, 0, 5, 6),
    );
    expect(readWithDateFns('24-5-1', 'utc')?.getUTCFullYear()).toBe(24);
    expect(readWithDateFns('2023/2/29', 'utc')).toBeNull();
    expect(readWithDateFns('2024/5/1 8:60', 'utc')).toBeNull();
  });
});
