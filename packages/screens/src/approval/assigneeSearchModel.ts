import type { AssigneeCandidate } from '@tessera/protocol';
import { createStore } from 'zustand/vanilla';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';

/** What a user picker shows: the key word typed and the last answer (with its key word). */
export interface AssigneeSearchSnapshot {
  keyWord: string;
  found: { keyWord: string; users: AssigneeCandidate[] } | null;
}

/** The user picker of 转办 / 加签 / 抄送: queryassigneelist searched as the user types. */
export interface AssigneeSearchModel extends Model<AssigneeSearchSnapshot> {
  setKeyWord(keyWord: string): void;
  /** The name of a user any answer offered ('' if none did). */
  nameOf(userId: string): string;
}

/**
 * The users a dialog offers, searched by name: `search` runs `delay(keyWord)` ms after the last
 * key (at start with no key word); only the newest search's answer is shown.
 */
export function createAssigneeSearchModel(input: {
  search: (keyWord?: string) => Promise<AssigneeCandidate[]>;
  delay: (keyWord: string) => number;
}): AssigneeSearchModel {
  const store = createStore<AssigneeSearchSnapshot>()(() => ({ keyWord: '', found: null }));
  const latest = createLatest();
  const names = new Map<string, string>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const search = () => {
    // A key typed drops the answer of the search before it.
    clearTimeout(timer);
    latest.stop();
    const { keyWord } = store.getState();
    timer = setTimeout(
      () =>
        latest.run(input.search(keyWord || undefined), (users) => {
          for (const user of users) names.set(user.userId, user.userName);
          store.setState({ found: { keyWord, users } });
        }),
      input.delay(keyWord),
    );
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      search();
      return () => {
        clearTimeout(timer);
        latest.stop();
      };
    },
    setKeyWord(keyWord) {
      if (keyWord === store.getState().keyWord) return;
      store.setState({ keyWord });
      search();
    },
    nameOf: (userId) => names.get(userId) ?? '',
  };
}
