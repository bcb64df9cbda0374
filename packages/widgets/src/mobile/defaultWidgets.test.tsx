import { describe, expect, it } from 'vitest';
import { defaultWidgets as pcWidgets } from '../pc/defaultWidgets.js';
import { defaultWidgets } from './defaultWidgets.js';

describe('mobile defaultWidgets (issue 25: every widget has a mobile form)', () => {
  it('registers every typeName the Pc kit registers', () => {
    expect(Object.keys(defaultWidgets).sort()).toEqual(Object.keys(pcWidgets).sort());
  });

  it('keeps List, Button and FormContainer in the first download and loads the rest on demand', () => {
    const onDemand = Object.entries(defaultWidgets)
      .filter(([, widget]) => typeof (widget as { preload?: unknown }).preload === 'function')
      .map(([typeName]) => typeName);
    expect(onDemand.sort()).toEqual(
      Object.keys(defaultWidgets)
        .filter((typeName) => !['List', 'Button', 'FormContainer'].includes(typeName))
        .sort(),
    );
  });
});
