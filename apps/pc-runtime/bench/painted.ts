/**
 * "Every widget painted" (apps/pc-runtime/README.md "Benchmark"), checked in the page on every
 * animation frame: all `count` widgets are in the DOM, none shows a loading indicator, and each
 * has drawn its rows. Each answers `performance.now()` (ms since navigation start) the first
 * time it holds, else `false`.
 */

/**
 * pc-runtime: `count` grid cells `[data-control-id]`; in none an `aria-busy="true"` element or a
 * progress indicator; every List (`[data-testid="list-widget"]`) has at least one row (`li`), any
 * other widget some text.
 */
export function pcRuntimePainted(count: number): number | false {
  const cells = document.querySelectorAll('[data-control-id]');
  if (cells.length < count) return false;
  for (const cell of cells) {
    if (cell.querySelector('[aria-busy="true"], [role="progressbar"]')) return false;
    const drawn = cell.querySelector('[data-testid="list-widget"]')
      ? cell.querySelector('li') !== null
      : (cell.textContent ?? '').trim() !== '';
    if (!drawn) return false;
  }
  return performance.now();
}

/**
 * amis: `count` services `.bench-widget` (one per widget, see tooling/amis-bench); in none amis'
 * spinner; every one has at least one list item (`.cxd-ListItem`).
 */
export function amisPainted(count: number): number | false {
  const widgets = document.querySelectorAll('.bench-widget');
  if (widgets.length < count) return false;
  for (const widget of widgets) {
    if (widget.querySelector('.cxd-Spinner')) return false;
    if (!widget.querySelector('.cxd-ListItem')) return false;
  }
  return performance.now();
}
