import { describe, expect, it } from 'vitest';
import { FilterSyntaxError } from '../filterAst.js';
import { parsePrinted, PrintedFormError } from './printedForm.js';

// The check must itself refuse bad text, or the grammar properties would prove nothing.
describe('parsePrinted', () => {
  it.each([
    "title eq 'a'",
    '(a eq 1 and b eq 2) or c eq 3',
    'not (a eq 1 or b eq 2)',
    "contains(dataText,'a\\.b')",
    "includes(tags,['a','b',1,true,null])",
    'consist(tags,[])',
    "geo.distance(loc,geography'POINT(1.5 -2)') le 1e+3",
    'length(a/b) ge 0 and created lt 2024-05-01T08:30:00.123+08:00',
    'not exists(x)',
  ])('accepts %s', (text) => {
    expect(() => parsePrinted(text)).not.toThrow();
  });

  it.each([
    ['a eq 1 and b eq 2 or c eq 3', PrintedFormError],
    ['a eq', FilterSyntaxError],
    ["contains(a,'x'", FilterSyntaxError],
    ["a eq 'x''", FilterSyntaxError],
    ['a  eq 1', PrintedFormError],
    [' a eq 1', PrintedFormError],
    ['a eq 1 ', PrintedFormError],
    ["a eq 'R&D'", PrintedFormError],
    ["a eq '100%'", PrintedFormError],
    ['a eq 1and b eq 2', FilterSyntaxError],
    ['a eq 01', PrintedFormError],
    ['a eq 2024-5-1', FilterSyntaxError],
    ['and eq 1', FilterSyntaxError],
    ['like(a,[1])', FilterSyntaxError],
    ["includes(a,'x')", FilterSyntaxError],
    ['a eq 1)', FilterSyntaxError],
    ['a eq "x"', FilterSyntaxError],
  ] as const)('refuses %s', (text, error) => {
    expect(() => parsePrinted(text)).toThrow(error);
  });
});
