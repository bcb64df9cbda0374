import { createSnapshotStore, type MessagesPort } from '@tessera/ports';

/** How a message is shown: spec 1 §8 has errors and the 30002 warning; events add infos. */
export type MessageSeverity = 'info' | 'warning' | 'error';

/** One message waiting to be seen. */
export interface QueuedMessage {
  id: number;
  severity: MessageSeverity;
  text: string;
}

/**
 * The messages port a snackbar draws (CONVENTIONS §4: subscribable, thin view). The request
 * client, the event runner and the session manager write to it; the view shows the oldest
 * message and dismisses it.
 */
export interface MessageQueue extends MessagesPort {
  /** Messages not dismissed yet, oldest first; the same array until one is added or dismissed. */
  getSnapshot(): readonly QueuedMessage[];
  subscribe(listener: () => void): () => void;
  dismiss(id: number): void;
}

/**
 * Creates an empty queue. The same text arriving while it is still shown is not queued again
 * (a page whose three sources fail alike shows one message, not three).
 *
 * @example
 * ```ts
 * const messages = createMessageQueue();
 * const client = createRequestClient({ ..., messages });
 * <MessageSnackbar queue={messages} />
 * ```
 */
export function createMessageQueue(): MessageQueue {
  const store = createSnapshotStore<readonly QueuedMessage[]>([]);
  let nextId = 1;
  const push = (severity: MessageSeverity) => (text: string) => {
    const queued = store.getSnapshot();
    if (queued.some((message) => message.text === text && message.severity === severity)) return;
    store.set([...queued, { id: nextId++, severity, text }]);
  };
  return {
    info: push('info'),
    warning: push('warning'),
    error: push('error'),
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    dismiss(id) {
      const queued = store.getSnapshot();
      if (queued.some((message) => message.id === id))
        store.set(queued.filter((message) => message.id !== id));
    },
  };
}
