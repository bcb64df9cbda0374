import { describe, expect, it } from 'vitest';
import { memo, type ComponentType } from 'react';
import { ListWidget, createWidgetRegistry, defaultWidgets, type WidgetProps } from '../pc/index.js';

function Chart(_props: WidgetProps) {
  return null;
}

describe('createWidgetRegistry', () => {
  it('holds the default widgets when given them', () => {
    const registry = createWidgetRegistry(defaultWidgets);
    expect(registry.get('List')).toBe(ListWidget);
    expect(registry.has('List')).toBe(true);
    expect(registry.typeNames()).toEqual(Object.keys(defaultWidgets));
  });

  it('adds app widgets next to the defaults and lets them replace a built-in one', () => {
    const MyList = memo(Chart);
    const registry = createWidgetRegistry({ ...defaultWidgets, Chart, List: MyList });
    expect(registry.get('Chart')).toBe(Chart);
    expect(registry.get('List')).toBe(MyList);
    expect(registry.typeNames()).toEqual([...Object.keys(defaultWidgets), 'Chart']);
  });

  it('holds exactly the given widgets and answers undefined for others', () => {
    const registry = createWidgetRegistry({ Chart });
    expect(registry.has('List')).toBe(false);
    expect(registry.get('List')).toBeUndefined();
  });

  it('is not changed by later changes to the map it was built from', () => {
    const widgets: Record<string, ComponentType<WidgetProps>> = { Chart };
    const registry = createWidgetRegistry(widgets);
    widgets.Other = Chart;
    expect(registry.has('Other')).toBe(false);
    expect(Object.isFrozen(defaultWidgets)).toBe(true);
  });

  it('rejects an empty type name and a value that is not a component', () => {
    expect(() => createWidgetRegistry({ '': Chart })).toThrow('Widget typeName must not be empty');
    const bad = { Chart: 'not a component' } as unknown as Record<
      string,
      ComponentType<WidgetProps>
    >;
    expect(() => createWidgetRegistry(bad)).toThrow('Widget "Chart" is not a React component');
  });
});
