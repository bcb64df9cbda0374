/**
 * Snap lines for the design canvas (issue 24: "snap lines"), framework-free: where a moving box's
 * edges or centre line up with another box of the same grid, a guide is drawn and the box is
 * pulled onto the line when it is within `threshold` pixels of it.
 */

/** A box on a grid, in pixels relative to the grid. */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A guide line: vertical (`x` fixed, from `from` to `to` along y) or horizontal (`y` fixed). */
export type Guide =
  | { axis: 'x'; x: number; from: number; to: number }
  | { axis: 'y'; y: number; from: number; to: number };

export interface SnapResult {
  /** The moving box's position after snapping. */
  left: number;
  top: number;
  /** The lines where it now aligns with other boxes (at most one per axis and kind of edge). */
  guides: Guide[];
}

/** Pixels within which a box is pulled onto an aligned edge or centre. */
export const SNAP_THRESHOLD = 6;

/** The three lines of a box on one axis: its start edge, its centre and its end edge. */
function lines(start: number, size: number): [number, number, number] {
  return [start, start + size / 2, start + size];
}

/**
 * The offset that brings one of the moving box's lines onto one of the others' lines on an axis,
 * the smallest within the threshold (undefined when none is near).
 */
function nearest(moving: number[], others: number[][], threshold: number): number | undefined {
  let best: number | undefined;
  for (const other of others)
    for (const line of other)
      for (const own of moving) {
        const delta = line - own;
        if (
          Math.abs(delta) <= threshold &&
          (best === undefined || Math.abs(delta) < Math.abs(best))
        )
          best = delta;
      }
  return best;
}

/** Lines closer than half a pixel are one line. */
const same = (a: number, b: number) => Math.abs(a - b) < 0.5;

/**
 * Snaps `moving` to the `others` (pixels; the others of the same grid only) and gives the guides
 * where it then aligns. Cheap enough for every pointer move: O(others × 9) per axis.
 */
export function snapGuides(
  moving: Rect,
  others: readonly Rect[],
  threshold: number = SNAP_THRESHOLD,
): SnapResult {
  const xs = others.map((o) => lines(o.left, o.width));
  const ys = others.map((o) => lines(o.top, o.height));
  const dx = nearest(lines(moving.left, moving.width), xs, threshold) ?? 0;
  const dy = nearest(lines(moving.top, moving.height), ys, threshold) ?? 0;
  const left = moving.left + dx;
  const top = moving.top + dy;
  const ownX = lines(left, moving.width);
  const ownY = lines(top, moving.height);
  const guides: Guide[] = [];
  // A vertical guide per aligned x line, spanning the moving box and every box on that line.
  for (const x of ownX) {
    let from = Infinity;
    let to = -Infinity;
    others.forEach((o, i) => {
      if (xs[i]!.some((line) => same(line, x))) {
        from = Math.min(from, o.top);
        to = Math.max(to, o.top + o.height);
      }
    });
    if (from !== Infinity)
      guides.push({
        axis: 'x',
        x,
        from: Math.min(from, top),
        to: Math.max(to, top + moving.height),
      });
  }
  for (const y of ownY) {
    let from = Infinity;
    let to = -Infinity;
    others.forEach((o, i) => {
      if (ys[i]!.some((line) => same(line, y))) {
        from = Math.min(from, o.left);
        to = Math.max(to, o.left + o.width);
      }
    });
    if (from !== Infinity)
      guides.push({
        axis: 'y',
        y,
        from: Math.min(from, left),
        to: Math.max(to, left + moving.width),
      });
  }
  return { left, top, guides };
}
