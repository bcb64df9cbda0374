import type { ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from '@mui/material';
import type { Role } from '@tessera/protocol';

/**
 * A panel about the chosen role under the roles table (成员, 限定部门, 页面和操作权限): its title
 * with the role's name, a hint under them, the panel's buttons on the right, then its content.
 */
export function RolePanel({
  title,
  role,
  hint,
  actions,
  testId,
  children,
}: {
  title: string;
  role: Role;
  hint: string;
  /** The buttons at the right of the title (save, reset, add). */
  actions?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ mt: 2 }} data-testid={testId}>
      <Stack
        direction="row"
        alignItems="center"
        sx={{ px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box sx={{ flex: 1 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            {title} · {role.name}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {hint}
          </Typography>
        </Box>
        {actions}
      </Stack>
      {children}
    </Paper>
  );
}
