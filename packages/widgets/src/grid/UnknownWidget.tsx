// Drawn in place of a control whose typeName has no registered widget, so one unknown control
// never takes the whole page down. Plain markup (no MUI) so every flavour can reuse it.
import type { CSSProperties } from 'react';
import type { WidgetProps } from '../registry/createWidgetRegistry.js';

/** Text shown before the type name (not in the spec: the runtime's Chinese UI, spec 1 §1). */
export const UNKNOWN_WIDGET_TEXT = '未知控件';

const style: CSSProperties = {
  boxSizing: 'border-box',
  height: '100%',
  minHeight: 24,
  padding: '4px 8px',
  border: '1px dashed #b0b7c3',
  borderRadius: 4,
  background: '#f7f8fa',
  color: '#5c6470',
  fontSize: 12,
  lineHeight: '16px',
  overflow: 'hidden',
  wordBreak: 'break-all',
};

/**
 * A small visible placeholder naming a control's unregistered `typeName`.
 *
 * Rendered by {@link GridRenderer} when the registry has no component for a control. Exported
 * so apps drawing controls themselves (e.g. inside a container widget) show the same thing.
 */
export function UnknownWidget({ control }: WidgetProps) {
  const typeName = control.typeName === '' ? '(empty typeName)' : control.typeName;
  return (
    <div
      role="note"
      data-testid="unknown-widget"
      data-type-name={control.typeName}
      title={`${UNKNOWN_WIDGET_TEXT}: ${typeName}`}
      style={style}
    >
      {UNKNOWN_WIDGET_TEXT}: {typeName}
    </div>
  );
}
