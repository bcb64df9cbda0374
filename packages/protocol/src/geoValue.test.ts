import { describe, expect, it } from 'vitest';
import { geoValueParts } from './geoValue.js';

describe('geoValueParts', () => {
  it.each([
    [
      { longitude: 116.4, latitude: 39.9 },
      { lng: 116.4, lat: 39.9 },
    ],
    [
      { lng: '116.4', lat: '39.9' },
      { lng: '116.4', lat: '39.9' },
    ],
    [[116.4, 39.9], { lng: 116.4, lat: 39.9 }],
    ['116.4,39.9', { lng: '116.4', lat: '39.9' }],
    ['116.4', { lng: '116.4', lat: undefined }],
  ])('reads the parts of %j', (value, parts) => {
    expect(geoValueParts(value)).toEqual(parts);
  });

  it.each([undefined, null, 3, true])('has no parts in %j', (value) => {
    expect(geoValueParts(value)).toBeUndefined();
  });
});
