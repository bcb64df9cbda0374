import { describe, expect, it } from 'vitest';
import { pageVariablesOf, variableProblem, withVariable } from '../model/pageVariables.js';

describe('page variables (spec 1 §3: range Global or CurPage, name, default)', () => {
  const list = [
    { range: 'CurPage' as const, name: 'keyword' },
    { range: 'Global' as const, name: 'city', default: '杭州' },
  ];

  it('reads only declared variables from the page setting', () => {
    expect(pageVariablesOf(undefined)).toEqual([]);
    expect(pageVariablesOf([{ name: 'a', range: 'CurPage' }, 3, null])).toEqual([
      { name: 'a', range: 'CurPage' },
    ]);
  });

  it('refuses an empty, invalid or repeated name with the rule in words', () => {
    const named = (name: string) => ({ range: 'CurPage' as const, name });
    expect(variableProblem(list, named(' '), -1)).toBe('变量名不能为空');
    expect(variableProblem(list, named('1st'), -1)).toBe(
      '变量名 1st 无效：只能包含字母、数字和 _，且不能以数字开头',
    );
    expect(variableProblem(list, named('city'), -1)).toBe('变量名 city 重复');
    // A variable keeps its own name when edited in place.
    expect(variableProblem(list, named('city'), 1)).toBeNull();
    expect(variableProblem(list, named('page_size'), -1)).toBeNull();
  });

  it('adds at the end or replaces in place, trimming the name and dropping an empty default', () => {
    expect(withVariable(list, { range: 'Global', name: ' size ', default: '' }, -1)).toEqual([
      ...list,
      { range: 'Global', name: 'size' },
    ]);
    expect(withVariable(list, { range: 'CurPage', name: 'city', default: '上海' }, 1)[1]).toEqual({
      range: 'CurPage',
      name: 'city',
      default: '上海',
    });
  });
});
