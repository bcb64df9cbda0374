import { describe, expect, it } from 'vitest';
import type { Control } from '@tessera/protocol';
import {
  canConfirm,
  dayCells,
  monthCells,
  pickerTimeParts,
  pickerView,
} from './datePickerModel.js';
import { readFormConfig } from './formConfig.js';
import { formItemModel, validateItem } from './formItemModel.js';
import {
  displayText,
  numberFromText,
  readImages,
  roundToDecimals,
  selectedValue,
  toPickerText,
  toSelectValue,
} from './formValues.js';

const control = (props: Record<string, unknown>): Control =>
  ({ id: 'f', typeName: 'Form', props, bindInfo: { dsId: 'ds' } }) as unknown as Control;

describe('readFormConfig (README "Forms")', () => {
  it('reads the source, mode, label position and width, and the items with a field', () => {
    const config = readFormConfig(
      control({
        title: '反馈',
        mode: 'view',
        labelPosition: 'top',
        labelWidth: 120,
        items: [{ field: 'title', type: 'input' }, { type: 'input' }, { field: 'x', type: 'nope' }],
      }),
    );
    expect(config).toMatchObject({
      dsId: 'ds',
      readOnly: true,
      labelPosition: 'top',
      labelWidth: 120,
    });
    expect(config.items.map((item) => [item.field, item.type])).toEqual([
      ['title', 'input'],
      ['x', 'input'],
    ]);
  });
  it('defaults to an editable form with labels on the left, 100 px wide', () => {
    expect(readFormConfig(control({}))).toMatchObject({
      readOnly: false,
      labelPosition: 'left',
      labelWidth: 100,
      items: [],
    });
  });
});

describe('formItemModel (spec 1 §5 form items)', () => {
  it('checks inputs on blur and selects and dates on change', () => {
    expect(formItemModel({ field: 'a', type: 'input' }).trigger).toBe('blur');
    expect(formItemModel({ field: 'a', type: 'input-number' }).trigger).toBe('blur');
    expect(formItemModel({ field: 'a', type: 'select' }).trigger).toBe('change');
    expect(formItemModel({ field: 'a', type: 'date' }).trigger).toBe('change');
  });
  it('uses the design rules and the options: required, pattern, type, length', () => {
    const title = formItemModel({
      field: 'title',
      type: 'input',
      label: '标题',
      rules: [{ required: true }, { pattern: '^[^x]*$', message: '不能含 x' }],
      options: { minLength: 2, maxLength: 5 },
    });
    expect(validateItem(title, '')).toBe('标题不能为空');
    expect(validateItem(title, 'x1')).toBe('不能含 x');
    expect(validateItem(title, '123456', 'blur')).toBe('标题长度必须在 2 到 5 字符之间');
    expect(validateItem(title, 'ok')).toBeNull();
    const date = formItemModel({ field: 'd', type: 'date', rules: [{ required: true }] });
    expect(validateItem(date, '')).toBe('请选择日期');
  });
  it('steps numbers by step / 10^decimals', () => {
    const score = formItemModel({
      field: 's',
      type: 'input-number',
      options: { step: 5, decimals: 1, min: 0, max: 10 },
    });
    expect(score.step).toBe(0.5);
    expect(validateItem(score, 11)).toBe('必须在 0 到 10 之间');
  });
  it('opens the picker of the date item type unless a picker type is set', () => {
    expect(formItemModel({ field: 'd', type: 'date', options: { type: 'month' } }).pickerType).toBe(
      'ym',
    );
    expect(
      formItemModel({ field: 'd', type: 'date', options: { type: 'second' } }).pickerType,
    ).toBe('ymdhms');
    expect(
      formItemModel({ field: 'd', type: 'date', options: { type: 'date', format: 'ymdh' } })
        .pickerType,
    ).toBe('ymdh');
  });
});

describe('form values', () => {
  it('keeps an OptionSet a one-entry list and a text select a text', () => {
    expect(toSelectValue('bug', [])).toEqual(['bug']);
    expect(toSelectValue('bug', '')).toBe('bug');
    expect(selectedValue(['bug'])).toBe('bug');
  });
  it('reads typed numbers and rounds to the decimals', () => {
    expect(numberFromText('')).toBeNull();
    expect(numberFromText('1.5')).toBe(1.5);
    expect(numberFromText('abc')).toBe('abc');
    expect(roundToDecimals(1.25, 1)).toBe(1.3);
  });
  it('shows stored dates in the picker format and select values by label', () => {
    expect(toPickerText('2026-05-01 08:30:15', 'ymdhm')).toBe('2026-05-01 08:30');
    expect(toPickerText('2026-05-01', 'ym')).toBe('2026-05');
    expect(toPickerText('nope', 'ymd')).toBe('');
    const select = formItemModel({
      field: 'c',
      type: 'select',
      options: { options: [{ label: '问题报告', value: 'bug' }] },
    });
    expect(displayText(select, ['bug'])).toBe('问题报告');
  });
  it('reads uploaded images (spec 1 §3 Uploaded image)', () => {
    expect(
      readImages([{ imageId: 'i1', url: '/media/image/form/p/i1.png', originalName: 'a.png' }, {}]),
    ).toEqual([{ key: 'i1', url: '/media/image/form/p/i1.png', name: 'a.png' }]);
  });
});

describe('date picker model (spec 1 §2 ranges, §5 confirmable)', () => {
  const now = new Date(2026, 4, 10, 9, 0);
  const nextThirtyDays = [
    [
      { operator: 'ge' as const, value: { relative: 'now' as const } },
      { operator: 'le' as const, value: { relative: 'now' as const, days: 30 } },
    ],
  ];
  it('marks days inside the ranges 可用 and the others 不可用', () => {
    const cells = dayCells(new Date(2026, 4, 1), null, nextThirtyDays, now);
    expect(cells).toHaveLength(42);
    const day = (d: number) => cells.find((c) => !c.outside && c.date.getDate() === d)!;
    expect(day(9).selectable).toBe(false);
    expect(day(10).selectable).toBe(true);
    expect(day(31).selectable).toBe(true);
  });
  it('confirms only a date of a matching group, at the picker precision', () => {
    expect(canConfirm(new Date(2026, 4, 10, 0, 0), nextThirtyDays, 'ymd', now)).toBe(true);
    expect(canConfirm(new Date(2026, 5, 10), nextThirtyDays, 'ymd', now)).toBe(false);
    expect(canConfirm(new Date(2026, 4, 10, 8, 0), nextThirtyDays, 'ymdhm', now)).toBe(false);
    expect(canConfirm(null, [], 'ymd', now)).toBe(false);
    expect(canConfirm(new Date(2000, 0, 1), [], 'y', now)).toBe(true);
  });
  it('shows days, months or years and the time columns by picker type', () => {
    expect(pickerView('ymdhms')).toBe('day');
    expect(pickerView('ym')).toBe('month');
    expect(pickerView('y')).toBe('year');
    expect(pickerTimeParts('ymdh')).toEqual({ hour: true, minute: false, second: false });
    expect(monthCells(now, null, [], now).map((c) => c.label)[11]).toBe('12月');
  });
});
