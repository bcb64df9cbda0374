import { describe, expect, it } from 'vitest';
import { formatOperationNumber } from './operationNumber.js';
import { multiTagTexts, tagShows, titleTagLimit, titleTagText, truncateTag } from './tagText.js';

describe('formatOperationNumber (spec 1 §9: first 3 characters plus "+" when longer)', () => {
  it('keeps numbers of up to three characters', () => {
    expect(formatOperationNumber(0)).toBe('0');
    expect(formatOperationNumber(42)).toBe('42');
    expect(formatOperationNumber(999)).toBe('999');
  });
  it('cuts longer numbers to three characters plus +', () => {
    expect(formatOperationNumber(1000)).toBe('100+');
    expect(formatOperationNumber(12345)).toBe('123+');
    expect(formatOperationNumber('4.56')).toBe('4.5+');
  });
  it('shows 0 for a missing value', () => {
    expect(formatOperationNumber(undefined)).toBe('0');
    expect(formatOperationNumber(null)).toBe('0');
    expect(formatOperationNumber({})).toBe('0');
  });
});

describe('title tag rules (spec 1 §5)', () => {
  it('limits to 10 with the other tag visible, else 20', () => {
    expect(titleTagLimit({ otherTagVisible: true, titleOneLine: false })).toBe(10);
    expect(titleTagLimit({ otherTagVisible: false, titleOneLine: false })).toBe(20);
  });
  it('limits to 10, or 5 with the other tag, when the title is on one line', () => {
    expect(titleTagLimit({ otherTagVisible: false, titleOneLine: true })).toBe(10);
    expect(titleTagLimit({ otherTagVisible: true, titleOneLine: true })).toBe(5);
  });
  it("appends '...' to a longer text only", () => {
    const ctx = { otherTagVisible: true, titleOneLine: true };
    expect(titleTagText('官方推荐', ctx)).toBe('官方推荐');
    expect(titleTagText('年度最受欢迎作品', ctx)).toBe('年度最受欢...');
    expect(truncateTag('abcdefghijk', 10)).toBe('abcdefghij...');
    expect(truncateTag('abcdefghij', 10)).toBe('abcdefghij');
  });
  it('shows a tag only with a bound value or a static text', () => {
    expect(tagShows('热门', '')).toBe(true);
    expect(tagShows('', '置顶')).toBe(true);
    expect(tagShows(' ', '')).toBe(false);
  });
  it('splits multi-tag values and cuts each to the word limit', () => {
    expect(multiTagTexts('前端,低代码，可视化搭建平台', 4)).toEqual([
      '前端',
      '低代码',
      '可视化搭...',
    ]);
    expect(multiTagTexts(['a', '', { label: 'bb' }], 0)).toEqual(['a', 'bb']);
    expect(multiTagTexts(undefined, 3)).toEqual([]);
  });
});
