import { Toast } from 'antd-mobile';
import type { MessagesPort } from '@tessera/ports';
import { installReactRootRender } from './reactRootRender.js';

/** How long a toast stays (antd-mobile's default is 2 s; errors get longer to be read). */
const DURATION_MS = { info: 2000, warning: 3000, error: 3000 } as const;

/**
 * spec 1 §8 messages on mobile: an antd-mobile Toast per message — an error with the fail
 * icon, the 30002 warning (请先登录) and infos as plain text. Wire it into
 * `createRequestClient({ messages })` and the provider's `messages`.
 *
 * @example
 * ```ts
 * const messages = createToastMessages();
 * ```
 */
export function createToastMessages(): MessagesPort {
  installReactRootRender();
  return {
    info: (text) => void Toast.show({ content: text, duration: DURATION_MS.info }),
    warning: (text) => void Toast.show({ content: text, duration: DURATION_MS.warning }),
    error: (text) => void Toast.show({ content: text, icon: 'fail', duration: DURATION_MS.error }),
  };
}
