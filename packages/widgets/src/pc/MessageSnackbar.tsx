// spec 1 §8 messages on the desktop: MUI Snackbar + Alert, one at a time, oldest first. The
// drawing (`session/MessageAlert.tsx`) loads with the first message.
import { lazy, Suspense } from 'react';
import type { MessageQueue } from '../messages/createMessageQueue.js';
import { useCurrentMessage } from '../messages/useMessageQueue.js';
import { useEverTrue } from './session/useEverTrue.js';

/** How long infos and warnings stay; errors stay until closed (the user must see what failed). */
export const MESSAGE_AUTO_HIDE_MS = 4000;

const MessageAlert = lazy(async () => ({
  default: (await import('./session/MessageAlert.js')).MessageAlert,
}));

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
  const needed = useEverTrue(message !== null);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <MessageAlert
        message={message}
        autoHideMs={MESSAGE_AUTO_HIDE_MS}
        onClose={() => {
          if (message) queue.dismiss(message.id);
        }}
      />
    </Suspense>
  );
}
