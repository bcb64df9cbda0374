import { createStore } from 'zustand/vanilla';
import { getUserAbilities, type OrganisationRef } from '@tessera/api';
import type { AbilityReason, UserAbilities } from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { ROLE_ADMIN_TEXTS } from './roleAdminTexts.js';

/** What the "what can this user do" view shows. */
export interface UserAbilitiesSnapshot {
  state: 'loading' | 'ready' | 'failed';
  /** The server's message of a failure (a 403: 您没有访问权限！). */
  error: string | null;
  abilities: UserAbilities | null;
}

/** The input of {@link createUserAbilitiesModel}. */
export interface UserAbilitiesModelInput {
  client: RequestClient;
  org: OrganisationRef;
  userId: string;
}

/** The view's model: {@link createUserAbilitiesModel}. */
export interface UserAbilitiesModel extends Model<UserAbilitiesSnapshot> {
  reload(): Promise<void>;
}

/**
 * 'What can this user do' (issue 27): the user's roles (and why one grants nothing), their
 * effective pages per sub-app and operations, each with the roles granting it — as the server's
 * own authorization decides it (one call; nothing is computed here).
 */
export function createUserAbilitiesModel(input: UserAbilitiesModelInput): UserAbilitiesModel {
  const store = createStore<UserAbilitiesSnapshot>()(() => ({
    state: 'loading',
    error: null,
    abilities: null,
  }));
  const latest = createLatest();
  const reload = () =>
    new Promise<void>((settle) => {
      store.setState({ state: 'loading' });
      latest.run(
        getUserAbilities(input.client, input.org, input.userId),
        (abilities) => {
          store.setState({ state: 'ready', error: null, abilities });
          settle();
        },
        (error) => {
          const message =
            isRequestError(error) && error.kind === 'deny'
              ? ROLE_ADMIN_TEXTS.denied
              : error instanceof Error
                ? error.message
                : String(error);
          store.setState({ state: 'failed', error: message, abilities: null });
          settle();
        },
      );
    });
  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      return () => latest.stop();
    },
    reload,
  };
}

/** The words of a reason: the role's name, 系统管理员 (built-in), or 子应用未限制页面. */
export function reasonText(reason: AbilityReason): string {
  if (reason.kind === 'open') return ROLE_ADMIN_TEXTS.openSubApp;
  if (reason.kind === 'admin') return reason.roleName ?? ROLE_ADMIN_TEXTS.adminElsewhere;
  return reason.roleName ?? '';
}
