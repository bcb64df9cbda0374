import type { PointerEvent as ReactPointerEvent } from 'react';
import { calcGridItemPosition, calcXY, type PositionParams } from 'react-grid-layout/core';
import { snapGuides, type Guide, type Rect } from '../model/snapGuides.js';

/** A control's box on one grid, in grid units. */
export interface GridBox {
  x: number;
  y: number;
  w: number;
  h: number;
  static?: boolean;
}

export interface FreeDragOptions {
  /**
   * The grid's root element (react-grid-layout's container) under the element the press handler
   * is on: its own items are dragged.
   */
  grid: (host: HTMLElement) => HTMLElement | null;
  /** The grid's measures, as react-grid-layout positions its items with them. */
  position: () => PositionParams;
  /** The box of an item now. */
  box: (id: string) => GridBox | undefined;
  /** Called once, on release, when the item lands in another cell. */
  onMoved: (id: string, to: { x: number; y: number }) => void;
}

/**
 * The snap lines of one grid, drawn straight into the DOM (no React render while a box moves):
 * a layer over the grid's items holding a few 1 px lines, reused from move to move. The layer is
 * its own compositing layer and a line is placed and stretched by its transform only, written
 * only when it changes: a line spanning the canvas, moved by left/top/width/height, repainted
 * every control under it on every move (a drag's p95 went from 14 to 30 ms on 300 controls).
 */
export function guideLayer(grid: HTMLElement) {
  let layer: HTMLDivElement | null = null;
  /** What each line shows now ('' when hidden), so an unchanged line is not written. */
  const shown: string[] = [];
  return {
    draw(guides: readonly Guide[]) {
      if (!layer) {
        if (guides.length === 0) return;
        layer = document.createElement('div');
        layer.className = 'tessera-snap-guides';
        grid.appendChild(layer);
      }
      const lines = layer.children;
      while (lines.length < guides.length) {
        const line = document.createElement('div');
        line.className = 'tessera-snap-guide';
        line.dataset.testid = 'design-snap-guide';
        layer.appendChild(line);
        shown.push('');
      }
      for (let i = 0; i < lines.length; i++) {
        const line = lines[i] as HTMLElement;
        const guide = guides[i];
        const transform = guide
          ? guide.axis === 'x'
            ? `translate(${guide.x}px,${guide.from}px) scale(1,${guide.to - guide.from})`
            : `translate(${guide.from}px,${guide.y}px) scale(${guide.to - guide.from},1)`
          : '';
        if (shown[i] === transform) continue;
        if (!transform) line.style.display = 'none';
        else {
          if (!shown[i]) line.style.display = 'block';
          if (line.dataset.axis !== guide!.axis) line.dataset.axis = guide!.axis;
          line.style.transform = transform;
        }
        shown[i] = transform;
      }
    },
    clear() {
      layer?.remove();
      layer = null;
      shown.length = 0;
    },
  };
}

/** The pixel boxes of a grid's items other than `except`, for the snap lines. */
export function otherBoxes(
  grid: HTMLElement,
  except: string,
  params: PositionParams,
  box: (id: string) => GridBox | undefined,
): Rect[] {
  const rects: Rect[] = [];
  for (const child of grid.children) {
    const id = (child as HTMLElement).dataset.gridId;
    if (!id || id === except) continue;
    const b = box(id);
    if (!b) continue;
    const at = calcGridItemPosition(params, b.x, b.y, b.w, b.h);
    rects.push({ left: at.left, top: at.top, width: at.width, height: at.height });
  }
  return rects;
}

/** Pixels the pointer travels before a press becomes a drag (a shorter press is a click). */
const THRESHOLD = 3;

