// The Button control (spec 1 §2 Other, §6 always allowed): fires `click`, disabled while it runs.
import { Box, Button, CircularProgress } from '@mui/material';
import { useButtonControl } from '../../controls/useButtonControl.js';
import type { WidgetProps } from '../../registry/createWidgetRegistry.js';

/**
 * A button of the theme's colours. Its `click` event runs through the page's event runner; the
 * button is disabled (with a spinner) while the chain runs, so a second click cannot start it
 * again. typeName `Button`.
 */
export function ButtonControl({ control }: WidgetProps) {
  const { visible, config, busy, click } = useButtonControl(control);
  if (!visible) return null;
  return (
    <Box
      data-testid="button-control"
      sx={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 1 }}
    >
      <Button
        variant={config.variant}
        color={config.color}
        size={config.size}
        fullWidth={config.fullWidth}
        disabled={busy}
        aria-busy={busy}
        onClick={click}
        startIcon={
          busy ? <CircularProgress size={16} color="inherit" aria-hidden="true" /> : undefined
        }
      >
        {config.label}
      </Button>
    </Box>
  );
}
