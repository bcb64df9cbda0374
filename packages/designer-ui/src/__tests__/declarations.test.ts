import { describe, expect, it } from 'vitest';
import {
  ANIMATION_DIRECTION_OPTIONS,
  ANIMATION_NAME_OPTIONS,
  CONTROL_TYPES,
} from '@tessera/designer';
import { ANIMATION_DIRECTIONS, ANIMATION_NAMES } from '@tessera/widgets';

// The designer's declarations against the kit the canvas and the runtimes draw with: the
// animation panel offers exactly the animations the grid plays.

describe('the designer declarations match the widget kit', () => {
  it('offers the grid’s animation names and directions', () => {
    expect(ANIMATION_NAME_OPTIONS.map((o) => o.value)).toEqual([...ANIMATION_NAMES]);
    expect(ANIMATION_DIRECTION_OPTIONS.map((o) => o.value)).toEqual([...ANIMATION_DIRECTIONS]);
  });

  it('gives every control type the animation fields', () => {
    for (const type of CONTROL_TYPES) {
      expect(type.fields.map((f) => f.path.join('.'))).toEqual(
        expect.arrayContaining(['animation.name', 'animation.time', 'animation.delay']),
      );
    }
  });
});
