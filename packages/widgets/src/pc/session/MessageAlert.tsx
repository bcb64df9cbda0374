// The message snackbar's drawing (MUI Snackbar + Alert), loaded with the first message: the
// first download of an app carries none of it (widgets README "Loading widgets on demand").
import { Alert, Snackbar } from '@mui/material';
import type { QueuedMessage } from '../../messages/createMessageQueue.js';

/** Props of {@link MessageAlert}. */
export interface MessageAlertProps {
  message: QueuedMessage | null;
  autoHideMs: number;
  onClose: () => void;
}

/** One message at the top centre; `message: null` plays the snackbar's exit. */
export function MessageAlert({ message, autoHideMs, onClose }: MessageAlertProps) {
  return (
    <Snackbar
      key={message?.id}
      open={message !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={message?.severity === 'error' ? null : autoHideMs}
      onClose={(_event, reason) => {
        // A click elsewhere on the page must not hide an error before it is read.
        if (reason !== 'clickaway') onClose();
      }}
    >
      {message ? (
        <Alert
          severity={message.severity}
          variant="filled"
          onClose={onClose}
          data-severity={message.severity}
          sx={{ minWidth: 280, boxShadow: 3 }}
        >
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
