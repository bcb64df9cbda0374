// The loading and failed states every list view draws the same way (List, Card list).
import { Alert, Box, CircularProgress, Typography } from '@mui/material';
import { LISTS_TEXTS } from '../../lists/listTexts.js';

/** Props of {@link ListStatusView}. */
export interface ListStatusViewProps {
  view: 'loading' | 'error';
  /** The source's message, shown when `view` is `error`. */
  errorMessage: string;
}

/** A list's bound source is loading (spinner and 数据加载中...) or failed (its message). */
export function ListStatusView({ view, errorMessage }: ListStatusViewProps) {
  if (view === 'error') {
    return (
      <Alert severity="error" variant="outlined" sx={{ m: 1 }}>
        {errorMessage}
      </Alert>
    );
  }
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, color: 'text.secondary' }}
    >
      <CircularProgress size={18} aria-hidden="true" />
      <Typography variant="body2">{LISTS_TEXTS.loading}</Typography>
    </Box>
  );
}
