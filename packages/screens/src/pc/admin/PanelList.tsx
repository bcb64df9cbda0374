import type { ReactNode } from 'react';
import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * The users listed in a console panel (a department's members, a tag's users, a role's
 * members): a spinner while the first answer is awaited, the empty text when there are none,
 * else the list. A reload keeps the rows shown until its answer.
 */
export function PanelList({
  loading,
  count,
  emptyText,
  space = 5,
  children,
}: {
  /** The list's call is on its way. */
  loading: boolean;
  /** How many rows the list holds now. */
  count: number;
  emptyText: string;
  /** The space above and below the spinner or the empty text (theme spacing). */
  space?: number;
  children: ReactNode;
}) {
  if (loading && count === 0) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: space }}>
        <CircularProgress size={24} />
      </Box>
    );
  }
  if (count === 0) {
    return (
      <Typography color="text.secondary" align="center" sx={{ py: space }}>
        {emptyText}
      </Typography>
    );
  }
  return children;
}
