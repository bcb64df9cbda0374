import { describe, expect, it } from 'vitest';
import { sameSitePath } from '../index.js';

describe('sameSitePath', () => {
  it('keeps a path of this site, with its query and hash', () => {
    expect(sameSitePath('/page/x?tab=1#top')).toBe('/page/x?tab=1#top');
    expect(sameSitePath('/')).toBe('/');
  });

  it('drops what would leave the site', () => {
    for (const foreign of [
      'https://evil.example/',
      '//evil.example/page',
      '/\\evil.example/page',
      'javascript:alert(1)',
      'page/x',
    ]) {
      expect(sameSitePath(foreign), foreign).toBeNull();
    }
  });

  it('answers null when there is none', () => {
    expect(sameSitePath(null)).toBeNull();
    expect(sameSitePath(undefined)).toBeNull();
    expect(sameSitePath('')).toBeNull();
  });
});
