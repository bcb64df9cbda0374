import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './createMemoryStorage.js';

describe('createMemoryStorage', () => {
  it('stores strings like Web Storage', () => {
    const storage = createMemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
    expect(storage.getItem('b')).toBe('2');
    expect(storage.length).toBe(1);
    storage.clear();
    expect(storage.length).toBe(0);
  });
});
