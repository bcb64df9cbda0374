import { describe, expect, it } from 'vitest';
import {
  formatOperationNumber,
  isTagShown,
  limitMultiTag,
  limitTag,
  limitTitleTag,
  tagTextLimit,
  titleTagLimit,
  truncateText,
} from './textLimit.js';

const chars = (n: number) => '字'.repeat(n);

describe('text limits (spec 1 §5)', () => {
  it.each([
    [chars(10), true, chars(10)],
    [chars(11), true, `${chars(10)}...`],
    [chars(20), false, chars(20)],
    [chars(21), false, `${chars(20)}...`],
  ])('title tag %s (other visible %j)', (text, otherVisible, expected) => {
    expect(limitTitleTag(text, otherVisible)).toBe(expected);
  });

  it.each([
    [chars(10), false, true, chars(10)],
    [chars(11), false, true, `${chars(10)}...`],
    [chars(6), true, true, `${chars(5)}...`],
    [chars(5), true, true, chars(5)],
    [chars(6), true, false, chars(6)],
  ])('tag %s (one line %j, tag %j)', (text, titleOnOneLine, tagExists, expected) => {
    expect(limitTag(text, { titleOnOneLine, tagExists })).toBe(expected);
  });

  it('gives the limits', () => {
    expect(titleTagLimit(true)).toBe(10);
    expect(titleTagLimit(false)).toBe(20);
    expect(tagTextLimit(true, true)).toBe(5);
    expect(tagTextLimit(true, false)).toBe(10);
  });

  it.each([
    ['abcdef', 3, 'abc...'],
    ['abc', 3, 'abc'],
    ['abc', 0, 'abc'],
    ['abc', null, 'abc'],
  ])('multi-tag %j at %j words → %j', (text, count, expected) => {
    expect(limitMultiTag(text, count)).toBe(expected);
  });

  it('never splits a character', () => {
    expect(truncateText('😀😀😀', 2)).toBe('😀😀...');
    expect(truncateText(null, 2)).toBe('');
    expect(truncateText('abc', Number.POSITIVE_INFINITY)).toBe('abc');
    expect(truncateText('abc', -1)).toBe('...');
  });
});

describe('isTagShown', () => {
  it.each([
    ['x', '', true],
    [0, '', true],
    [undefined, '', false],
    [null, '  ', false],
    [[], '静态', true],
    ['', undefined, false],
  ])('bound %j static %j → %j', (bound, staticText, expected) => {
    expect(isTagShown(bound, staticText)).toBe(expected);
  });
});

describe('formatOperationNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '100+'],
    [123456, '123+'],
    ['12', '12'],
    ['1.5k', '1.5+'],
    [null, ''],
    [undefined, ''],
  ])('%j → %j', (value, expected) => {
    expect(formatOperationNumber(value)).toBe(expected);
  });
});
