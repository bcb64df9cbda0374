import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '@tessera/ports';
import type { PageVariableDefinition } from '@tessera/protocol';
import { createPageVariables } from './createPageVariables.js';

const declared: PageVariableDefinition[] = [
  { range: 'CurPage', name: 'keyword', default: '手机' },
  { range: 'Global', name: 'city', default: '北京' },
];

describe('createPageVariables', () => {
  it('starts every declared variable at its default (spec 1 §3 Page variables)', () => {
    const variables = createPageVariables({}, { globals: createMemoryStorage(), declared });
    expect(variables.getSnapshot()).toEqual({ keyword: '手机', city: '北京' });
  });

  it('keeps a Global value an earlier page set; a CurPage value stays on its page', () => {
    const storage = createMemoryStorage();
    const first = createPageVariables({}, { globals: storage, declared });
    first.set('city', '上海', 'Global');
    first.set('keyword', '电脑', 'CurPage');
    const next = createPageVariables({}, { globals: storage, declared });
    expect(next.getSnapshot()).toEqual({ keyword: '手机', city: '上海' });
  });

  it('lets the page parameters win over the defaults', () => {
    const variables = createPageVariables(
      { keyword: '平板' },
      { globals: createMemoryStorage(), declared },
    );
    expect(variables.get('keyword')).toBe('平板');
  });
});
