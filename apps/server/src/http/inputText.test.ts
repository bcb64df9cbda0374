import { describe, expect, it } from 'vitest';
import { findBadText, isBadText, jsonTooDeep, MAX_JSON_DEPTH } from './inputText.js';

describe('isBadText', () => {
  it.each([
    ['plain and Chinese text', '标题 title', false],
    ['a surrogate pair (emoji)', 'ok 😀 ok', false],
    ['NUL', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud83d', true],
    ['a lone high surrogate before text', '\ud83dx', true],
    ['a lone low surrogate', '\ude00a', true],
    ['two high surrogates then a low one', '\ud83d\ud83d\ude00', true],
  ])('%s → %s', (_name, text, bad) => {
    expect(isBadText(text)).toBe(bad);
  });
});

describe('findBadText', () => {
  it('names the path of the first unstorable value or key', () => {
    expect(findBadText({ data: { title: { iv: 'a\u0000' } } }, 'body')).toBe('body.data.title.iv');
    expect(findBadText({ list: ['ok', 'x\ud800'] })).toBe('list[1]');
    expect(findBadText({ ['k\u0000']: 1 })).toBe('k\\u0000');
    expect(findBadText({ a: ['😀', 1, null, true] })).toBeUndefined();
  });

  it('does not walk bytes: a binary body (an upload part) holds no text', () => {
    const bytes = Object.assign(Buffer.alloc(4), { label: 'a\u0000' });
    expect(findBadText(bytes, 'body')).toBeUndefined();
    expect(findBadText({ file: new Uint8Array([0, 1]), name: 'ok' })).toBeUndefined();
    expect(findBadText({ file: new ArrayBuffer(2), name: 'x\u0000' })).toBe('name');
  });

  it('scans any depth without recursion', () => {
    let value: unknown = 'a\u0000';
    for (let i = 0; i < 100_000; i++) value = [value];
    expect(findBadText(value)).toMatch(/^(\[0\]){100000}$/);
  });
});

describe('jsonTooDeep', () => {
  const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

  it(`allows ${MAX_JSON_DEPTH} levels and refuses one more`, () => {
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
  });

  it('does not count brackets inside strings, escaped quotes included', () => {
    const text = JSON.stringify({ a: '[[[{{{"\\' + '['.repeat(500) });
    expect(jsonTooDeep(text, 2)).toBe(false);
  });
});
