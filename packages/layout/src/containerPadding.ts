import {
  BOTTOM_NAV_PADDING,
  CONTAINER_FALLBACK_HEIGHT,
  CONTAINER_MIN_HEIGHT,
} from './gridConstants.js';

/** What the grid container's padding depends on (spec 1 §2 Layouts). */
export interface ContainerPaddingInput {
  /** Whether the page has a bottom navigation component. */
  hasBottomNav?: boolean;
  /** Height in px of the fixed top-centre container, if any. */
  fixedTopCenterHeight?: number | null;
  /** Height in px of the fixed bottom-centre container, if any. */
  fixedBottomCenterHeight?: number | null;
}

function height(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * The grid container's padding in px (spec 1 §2 Layouts): 60 at the bottom when a bottom
 * navigation is present, plus top and bottom padding equal to the fixed top-centre and
 * bottom-centre containers' heights, so no content hides behind them. Heights that are missing,
 * negative or not numbers count as 0.
 *
 * @example
 * getContainerPadding({ hasBottomNav: true, fixedTopCenterHeight: 50, fixedBottomCenterHeight: 30 });
 * // { top: 50, bottom: 90 }
 */
export function getContainerPadding(input: ContainerPaddingInput = {}): {
  top: number;
  bottom: number;
} {
  return {
    top: height(input.fixedTopCenterHeight),
    bottom: (input.hasBottomNav ? BOTTOM_NAV_PADDING : 0) + height(input.fixedBottomCenterHeight),
  };
}

/**
 * A container's height in px: the computed height, at least 40; 140 when it cannot be computed
 * (missing or not a finite number) (spec 1 §2 Layouts).
 *
 * @example
 * resolveContainerHeight(undefined); // 140
 * resolveContainerHeight(12); // 40
 * resolveContainerHeight(300); // 300
 */
export function resolveContainerHeight(computed: number | null | undefined): number {
  if (typeof computed !== 'number' || !Number.isFinite(computed)) return CONTAINER_FALLBACK_HEIGHT;
  return Math.max(CONTAINER_MIN_HEIGHT, computed);
}
