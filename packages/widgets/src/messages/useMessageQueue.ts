import { useSyncExternalStore } from 'react';
import type { MessageQueue, QueuedMessage } from './createMessageQueue.js';

/** The message to show now (the oldest), or `null`; re-rendered when it changes. */
export function useCurrentMessage(queue: MessageQueue): QueuedMessage | null {
  const messages = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return messages[0] ?? null;
}
