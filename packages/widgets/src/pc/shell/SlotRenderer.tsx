// spec 1 §2 Layouts: "A slot renderer draws each child unless its visible binding is false
// (still drawn if open by default)."
import { createElement } from 'react';
import { Box } from '@mui/material';
import type { Control } from '@tessera/protocol';
import { useControl } from '../../controls/useControl.js';
import { UnknownWidget } from '../../grid/UnknownWidget.js';
import type { WidgetRegistry } from '../../registry/createWidgetRegistry.js';
import { isDrawnInSlot, slotsOf } from '../../shell/slotChildren.js';
import { pcRegistry } from './pcRegistry.js';
import { useShellControls } from './ShellControls.js';

function cssSize(value: number | string | null): string | undefined {
  if (value === null || value === '') return undefined;
  return typeof value === 'number' ? `${value}px` : value;
}

function SlotChild({ control, registry }: { control: Control; registry: WidgetRegistry }) {
  const { visible } = useControl(control);
  if (!isDrawnInSlot(control, visible)) return null;
  const widget = registry.get(control.typeName) ?? UnknownWidget;
  return (
    <Box data-control-id={control.id} data-type-name={control.typeName} sx={{ minWidth: 0 }}>
      {createElement(widget, { control })}
    </Box>
  );
}

/** Props of {@link SlotRenderer}. */
export interface SlotRendererProps {
  /** The control whose `slots` are drawn. */
  control: Control;
  /** Default: the page's registry, else the Pc `defaultWidgets`. */
  registry?: WidgetRegistry;
}

/**
 * Draws a control's slots (spec 1 §3 Control slots: name, width, height, smartViewDatas), each
 * a column of its children in order; a child whose visibility is false is left out unless it is
 * open by default (`props.defaultOpen`). Draws nothing for a control without slots.
 */
export function SlotRenderer({ control, registry }: SlotRendererProps) {
  const shell = useShellControls();
  const slots = slotsOf(control);
  if (slots.length === 0) return null;
  const widgets = registry ?? shell.registry ?? pcRegistry();
  return (
    <Box sx={{ display: 'flex', gap: 1, width: '100%' }}>
      {slots.map((slot) => (
        <Box
          key={slot.name}
          data-slot={slot.name}
          sx={{
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            flex: slot.width === null ? 1 : undefined,
            width: cssSize(slot.width),
            height: cssSize(slot.height),
            minWidth: 0,
          }}
        >
          {slot.children.map((child) => (
            <SlotChild key={child.id} control={child} registry={widgets} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
