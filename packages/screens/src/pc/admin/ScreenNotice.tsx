import { Alert } from '@mui/material';

/** What a console screen tells after an action: a success or the server's refusal. */
export interface Notice {
  severity: 'error' | 'success';
  text: string;
}

/**
 * The notice line above a console screen's table: the last action's notice (closable), else the
 * list's failure (the server's message) while there is one.
 */
export function ScreenNotice({
  notice,
  onClose,
  failure,
  testId,
}: {
  notice: Notice | null;
  onClose: () => void;
  /** The list's failure message, shown while no notice is. */
  failure: string | null;
  testId: string;
}) {
  if (notice) {
    return (
      <Alert severity={notice.severity} onClose={onClose} sx={{ mb: 2 }} data-testid={testId}>
        {notice.text}
      </Alert>
    );
  }
  if (failure === null) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {failure}
    </Alert>
  );
}
