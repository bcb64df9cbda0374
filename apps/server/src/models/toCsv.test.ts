import { describe, expect, it } from 'vitest';
import { objectsToTable, toCsv } from './toCsv.js';

describe('toCsv', () => {
  it('writes a BOM, a header and CRLF rows, quoting what needs it', () => {
    expect(
      toCsv(
        ['名称', 'n'],
        [
          ['a,b', 1],
          ['say "hi"', null],
          ['=1+1', -3],
        ],
      ),
    ).toBe('\uFEFF名称,n\r\n"a,b",1\r\n"say ""hi""",\r\n\'=1+1,-3\r\n');
  });
});

describe('objectsToTable', () => {
  it('takes the columns in first-seen order', () => {
    expect(objectsToTable([{ a: 1 }, { b: 2, a: 3 }])).toEqual({
      header: ['a', 'b'],
      rows: [
        [1, undefined],
        [3, 2],
      ],
    });
  });

  it('answers null for anything but a list of objects', () => {
    expect(objectsToTable({ a: 1 })).toBeNull();
    expect(objectsToTable([1, 2])).toBeNull();
  });
});
