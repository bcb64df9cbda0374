// typeName → component lookup (spec 1 §3 Control: every control names its widget by typeName).
import type { ComponentType } from 'react';
import type { Control } from '@tessera/protocol';

/** Props every registered widget receives from the grid. */
export interface WidgetProps {
  /** The control (smart view) to draw, as stored in the page data. */
  control: Control;
}

/** A component that draws one kind of control. */
export type WidgetComponent = ComponentType<WidgetProps>;

/** Widgets by `typeName`. */
export type WidgetMap = Readonly<Record<string, WidgetComponent>>;

/** An immutable lookup of widget components by `typeName`. */
export interface WidgetRegistry {
  /** The component registered for `typeName`, or `undefined`. */
  get(typeName: string): WidgetComponent | undefined;
  /** Whether a component is registered for `typeName`. */
  has(typeName: string): boolean;
  /** The registered type names, in registration order. */
  typeNames(): string[];
}

/**
 * Builds a widget registry holding exactly `widgets`. Spread a flavour's `defaultWidgets`
 * (`@tessera/widgets/pc` or `/mobile`) into the map to keep the shipped widgets; later keys
 * win, so an app can replace a built-in widget.
 *
 * @param widgets - Components by `typeName`.
 * @throws TypeError when a type name is empty or a value is not a component.
 * @example
 * ```tsx
 * const registry = createWidgetRegistry({ ...defaultWidgets, Chart: ChartWidget });
 * <GridRenderer controls={controls} registry={registry} />
 * ```
 */
export function createWidgetRegistry(widgets: WidgetMap): WidgetRegistry {
  const byType = new Map<string, WidgetComponent>();
  for (const [typeName, component] of Object.entries(widgets)) {
    if (typeName.trim() === '') throw new TypeError('Widget typeName must not be empty');
    // Function and class components are functions; memo/forwardRef/lazy wrappers are objects.
    const isComponent =
      typeof component === 'function' || (typeof component === 'object' && component !== null);
    if (!isComponent) throw new TypeError(`Widget "${typeName}" is not a React component`);
    byType.set(typeName, component);
  }
  return {
    get: (typeName) => byType.get(typeName),
    has: (typeName) => byType.has(typeName),
    typeNames: () => [...byType.keys()],
  };
}
