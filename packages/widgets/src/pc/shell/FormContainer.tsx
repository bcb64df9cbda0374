// spec 1 §2 Layouts: "A form container on Pc is hidden until its page is loaded."
import { Box } from '@mui/material';
import { CONTAINER_MIN_HEIGHT } from '@tessera/layout';
import { GridRenderer } from '../../grid/GridRenderer.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';
import { useControl } from '../../controls/useControl.js';
import { pcRegistry } from './pcRegistry.js';
import { SlotRenderer } from './SlotRenderer.js';
import { usePageLoaded } from '../../shell/usePageLoaded.js';
import { useShellControls } from './ShellControls.js';

/**
 * The Pc form container (typeName `FormContainer`): its child controls on a grid of their own
 * and its slots, kept invisible — its space reserved, at least 40 px (spec 1 §2) — until every
 * data source of the page has loaded, so a form never shows its fields empty and then jumps.
 */
export function FormContainer({ control }: WidgetProps) {
  const { visible } = useControl(control);
  const loaded = usePageLoaded();
  const shell = useShellControls();
  if (!visible) return null;
  const registry = shell.registry ?? pcRegistry();
  const hasChildren = shell.controls.some((c) => c.parentId === control.id);
  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => event.preventDefault()}
      data-testid="form-container"
      aria-busy={!loaded}
      sx={{
        visibility: loaded ? 'visible' : 'hidden',
        minHeight: CONTAINER_MIN_HEIGHT,
        height: '100%',
      }}
    >
      {hasChildren && (
        <GridRenderer controls={shell.controls} registry={registry} parentId={control.id} />
      )}
      <SlotRenderer control={control} registry={registry} />
    </Box>
  );
}
