// Draws one control as the page does: the widget registered for its typeName, in a grid-cell
// sized box on the page background.
import { Box } from '@mui/material';
import type { Control } from '@tessera/protocol';
import { UnknownWidget, defaultWidgets } from '../../src/pc/index.js';

/** Props of {@link WidgetFrame}. */
export interface WidgetFrameProps {
  control: Control;
  /** The cell's width in px; default 720. */
  width?: number;
  /** The cell's minimum height in px; default none. */
  minHeight?: number;
}

/** The registered widget of `control.typeName` (the Pc `defaultWidgets`), as on a page. */
export function WidgetFrame({ control, width = 720, minHeight }: WidgetFrameProps) {
  const Widget = defaultWidgets[control.typeName];
  return (
    <Box
      data-control-id={control.id}
      data-type-name={control.typeName}
      sx={{ width, maxWidth: '100%', minHeight, bgcolor: 'background.paper', borderRadius: 1 }}
    >
      {Widget ? <Widget control={control} /> : <UnknownWidget control={control} />}
    </Box>
  );
}
