// antd-mobile 5 renders its imperative views (Toast.show) through react-dom's legacy entry,
// which React 19 no longer has: without this, a toast is never drawn. antd-mobile's documented
// React 19 fix (mobile.ant.design/guide/v5-for-19) hands it a createRoot-based render.
import { createRoot, type Root } from 'react-dom/client';
import type { ReactElement } from 'react';
import { unstableSetRender } from 'antd-mobile';

const roots = new WeakMap<Element | DocumentFragment, Root>();

function renderWithRoot(node: ReactElement, container: Element | DocumentFragment) {
  let root = roots.get(container);
  if (!root) {
    root = createRoot(container);
    roots.set(container, root);
  }
  root.render(node);
  return async () => {
    // Unmounting while React renders is refused; wait for the current task to end.
    await Promise.resolve();
    root.unmount();
    roots.delete(container);
  };
}

let installed = false;

/** Makes antd-mobile's imperative views render with React 19 roots (once per page). */
export function installReactRootRender(): void {
  if (installed) return;
  installed = true;
  unstableSetRender(renderWithRoot);
}
