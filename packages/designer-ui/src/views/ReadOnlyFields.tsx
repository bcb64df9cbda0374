import { useMemo, type ReactNode } from 'react';
import { Box, ThemeProvider, useTheme, type Theme } from '@mui/material';
import { useDesignerState } from '../react/DesignerContext.js';

/** MUI's inputs and selects below take `disabled` when their own props leave it out. */
function disabledInputs(outer: Theme): Theme {
  const components = outer.components ?? {};
  return {
    ...outer,
    components: {
      ...components,
      MuiInputBase: {
        ...components.MuiInputBase,
        defaultProps: { ...components.MuiInputBase?.defaultProps, disabled: true },
      },
    },
  };
}

/**
 * The fields of a side panel (README "Co-editing", read-only designers): for a designer who may
 * only read the room they are all disabled, while the panel's tabs (outside) stay usable, so
 * every tab can still be read. A disabled fieldset disables the native inputs and buttons; MUI's
 * selects are no native inputs, so they are disabled through their default props.
 */
export function ReadOnlyFields({ children }: { children: ReactNode }) {
  const readOnly = useDesignerState((s) => s.readOnly);
  // The theme in force (MUI's default when no provider is above): a theme function would be
  // handed only a provider's theme, which may be none.
  const outer = useTheme();
  const disabled = useMemo(() => disabledInputs(outer), [outer]);
  // One tree either way, so a change of mode keeps the panel's state.
  return (
    <ThemeProvider theme={readOnly ? disabled : outer}>
      <Box
        component="fieldset"
        disabled={readOnly}
        data-testid="property-fields"
        sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}
      >
        {children}
      </Box>
    </ThemeProvider>
  );
}
