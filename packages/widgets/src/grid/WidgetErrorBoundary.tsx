// Keeps one failing widget from unmounting the whole page: React removes the entire tree on an
// uncaught render error, and a page is many independent widgets authored by designers.
import { Component, type ErrorInfo, type ReactNode } from 'react';

/** Text shown when a widget throws while rendering (not in the spec). */
export const WIDGET_ERROR_TEXT = '控件渲染出错';

interface WidgetErrorBoundaryProps {
  /** The failing control's typeName, named in the fallback. */
  typeName: string;
  /** Told about the error, e.g. to log it; the fallback is shown either way. */
  onError?: (error: unknown, info: ErrorInfo) => void;
  children?: ReactNode;
}

interface WidgetErrorBoundaryState {
  failed: boolean;
}

/**
 * Error boundary around one grid cell. After an error it shows a short notice naming the type;
 * the grid remounts the cell (and so clears the error) when the control's id changes.
 */
export class WidgetErrorBoundary extends Component<
  WidgetErrorBoundaryProps,
  WidgetErrorBoundaryState
> {
  override state: WidgetErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): WidgetErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.onError?.(error, info);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        data-testid="widget-error"
        style={{ padding: '4px 8px', color: '#b3261e', fontSize: 12, border: '1px dashed #e0a3a0' }}
      >
        {WIDGET_ERROR_TEXT}: {this.props.typeName}
      </div>
    );
  }
}
