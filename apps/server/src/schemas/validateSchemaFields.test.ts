import { describe, expect, it } from 'vitest';
import type { SchemaField } from '../db/database.js';
import { checkFieldValue, normalizeField } from './fieldTypes.js';
import { validateSchemaFields, type KnownSchemas } from './validateSchemaFields.js';

const known: KnownSchemas = new Map([['article', ['title', 'views']]]);
const field = (over: Partial<SchemaField>): SchemaField => ({
  fieldId: 1,
  name: 'f',
  label: 'F',
  fieldType: 'String',
  ...over,
});

describe('validateSchemaFields', () => {
  it('accepts a valid field list', () => {
    expect(
      validateSchemaFields(
        [
          field({}),
          field({
            fieldId: 2,
            name: 'ref',
            fieldType: 'Reference',
            properties: { schemaName: 'article', dataField: 'title' },
          }),
          field({
            fieldId: 3,
            name: 'level',
            fieldType: 'OptionSet',
            properties: { options: [{ label: '低', value: 'low' }] },
          }),
          field({
            fieldId: 4,
            name: 'no',
            fieldType: 'Number',
            properties: { editor: 'AutoSerialNo' },
          }),
        ],
        known,
      ),
    ).toEqual([]);
  });

  it.each([
    ['a list that is not an array', {}, 'fields 应为数组'],
    ['a name with a space', [field({ name: 'a b' })], '字段名应以字母开头'],
    ['a system name', [field({ name: 'contentId' })], '系统字段'],
    ['a derived prefix', [field({ name: 'ref_x' })], 'ref_'],
    ['a duplicate name', [field({}), field({ fieldId: 2 })], '重复'],
    ['a duplicate fieldId', [field({}), field({ name: 'g' })], 'fieldId 1 重复'],
    ['a fieldId of 0', [field({ fieldId: 0 })], 'fieldId 应为正整数'],
    ['an unknown type', [field({ fieldType: 'Money' })], '未知的字段类型 Money'],
    ['a flag that is not boolean', [field({ isHidden: 'yes' as unknown as boolean })], 'isHidden'],
    [
      'a Reference to an unknown schema',
      [field({ fieldType: 'Reference', properties: { schemaName: 'nope' } })],
      'schemaName',
    ],
    [
      'a Reference dataField that is not a field',
      [field({ fieldType: 'Reference', properties: { schemaName: 'article', dataField: 'x' } })],
      'dataField x',
    ],
    ['an OptionSet without options', [field({ fieldType: 'OptionSet' })], 'options'],
    [
      'AutoSerialNo on a Bool',
      [field({ fieldType: 'Bool', properties: { editor: 'AutoSerialNo' } })],
      '自动编号',
    ],
    ['serial digits of 0', [field({ properties: { serialNo: { digits: 0 } } })], 'digits'],
  ])('refuses %s', (_case, fields, message) => {
    const problems = validateSchemaFields(fields, known);
    expect(problems.join('\n')).toContain(message);
  });
});

describe('normalizeField', () => {
  it('fills every member of spec 1 §3 Field and the type defaults', () => {
    expect(normalizeField(field({ fieldType: 'Geo' }))).toEqual({
      name: 'f',
      label: 'F',
      fieldType: 'Geo',
      fieldId: 1,
      fieldCategory: 'Normal',
      isHidden: false,
      isLocked: false,
      isDisabled: false,
      properties: { dataType: 'object', editor: 'Map', label: 'F', isRequired: false },
    });
  });
});

describe('checkFieldValue', () => {
  it.each([
    [field({ fieldType: 'Number' }), 'x', 'number'],
    [field({ fieldType: 'Number' }), Number.POSITIVE_INFINITY, '有限数字'],
    [field({ fieldType: 'DateTime' }), 'not a date', '日期时间'],
    [field({ fieldType: 'Reference' }), 'id', 'array'],
    [
      field({ fieldType: 'OptionSet', properties: { options: [{ label: 'A', value: 'a' }] } }),
      ['b'],
      '选项 b',
    ],
  ])('refuses %o = %o', (f, value, message) => {
    expect(checkFieldValue(f, value)).toContain(message);
  });

  it('accepts values of the right shape and null', () => {
    expect(checkFieldValue(field({ fieldType: 'Bool' }), true)).toBeNull();
    expect(checkFieldValue(field({ fieldType: 'DateTime' }), '')).toBeNull();
    expect(checkFieldValue(field({ fieldType: 'Geo' }), null)).toBeNull();
  });
});
