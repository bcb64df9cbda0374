// The loading and failed states every list view draws the same way (List, Card list).
import { Alert, CircularProgress } from '@mui/material';
import { styled } from '@mui/material/styles';
import { LISTS_TEXTS } from '../../lists/listTexts.js';

// Written once (issue 30: eighty lists on the 100-widget page draw it while their data loads).
const Loading = styled('div')(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  padding: theme.spacing(2),
  color: theme.palette.text.secondary,
}));
const LoadingText = styled('p')(({ theme }) => ({ margin: 0, ...theme.typography.body2 }));

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
    <Loading role="status">
      <CircularProgress size={18} aria-hidden="true" />
      <LoadingText>{LISTS_TEXTS.loading}</LoadingText>
    </Loading>
  );
}