/**
 * Moving a control on the canvas, outside React's render (a drag layer): while the pointer moves,
 * only the pressed item's transform, a placeholder in its target cell and the snap lines (where
 * its edges or centre align with another box of the grid, pulled on within a few pixels) change; the page
 * document gets one command when the pointer is released. (react-grid-layout's own drag sets
 * state on every move and re-renders every item of the grid: 130 ms a move on a page of 300
 * controls, eight frames dropped.) Controls are placed freely (spec 1 §3: they may overlap and
 * are stacked by z-index), so a drag moves one item and never pushes the others.
 *
 * Returns the grid's pointer-down handler. A press on a resize handle, on a locked control or in a
 * nested grid (which has its own handler) is left alone.
 */
export function freeDragHandler(options: FreeDragOptions) {
  return (event: ReactPointerEvent) => {
    if (event.button !== 0) return;
    const grid = options.grid(event.currentTarget as HTMLElement);
    const target = event.target as Element;
    const item = target.closest<HTMLElement>('.react-grid-item');
    if (!grid || !item || item.parentElement !== grid) return;
    // Handled here: a container's grid takes the drag from the grids around it.
    event.stopPropagation();
    if (target.closest('.react-resizable-handle')) return;
    const id = item.dataset.gridId;
    const box = id ? options.box(id) : undefined;
    if (!id || !box || box.static) return;

    const startX = event.clientX;
    const startY = event.clientY;
    const params = options.position();
    const origin = calcGridItemPosition(params, box.x, box.y, box.w, box.h);
    const originalTransform = item.style.transform;
    let placeholder: HTMLDivElement | null = null;
    let cell = { x: box.x, y: box.y };
    // Snap lines against the other boxes of this grid (measured once, when the drag starts).
    let others: Rect[] = [];
    const guides = guideLayer(grid);

    const place = (element: HTMLElement, left: number, top: number) => {
      element.style.transform = `translate(${left}px,${top}px)`;
    };

    const move = (moveEvent: PointerEvent) => {
      const dx = moveEvent.clientX - startX;
      const dy = moveEvent.clientY - startY;
      if (!placeholder) {
        if (Math.hypot(dx, dy) < THRESHOLD) return;
        placeholder = document.createElement('div');
        placeholder.className = 'react-grid-item react-grid-placeholder';
        placeholder.dataset.testid = 'design-drop-target';
        Object.assign(placeholder.style, {
          position: 'absolute',
          width: `${origin.width}px`,
          height: `${origin.height}px`,
        });
        place(placeholder, origin.left, origin.top);
        grid.appendChild(placeholder);
        others = otherBoxes(grid, id, params, options.box);
        item.classList.add('react-draggable-dragging');
        // No text selection while a control is carried over the page.
        document.body.style.userSelect = 'none';
        window.getSelection()?.removeAllRanges();
      }
      const snapped = snapGuides(
        {
          left: origin.left + dx,
          top: origin.top + dy,
          width: origin.width,
          height: origin.height,
        },
        others,
      );
      const { left, top } = snapped;
      place(item, left, top);
      guides.draw(snapped.guides);
      const next = calcXY(params, top, left, box.w, box.h);
      if (next.x !== cell.x || next.y !== cell.y) {
        cell = next;
        const at = calcGridItemPosition(params, cell.x, cell.y, box.w, box.h);
        place(placeholder, at.left, at.top);
      }
    };

    const release = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', release);
      window.removeEventListener('pointercancel', release);
      if (!placeholder) return;
      placeholder.remove();
      guides.clear();
      item.classList.remove('react-draggable-dragging');
      document.body.style.userSelect = '';
      if (cell.x === box.x && cell.y === box.y) {
        // Back where it was (the grid's transition slides it there).
        item.style.transform = originalTransform;
        return;
      }
      // Where the next render puts it, so it slides into the cell rather than jumping back first.
      const at = calcGridItemPosition(params, cell.x, cell.y, box.w, box.h);
      place(item, at.left, at.top);
      options.onMoved(id, cell);
    };

    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', release);
    window.addEventListener('pointercancel', release);
  };
}
