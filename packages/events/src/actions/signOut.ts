import { requirePort } from '../actionHandler.js';
import type { ActionHandler } from '../actionHandler.js';

/** Ends the session (the page runtime passes the app's sign-out: server call, then /login). */
export interface SignOutPort {
  signOut(): void | Promise<void>;
}

/**
 * `signOut`: signs the user out through the `session` port. No params.
 *
 * @example
 * ```json
 * { "id": "a1", "name": "退出", "typeName": "signOut" }
 * ```
 */
export const signOutAction: ActionHandler = {
  typeName: 'signOut',
  async run({ ports }) {
    await requirePort<SignOutPort>(ports, 'session', 'signOut').signOut();
  },
};
