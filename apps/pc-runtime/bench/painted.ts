/**
 * "Every widget painted" (apps/pc-runtime/README.md "Benchmark"), checked in the page on every
 * animation frame: all `count` widgets are in the DOM, none is loading, and each has drawn its
 * rows. Each answers `performance.now()` (ms since navigation start) the first time it holds,
 * else `false`. Written without inner functions: Playwright sends their source to the page.
 */

/**
 * pc-runtime: `count` grid cells `[data-control-id]`; in none an `aria-busy="true"` element
 * (List, Table and Card list mark their loading state so); each has a row — a list row (`li`),
 * a table body row or a card (`[data-testid="card-item"]`).
 */
export function pcRuntimePainted(count: number): number | false {
  const cells = document.querySelectorAll('[data-control-id]');
  if (cells.length < count) return false;
  for (const cell of cells) {
    if (cell.querySelector('[aria-busy="true"], [role="progressbar"]')) return false;
    if (!cell.querySelector('li, tbody tr, [data-testid="card-item"]')) return false;
  }
  return performance.now();
}

/**
 * amis: `count` services `.bench-widget` (one per widget, see tooling/amis-bench); in none amis'
 * empty placeholder (`.cxd-List-placeholder`, `-Table-`, `-Cards-`: what they draw before their
 * items arrive); each has a row — a list item, a table body row or a card in the cards' body.
 */
export function amisPainted(count: number): number | false {
  const widgets = document.querySelectorAll('.bench-widget');
  if (widgets.length < count) return false;
  for (const widget of widgets) {
    if (widget.querySelector('[class*="-placeholder"]')) return false;
    if (!widget.querySelector('.cxd-ListItem, tbody tr, .cxd-Cards-body *')) return false;
  }
  return performance.now();
}
