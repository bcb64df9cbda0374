import { describe, expect, it } from 'vitest';
import { fileLink } from '../index.js';

describe('fileLink (spec 2 §7.5 getfile)', () => {
  it('builds the unsigned download link under the media base URL', () => {
    expect(fileLink({ mediaUrl: 'http://media.example/', appId: 'app-1' }, 'f 1')).toBe(
      'http://media.example/api/getfile?app=app-1&id=f%201',
    );
  });

  it('answers a path on the app origin when the settings name no media base', () => {
    expect(fileLink({ mediaUrl: '', appId: 'a' }, 'f')).toBe('/api/getfile?app=a&id=f');
  });
});
