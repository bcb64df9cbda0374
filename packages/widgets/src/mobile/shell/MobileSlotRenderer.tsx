// spec 1 §2 Layouts: "A slot renderer draws each child unless its visible binding is false
// (still drawn if open by default)" — the mobile kit's, over the shared slot model.
import { createElement } from 'react';
import type { Control } from '@tessera/protocol';
import { useControl } from '../../controls/useControl.js';
import { UnknownWidget } from '../../grid/UnknownWidget.js';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry.js';
import { useShellControls } from '../../shell/ShellControls.js';
import { isDrawnInSlot, slotsOf } from '../../shell/slotChildren.js';
import { mobileRegistry } from './mobileRegistry.js';

function cssSize(value: number | string | null): string | undefined {
  if (value === null || value === '') return undefined;
  return typeof value === 'number' ? `${value}px` : value;
}

function SlotChild({ control, registry }: { control: Control; registry: WidgetRegistry }) {
  const { visible } = useControl(control);
  if (!isDrawnInSlot(control, visible)) return null;
  const widget = registry.get(control.typeName) ?? UnknownWidget;
  return (
    <div data-control-id={control.id} data-type-name={control.typeName} style={{ minWidth: 0 }}>
      {createElement(widget, { control })}
    </div>
  );
}

/** Props of {@link MobileSlotRenderer}. */
export interface MobileSlotRendererProps {
  control: Control;
  /** Default: the page's registry, else the mobile `defaultWidgets`. */
  registry?: WidgetRegistry;
}

/** Draws a control's slots, each a column of its children in order (nothing without slots). */
export function MobileSlotRenderer({ control, registry }: MobileSlotRendererProps) {
  const shell = useShellControls();
  const slots = slotsOf(control);
  if (slots.length === 0) return null;
  const widgets = registry ?? shell.registry ?? mobileRegistry();
  return (
    <div style={{ display: 'flex', gap: 8, width: '100%' }}>
      {slots.map((slot) => (
        <div
          key={slot.name}
          data-slot={slot.name}
          style={{
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
            flex: slot.width === null ? 1 : undefined,
            width: cssSize(slot.width),
            height: cssSize(slot.height),
            minWidth: 0,
          }}
        >
          {slot.children.map((child) => (
            <SlotChild key={child.id} control={child} registry={widgets} />
          ))}
        </div>
      ))}
    </div>
  );
}
