import { createStore } from 'zustand/vanilla';
import {
  listOrganisationItems,
  setOrganisationItemEnabled,
  type AccountRef,
  type OrganisationItem,
  type OrganisationItemKind,
} from '@tessera/api';
import type { RequestClient } from '@tessera/request';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';

/** What the tag, post and rank screens show. */
export interface OrganisationListSnapshot {
  /** Null until the first answer (and after a failed first load). */
  items: OrganisationItem[] | null;
  failed: boolean;
  /** The id of the item whose state is being changed. */
  busy: string | null;
}

/** The tag, post or rank list of the app, and an administrator's toggle. */
export interface OrganisationListModel extends Model<OrganisationListSnapshot> {
  /** Loads again; settles when the answer arrived (pull to refresh). */
  reload(): Promise<void>;
  /** Enables or disables an item; the list shows the server's answer, or keeps the stored state. */
  toggle(item: OrganisationItem, enabled: boolean): Promise<void>;
}

/** The input of {@link createOrganisationListModel}. */
export interface OrganisationListModelInput {
  client: RequestClient;
  account: AccountRef;
  appId: string;
  kind: OrganisationItemKind;
}

/**
 * /user-tags, /user-jobs, /user-ranks (spec 2 §2.1, §3, §9 page 1 size 100): the app's items;
 * a toggle edits the loaded list in place with the changed item the server answers.
 */
export function createOrganisationListModel(
  input: OrganisationListModelInput,
): OrganisationListModel {
  const { client, account, appId, kind } = input;
  const store = createStore<OrganisationListSnapshot>()(() => ({
    items: null,
    failed: false,
    busy: null,
  }));
  const latest = createLatest();
  const reload = () =>
    new Promise<void>((settle) =>
      latest.run(
        listOrganisationItems(client, account, appId, kind),
        (items) => {
          store.setState({ items, failed: false });
          settle();
        },
        () => {
          store.setState({ failed: true });
          settle();
        },
      ),
    );
  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      return latest.stop;
    },
    reload,
    async toggle(item, enabled) {
      store.setState({ busy: item.id });
      try {
        const changed = await setOrganisationItemEnabled(
          client,
          account,
          appId,
          kind,
          item.id,
          enabled,
        );
        store.setState(({ items }) => ({
          items: (items ?? []).map((each) =>
            each.id === item.id ? { ...each, ...changed } : each,
          ),
        }));
      } catch {
        // The client showed why; the switch keeps the stored state.
      } finally {
        store.setState({ busy: null });
      }
    },
  };
}
