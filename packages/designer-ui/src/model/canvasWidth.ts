import { MOBILE_DESIGN_SIZE } from '@tessera/designer';
import { BREAKPOINTS, type Breakpoint } from '@tessera/layout';

/**
 * The width the canvas gives the page's main grid at a breakpoint: the narrowest width at which
 * the runtime draws that breakpoint (spec 1 §9: the grid's own width picks it), so a control is
 * shown as narrow as a user of that breakpoint can see it. `xxs`, which starts at 0, is shown at
 * the mobile design reference width. `lg` (null) takes the canvas's whole width, as the desktop
 * runtime does: columns keep their share, and a canvas narrower than 1280 px does not scroll
 * sideways at the breakpoint designers work in most (designer-ui README "Canvas").
 */
export function canvasWidth(breakpoint: Breakpoint): number | null {
  if (breakpoint === 'lg') return null;
  if (breakpoint === 'xxs') return MOBILE_DESIGN_SIZE.width;
  return BREAKPOINTS[breakpoint];
}
