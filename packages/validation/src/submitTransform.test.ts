import { SYSTEM_FIELDS } from '@tessera/protocol';
import { describe, expect, it } from 'vitest';
import { isSubmittedField, toSubmitData, toSubmitDate, toSubmitValue } from './submitTransform.js';

describe('toSubmitDate', () => {
  it.each([
    ['2024-05-01', new Date(2024, 4, 1, 0, 0, 0).toISOString()],
    ['2024-05-01 08:30:15', new Date(2024, 4, 1, 8, 30, 15).toISOString()],
    ['2024-05-01 08:30', new Date(2024, 4, 1, 8, 30).toISOString()],
    ['2024-05-01T00:00:00.000Z', '2024-05-01T00:00:00.000Z'],
    [new Date(Date.UTC(2024, 0, 2, 3)), '2024-01-02T03:00:00.000Z'],
    [Date.UTC(2024, 0, 2), '2024-01-02T00:00:00.000Z'],
    ['2024-13-01', ''],
    ['2024-02-30', ''],
    ['not a date', ''],
    ['', ''],
    [null, ''],
    [undefined, ''],
    [new Date(Number.NaN), ''],
    // leap days, other separators, zones
    ['2024-02-29', new Date(2024, 1, 29).toISOString()],
    ['2023-02-29', ''],
    ['2024/05/01', new Date(2024, 4, 1).toISOString()],
    ['2024.05.01', new Date(2024, 4, 1).toISOString()],
    ['2024-05-01T08:00:00+08:00', '2024-05-01T00:00:00.000Z'],
    ['2024-05-01 24:00:00', ''],
    ['2024-00-01', ''],
  ])('%j → %j', (value, expected) => {
    expect(toSubmitDate(value)).toBe(expected);
  });

  it('appends midnight only to 10-character texts', () => {
    // A 10-character text that is not a date stays unreadable once midnight is appended.
    expect(toSubmitDate('abcdefghij')).toBe('');
    expect(toSubmitDate('2024-5-1')).toBe(new Date(2024, 4, 1).toISOString());
  });
});

describe('toSubmitValue', () => {
  it.each([
    ['OptionSet', null, []],
    ['OptionSet', undefined, []],
    ['OptionSet', '', []],
    ['OptionSet', [], []],
    ['OptionSet', ['a'], ['a']],
    ['String', '', ''],
    ['Number', 0, 0],
    [undefined, '2024-05-01', '2024-05-01'],
  ])('%s %j → %j', (type, value, expected) => {
    expect(toSubmitValue(type, value)).toEqual(expected);
  });
});

describe('toSubmitData', () => {
  it('drops system, __ and ref_ fields and transforms typed fields', () => {
    const values = {
      id: '1',
      contentId: '2',
      version: 3,
      created: 'x',
      createdBy: 'x',
      lastModified: 'x',
      lastModifiedBy: 'x',
      dataText: 'x',
      status: 'Draft',
      __rowKey: 1,
      ref_author: [{ id: 'a' }],
      title: 'T',
      due: '2024-05-01',
      broken: 'soon',
      tags: null,
      refs: ['r'],
    };
    expect(
      toSubmitData(values, {
        due: 'DateTime',
        broken: 'DateTime',
        tags: 'OptionSet',
        title: 'String',
      }),
    ).toEqual({
      title: 'T',
      due: new Date(2024, 4, 1).toISOString(),
      broken: '',
      tags: [],
      refs: ['r'],
    });
    expect(values.tags).toBeNull();
  });

  it.each([...SYSTEM_FIELDS, '__x', 'ref_x'])('never sends %s', (name) => {
    expect(isSubmittedField(name)).toBe(false);
  });

  it('sends ordinary fields, including ones that merely contain ref_', () => {
    expect(isSubmittedField('title')).toBe(true);
    expect(isSubmittedField('my_ref_x')).toBe(true);
    expect(isSubmittedField('_single')).toBe(true);
  });
});
