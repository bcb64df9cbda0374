import { describe, expect, it } from 'vitest';
import { routerMode } from '../index.js';

describe('routerMode (spec 1 §2: history unless the pathname flag or a preview domain)', () => {
  it('uses history mode on an ordinary host', () => {
    expect(routerMode({ host: 'app.example.com', previewDomains: ['preview.example.com'] })).toBe(
      'history',
    );
  });

  it('uses hash mode when the pathname flag is set', () => {
    expect(routerMode({ host: 'app.example.com', pathnameFlag: true })).toBe('hash');
  });

  it('uses hash mode on a preview domain and its subdomains, not on look-alikes', () => {
    const previewDomains = ['preview.example.com'];
    expect(routerMode({ host: 'preview.example.com', previewDomains })).toBe('hash');
    expect(routerMode({ host: 'A.Preview.Example.com', previewDomains })).toBe('hash');
    expect(routerMode({ host: 'notpreview.example.com', previewDomains })).toBe('history');
  });
});
