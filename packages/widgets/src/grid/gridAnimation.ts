// Mount animations of grid items (spec 1 §3 Control animation, §4 Grid, §9 Animation): pure.
import { ANIMATION_DEFAULTS } from '@tessera/layout';
import type { ControlAnimation } from '@tessera/protocol';

/** The animation names the grid knows; their keyframes are in {@link GRID_KEYFRAMES_CSS}. */
export const ANIMATION_NAMES = ['fadeIn', 'slideIn', 'zoomIn', 'bounceIn'] as const;

/** The directions of spec 1 §3 (default Left: the item enters from the left). */
export const ANIMATION_DIRECTIONS = ['Left', 'Right', 'Up', 'Down'] as const;

type Direction = (typeof ANIMATION_DIRECTIONS)[number];

/** A control's animation with the spec 1 §9 defaults applied. */
export interface ResolvedAnimation {
  /** `<name>-<direction>`, e.g. `slideIn-Left` (the `data-animation` attribute). */
  id: string;
  /** The CSS `animation` shorthand. */
  css: string;
  /** The CSS keyframes name. */
  keyframes: string;
  durationMs: number;
  delayMs: number;
  cycle: number;
}

function positive(value: unknown, fallback: number, min: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min ? value : fallback;
}

/**
 * A control's animation with the defaults of spec 1 §3/§9 (direction Left, time 500 ms, delay
 * 10 ms, cycle 1), or `null` when it has none or an unknown name. An unknown direction is Left.
 *
 * @example
 * resolveAnimation({ name: 'slideIn' })?.css; // 'tessera-grid-slideIn-Left 500ms ease-out 10ms 1 both'
 */
export function resolveAnimation(
  animation: ControlAnimation | undefined,
): ResolvedAnimation | null {
  const name = animation?.name;
  if (typeof name !== 'string' || !(ANIMATION_NAMES as readonly string[]).includes(name)) {
    return null;
  }
  const direction: Direction = (ANIMATION_DIRECTIONS as readonly string[]).includes(
    animation?.direction ?? '',
  )
    ? (animation?.direction as Direction)
    : ANIMATION_DEFAULTS.direction;
  const durationMs = positive(animation?.time, ANIMATION_DEFAULTS.durationMs, 0);
  const delayMs = positive(animation?.delay, ANIMATION_DEFAULTS.delayMs, 0);
  const cycle = positive(animation?.cycle, ANIMATION_DEFAULTS.cycle, 1);
  const keyframes = `tessera-grid-${name}-${direction}`;
  return {
    id: `${name}-${direction}`,
    keyframes,
    css: `${keyframes} ${durationMs}ms ease-out ${delayMs}ms ${cycle} both`,
    durationMs,
    delayMs,
    cycle,
  };
}

/** Where an item enters from, per direction (a translate of its own size). */
const OFFSETS: Record<Direction, string> = {
  Left: 'translate3d(-100%, 0, 0)',
  Right: 'translate3d(100%, 0, 0)',
  Up: 'translate3d(0, -100%, 0)',
  Down: 'translate3d(0, 100%, 0)',
};

function keyframesFor(name: string, direction: Direction): string {
  const from = OFFSETS[direction];
  const id = `tessera-grid-${name}-${direction}`;
  switch (name) {
    case 'fadeIn':
      return `@keyframes ${id}{from{opacity:0;transform:${from.replace('100%', '20%')}}to{opacity:1;transform:none}}`;
    case 'slideIn':
      return `@keyframes ${id}{from{opacity:0;transform:${from}}to{opacity:1;transform:none}}`;
    case 'zoomIn':
      return `@keyframes ${id}{from{opacity:0;transform:scale3d(.3,.3,.3)}50%{opacity:1}to{opacity:1;transform:none}}`;
    default:
      return `@keyframes ${id}{from{opacity:0;transform:${from}}60%{opacity:1;transform:${from.replace('-100%', '4%').replace('100%', '-4%')}}80%{transform:${from.replace('-100%', '-2%').replace('100%', '2%')}}to{opacity:1;transform:none}}`;
  }
}

/** Every keyframes rule of {@link ANIMATION_NAMES} × {@link ANIMATION_DIRECTIONS}. */
export const GRID_KEYFRAMES_CSS: string = ANIMATION_NAMES.flatMap((name) =>
  ANIMATION_DIRECTIONS.map((direction) => keyframesFor(name, direction)),
).join('\n');

/**
 * Whether an item plays its mount animation (spec 1 §4): only when its top edge is above the
 * bottom of the scroll area when it mounts.
 *
 * @example
 * isAboveFold({ top: 300 }, { bottom: 900 }); // true
 */
export function isAboveFold(item: { top: number }, scrollArea: { bottom: number }): boolean {
  return item.top < scrollArea.bottom;
}
