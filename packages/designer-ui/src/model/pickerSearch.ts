import { createStore } from 'zustand/vanilla';

/**
 * How long a picker waits after the last key before it asks the server (ours: spec 2 gives no
 * debounce for the approver pickers; designer-ui README "Flow designer").
 */
export const PICKER_SEARCH_DEBOUNCE_MS = 300;

/** What a searching picker shows: the key word typed and the newest answer with its key word. */
export interface PickerSearchSnapshot<TItem> {
  keyWord: string;
  found: { keyWord: string; items: readonly TItem[] } | null;
}

/**
 * A picker's server search, debounced: `search` runs {@link PICKER_SEARCH_DEBOUNCE_MS} after the
 * last key (at once on `start`, with no key word), and only the newest search's answer is kept,
 * so a slow answer to an older key word never replaces a newer one. A failed search answers no
 * items.
 *
 * @example
 * const picker = createPickerSearch({ search: (keyWord) => calls.searchUsers(keyWord) });
 * const stop = picker.start();
 * picker.setKeyWord('李'); // one call 300 ms after the last key
 */
export function createPickerSearch<TItem>(input: {
  search: (keyWord: string) => Promise<readonly TItem[]>;
  delayMs?: number;
}) {
  const delay = input.delayMs ?? PICKER_SEARCH_DEBOUNCE_MS;
  const store = createStore<PickerSearchSnapshot<TItem>>()(() => ({ keyWord: '', found: null }));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const ask = () => {
    const mine = ++asked;
    const { keyWord } = store.getState();
    const arrive = (items: readonly TItem[]) => {
      if (mine === asked) store.setState({ found: { keyWord, items } });
    };
    input.search(keyWord).then(arrive, () => arrive([]));
  };

  return {
    getSnapshot: store.getState,
    subscribe: (listener: () => void) => store.subscribe(listener),
    /** Searches with no key word now; answers the stop (drops a pending search and answers). */
    start(): () => void {
      ask();
      return () => {
        clearTimeout(timer);
        asked += 1;
      };
    },
    /** A key typed: the search waits for the user to pause. */
    setKeyWord(keyWord: string) {
      if (keyWord === store.getState().keyWord) return;
      store.setState({ keyWord });
      clearTimeout(timer);
      timer = setTimeout(ask, delay);
    },
  };
}

/** A picker's debounced search. */
export type PickerSearch<TItem> = ReturnType<typeof createPickerSearch<TItem>>;
