// Shown instead of the grid when its layout is invalid (spec 1 §5). Plain markup (no MUI) so
// every flavour can reuse it; the Pc flavour draws an MUI alert instead.
import type { CSSProperties } from 'react';

/** The title above a layout error (ours; the message itself is spec 1 §5's text). */
export const GRID_LAYOUT_ERROR_TITLE = '页面布局数据有误';

/** Props of a layout error view. */
export interface GridLayoutErrorProps {
  /** The layout error, verbatim (e.g. 'Layout must be an array!'). */
  message: string;
}

const style: CSSProperties = {
  margin: 8,
  padding: '12px 16px',
  border: '1px solid #f5c2c0',
  borderRadius: 4,
  background: '#fdeded',
  color: '#5f2120',
  fontSize: 14,
};

/** The default layout error view: `role="alert"`, `data-testid="grid-layout-error"`. */
export function GridLayoutErrorView({ message }: GridLayoutErrorProps) {
  return (
    <div role="alert" data-testid="grid-layout-error" style={style}>
      <strong>{GRID_LAYOUT_ERROR_TITLE}</strong>
      <div>{message}</div>
    </div>
  );
}
