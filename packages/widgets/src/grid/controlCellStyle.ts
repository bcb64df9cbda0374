import type { CSSProperties } from 'react';
import type { Control } from '@tessera/protocol';

/**
 * The style a control's own area takes from its `cssData.main` (spec 1 §3 Control cssData):
 * background, text colour, rounded corners and a shadow, as the designer's 样式 panel sets them.
 * Values of the wrong type are left out.
 */
export function controlCellStyle(control: Pick<Control, 'cssData'>): CSSProperties {
  const main = control.cssData?.main;
  if (typeof main !== 'object' || main === null) return {};
  const { background, color, borderRadius, shadowColor } = main as Record<string, unknown>;
  const style: CSSProperties = {};
  if (typeof background === 'string' && background) style.background = background;
  if (typeof color === 'string' && color) style.color = color;
  if (typeof borderRadius === 'number' && borderRadius > 0) style.borderRadius = borderRadius;
  if (typeof shadowColor === 'string' && shadowColor) style.boxShadow = `0 2px 8px ${shadowColor}`;
  return style;
}
