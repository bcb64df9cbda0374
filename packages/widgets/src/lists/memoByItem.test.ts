import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@tessera/protocol';
import { memoByItem } from './memoByItem.js';

function item(id: string, title: string): ContentItem {
  return { id, data: { title: { iv: title } } } as unknown as ContentItem;
}

describe('memoByItem', () => {
  it('builds a row on first read only, and once per item object and position', () => {
    const built: string[] = [];
    const rowOf = memoByItem((entry, position) => {
      built.push(entry.id);
      return { key: entry.id, position };
    });
    const items = Array.from({ length: 10_000 }, (_, i) => item(`id-${i}`, `第 ${i} 行`));
    expect(built).toEqual([]);
    const first = rowOf(items[3]!, 3);
    expect(rowOf(items[3]!, 3)).toBe(first);
    expect(built).toEqual(['id-3']);
  });

  it('builds again for a changed item object or a moved item', () => {
    const rowOf = memoByItem((entry, position) => ({
      title: (entry.data as Record<string, { iv: string }>).title!.iv,
      position,
    }));
    const before = item('a', '旧标题');
    expect(rowOf(before, 0).title).toBe('旧标题');
    // The store replaces an item object when it changes (immer).
    expect(rowOf({ ...before, data: { title: { iv: '新标题' } } } as ContentItem, 0).title).toBe(
      '新标题',
    );
    expect(rowOf(before, 1)).toEqual({ title: '旧标题', position: 1 });
  });
});
