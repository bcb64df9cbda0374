import type { ReactNode } from 'react';
import { AppBar, Box, Toolbar, Typography } from '@mui/material';

/**
 * The frame of the console's list screens (the designer's pages and workflows, the administration
 * console's users): a titled bar, then the body. Shared from here because `@tessera/designer-ui`
 * already depends on this package (and not the other way round).
 */
export function ConsoleFrame({
  title,
  nav,
  header,
  testId,
  children,
}: {
  title: string;
  /** Links to the console's other screens, shown after the title (the administration console's). */
  nav?: ReactNode;
  /** What the bar shows at its right (the user's menu). */
  header?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: '#f5f7fa' }} data-testid={testId}>
      <AppBar
        position="static"
        color="inherit"
        elevation={0}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        <Toolbar variant="dense" sx={{ minHeight: 52 }}>
          <Typography variant="h6" sx={{ fontWeight: 600, flex: nav ? 'none' : 1, mr: 3 }}>
            {title}
          </Typography>
          {nav && (
            <Box component="nav" sx={{ flex: 1, display: 'flex', alignSelf: 'stretch' }}>
              {nav}
            </Box>
          )}
          {header}
        </Toolbar>
      </AppBar>
      {children}
    </Box>
  );
}
