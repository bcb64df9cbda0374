import { describe, expect, it } from 'vitest';
import { GrammarError, parseFilterText } from './checkFilterGrammar.js';

// The checker must itself refuse bad text, or the grammar property above would prove nothing.
describe('checkFilterGrammar', () => {
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
    expect(() => parseFilterText(text)).not.toThrow();
  });

  it.each([
    'a eq 1 and b eq 2 or c eq 3',
    'a eq',
    "contains(a,'x'",
    "a eq 'x''",
    'a  eq 1',
    ' a eq 1',
    "a eq 'R&D'",
    "a eq '100%'",
    'a eq 1and b eq 2',
    'a eq 01',
    'a eq 2024-5-1',
    'and eq 1',
    'like(a,[1])',
    "includes(a,'x')",
    'a eq 1)',
    'a eq "x"',
  ])('refuses %s', (text) => {
    expect(() => parseFilterText(text)).toThrow(GrammarError);
  });
});
