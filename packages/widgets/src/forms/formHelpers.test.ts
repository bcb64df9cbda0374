import { describe, expect, it } from 'vitest';
import { pickerBounds, pickerPrecision, rangeMark } from './datePickerModel.js';
import type { FormItemConfig } from './formConfig.js';
import { formItemModel } from './formItemModel.js';
import {
  cascadeLabels,
  cascadePath,
  choiceLabel,
  displayText,
  isCascade,
  numberBounds,
  stepNumber,
  toCascadeValue,
  uploadFull,
  withoutEntry,
  wordCounter,
} from './formValues.js';

const model = (item: Partial<FormItemConfig>) =>
  formItemModel({ field: 'f', type: 'input', label: '字段', ...item } as FormItemConfig);

describe('number steps (spec 1 §5 "Number step = step / 10^decimals")', () => {
  const score = model({ type: 'input-number', options: { step: 5, decimals: 1, min: 0, max: 2 } });
  it('moves by step / 10^decimals and keeps the decimals', () => {
    expect(stepNumber(1, 1, score)).toBe(1.5);
    expect(stepNumber(1.5, -1, score)).toBe(1);
    expect(stepNumber(null, 1, score)).toBe(0.5);
  });
  it('stays within min and max; a max of 0 is no max', () => {
    expect(stepNumber(2, 1, score)).toBe(2);
    expect(stepNumber(0, -1, score)).toBe(0);
    const open = model({ type: 'input-number', options: { max: 0 } });
    expect(stepNumber(100, 1, open)).toBe(101);
    expect(numberBounds(open)).toEqual({});
    expect(numberBounds(score)).toEqual({ min: 0, max: 2 });
  });
});

describe('word counter, uploads and selects', () => {
  it('counts characters as n/max only with showWordLimit', () => {
    const limited = model({ options: { maxLength: 30, showWordLimit: true } });
    expect(wordCounter(limited, '你好😀')).toBe('3/30');
    expect(wordCounter(model({ options: { maxLength: 30 } }), 'abc')).toBeNull();
  });
  it('is full at the length option (0 = no limit) and removes one entry', () => {
    const images = model({ type: 'image-uploader', options: { length: 2 } });
    expect(uploadFull(images, 1)).toBe(false);
    expect(uploadFull(images, 2)).toBe(true);
    expect(uploadFull(model({ type: 'image-uploader' }), 99)).toBe(false);
    expect(withoutEntry(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
  });
  it('names the chosen option', () => {
    const select = model({
      type: 'select',
      options: { options: [{ label: '问题报告', value: 'bug' }] },
    });
    expect(choiceLabel(select, ['bug'])).toBe('问题报告');
    expect(choiceLabel(select, 'nope')).toBe('');
  });
});

describe('cascader (a select whose options nest)', () => {
  const region = model({
    type: 'select',
    options: {
      options: [
        {
          label: '浙江',
          value: 'zj',
          children: [
            { label: '杭州', value: 'hz' },
            { label: '宁波', value: 'nb' },
          ],
        },
      ],
    },
  });
  it('is a cascader only when options nest', () => {
    expect(isCascade(region)).toBe(true);
    expect(
      isCascade(model({ type: 'select', options: { options: [{ label: 'a', value: 'a' }] } })),
    ).toBe(false);
  });
  it('keeps the path and shows its labels', () => {
    expect(toCascadeValue(['zj', 'hz'])).toEqual(['zj', 'hz']);
    expect(cascadePath(['zj', 'hz'])).toEqual(['zj', 'hz']);
    expect(cascadePath('zj')).toEqual(['zj']);
    expect(cascadeLabels(region, ['zj', 'nb'])).toEqual(['浙江', '宁波']);
    expect(displayText(region, ['zj', 'hz'])).toBe('浙江 / 杭州');
  });
});

describe('mobile date wheel (spec 1 §2 picker types, ranges; §9 year span)', () => {
  it.each([
    ['ymdhms', 'second'],
    ['ymdhm', 'minute'],
    ['ymdh', 'hour'],
    ['ymd', 'day'],
    ['ym', 'month'],
    ['y', 'year'],
  ] as const)('%s shows the wheel down to the %s', (type, precision) => {
    expect(pickerPrecision(type)).toBe(precision);
  });
  it('spans the current year −10 … +10', () => {
    const { min, max } = pickerBounds(new Date(2026, 5, 1));
    expect(min.getFullYear()).toBe(2016);
    expect(max.getFullYear()).toBe(2036);
  });
  it('marks a date 可用/不可用 only when the item has ranges', () => {
    const now = new Date(2026, 5, 15, 12);
    const ranges = [[{ operator: 'ge' as const, value: { relative: 'now' as const } }]];
    expect(rangeMark(new Date(2026, 5, 20), ranges, 'ymd', now)).toBe('available');
    expect(rangeMark(new Date(2026, 5, 1), ranges, 'ymd', now)).toBe('unavailable');
    expect(rangeMark(new Date(2026, 5, 1), [], 'ymd', now)).toBeNull();
  });
});
