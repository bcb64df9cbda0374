// spec 1 §8 messages on the desktop: MUI Snackbar + Alert, one at a time, oldest first.
import { Alert, Snackbar } from '@mui/material';
import type { MessageQueue } from '../messages/createMessageQueue.js';
import { useCurrentMessage } from '../messages/useMessageQueue.js';

/** How long infos and warnings stay; errors stay until closed (the user must see what failed). */
export const MESSAGE_AUTO_HIDE_MS = 4000;

/** Props of {@link MessageSnackbar}. */
export interface MessageSnackbarProps {
  queue: MessageQueue;
}

/**
 * Shows the queue's messages at the top centre: errors with a close button until closed,
 * warnings (30002 请先登录) and infos closing by themselves too. Markup: an `alert` whose
 * `data-severity` names the severity.
 */
export function MessageSnackbar({ queue }: MessageSnackbarProps) {
  const message = useCurrentMessage(queue);
  const close = () => {
    if (message) queue.dismiss(message.id);
  };
  return (
    <Snackbar
      key={message?.id}
      open={message !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      autoHideDuration={message?.severity === 'error' ? null : MESSAGE_AUTO_HIDE_MS}
      onClose={(_event, reason) => {
        // A click elsewhere on the page must not hide an error before it is read.
        if (reason !== 'clickaway') close();
      }}
    >
      {message ? (
        <Alert
          severity={message.severity}
          variant="filled"
          onClose={close}
          data-severity={message.severity}
          sx={{ minWidth: 280, boxShadow: 3 }}
        >
          {message.text}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
