// The content of one grid cell: the control's widget inside its mount animation (spec 1 §3
// Control animation, §4 Grid) and an error boundary.
import { createElement, memo, useRef, type CSSProperties, type ErrorInfo } from 'react';
import type { Control } from '@tessera/protocol';
import type { WidgetRegistry } from '../registry/createWidgetRegistry.js';
import { controlCellStyle } from './controlCellStyle.js';
import { resolveAnimation } from './gridAnimation.js';
import { UnknownWidget } from './UnknownWidget.js';
import { useMountAnimation } from './useMountAnimation.js';
import { WidgetErrorBoundary } from './WidgetErrorBoundary.js';

/** Props of {@link GridCell}. */
export interface GridCellProps {
  control: Control;
  registry: WidgetRegistry;
  onWidgetError?: (error: unknown, control: Control, info: ErrorInfo) => void;
  /** The text direction of the widget (the grid itself is laid out left to right). */
  direction?: 'rtl' | 'ltr';
}

// The cell scrolls when its widget is taller than the box; the scrolling box is the animated
// one, so an item sliding in is not clipped by its own cell.
const BODY_STYLE: CSSProperties = {
  height: '100%',
  overflow: 'auto',
  boxSizing: 'border-box',
};

/**
 * Draws a control's widget (or {@link UnknownWidget}) filling its cell. A control with an
 * animation plays it once at mount when the cell is above the bottom of the scroll area; the
 * body carries `data-animation` (`<name>-<direction>`) and `data-animation-state`
 * (`pending` | `play` | `none`). Memoized: when the grid redraws (its width, its plan), a cell
 * whose control, registry and direction are the same is not drawn again.
 */
export const GridCell = memo(function GridCell({
  control,
  registry,
  onWidgetError,
  direction,
}: GridCellProps) {
  const body = useRef<HTMLDivElement>(null);
  const animation = resolveAnimation(control.animation);
  const state = useMountAnimation(body, animation !== null);
  const style: CSSProperties = {
    ...BODY_STYLE,
    ...controlCellStyle(control),
    direction,
    animation: animation && state === 'play' ? animation.css : undefined,
  };
  return (
    <div
      ref={body}
      style={style}
      data-animation={animation?.id}
      data-animation-state={animation ? state : undefined}
    >
      <WidgetErrorBoundary
        typeName={control.typeName}
        onError={onWidgetError && ((error, info) => onWidgetError(error, control, info))}
      >
        {createElement(registry.get(control.typeName) ?? UnknownWidget, { control })}
      </WidgetErrorBoundary>
    </div>
  );
});
