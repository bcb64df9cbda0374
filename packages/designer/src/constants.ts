// spec 1 §9: the designer's constants, written once.

/** The designer grid (spec 1 §9): cells of 100 × 100 px, 5 px apart, no outer margin. */
export const DESIGNER_GRID = {
  cellWidth: 100,
  rowHeight: 100,
  margin: 5,
  outerMargin: 0,
} as const;

/** A new box without a layout: at 0,0, one cell wide and high (spec 1 §9 "new box 1x1"). */
export const NEW_BOX = { x: 0, y: 0, w: 1, h: 1 } as const;

/** spec 1 §9 control defaults: w 60, h 24, z-index 1. */
export const CONTROL_DEFAULTS = { w: 60, h: 24, zIndex: 1 } as const;

/** spec 1 §9: a pasted control moves by this many grid units per paste step. */
export const PASTE_OFFSET = 4;

/** spec 1 §9: the first paste of a clipboard is step 1, the next step 2, and so on. */
export const FIRST_PASTE_STEP = 1;

/** spec 1 §9: a tab bar holds at most this many tabs. */
export const MAX_TABS = 8;

/** spec 1 §9: the mobile design surface. */
export const MOBILE_DESIGN_SIZE = { width: 375, height: 667 } as const;

/** Undo steps kept per designer (older ones are dropped). */
export const HISTORY_LIMIT = 200;

/** Edits closer together than this (ms) are one undo step: typing in a property field. */
export const HISTORY_CAPTURE_MS = 500;

/**
 * Why a read-only designer's command is refused (README "Co-editing"; the spec has no text):
 * they hold the designer read operation only.
 */
export const READ_ONLY_MESSAGE = '只读：您没有修改此页面的权限';
