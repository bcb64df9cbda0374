import {
  createPage,
  deletePage,
  duplicatePage,
  getDesignerPages,
  setHomePage,
  updatePage,
  type SubAppRef,
} from '@tessera/api';
import type { PageSummary } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { createStore } from 'zustand/vanilla';

/** What the pages list shows. */
export interface PagesListSnapshot {
  state: 'loading' | 'ready' | 'error';
  error: string | null;
  /** Every page of the sub-app. */
  pages: readonly PageSummary[];
  /** The title search (a part of the title or the address). */
  query: string;
  /** The pages the search finds, home page first, then by title. */
  shown: readonly PageSummary[];
  /** A write is on its way (the buttons wait). */
  busy: boolean;
}

/** A new page: its title and address, optionally a copy of an existing page's content. */
export interface NewPage {
  title: string;
  url: string;
  templatePageId?: string;
  /** `Page` (the default) or `Template`: a master page other pages take their frame from. */
  pageType?: string;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function search(pages: readonly PageSummary[], query: string): PageSummary[] {
  const q = query.trim().toLowerCase();
  return pages
    .filter(
      (p) => !q || p.title.toLowerCase().includes(q) || (p.url ?? '').toLowerCase().includes(q),
    )
    .sort(
      (a, b) => Number(b.isHomePage) - Number(a.isHomePage) || a.title.localeCompare(b.title, 'zh'),
    );
}

/**
 * The designer's pages list (framework-free): the sub-app's pages with a title search, and
 * create, rename, duplicate, set as home page and delete — each a server call, then a reload.
 * A refused call (a used address, deleting the home page) keeps its server message for the
 * screen; nothing else changes.
 */
export function createPagesListModel(input: { client: RequestClient; subApp: SubAppRef }) {
  const { client, subApp } = input;
  const store = createStore<PagesListSnapshot>(() => ({
    state: 'loading',
    error: null,
    pages: [],
    query: '',
    shown: [],
    busy: false,
  }));
  let stopped = false;
  const set = (patch: Partial<PagesListSnapshot>) => {
    const next = { ...store.getState(), ...patch };
    store.setState({ ...patch, shown: search(next.pages, next.query) });
  };

  async function reload(): Promise<void> {
    try {
      const pages = await getDesignerPages(client, subApp);
      if (!stopped) set({ pages, state: 'ready', error: null });
    } catch (error) {
      if (!stopped) set({ state: 'error', error: messageOf(error) });
    }
  }

  /** Runs a write, then reloads; answers the write's answer (rejects with its error). */
  async function write<T>(call: () => Promise<T>): Promise<T> {
    set({ busy: true });
    try {
      const answer = await call();
      await reload();
      return answer;
    } finally {
      set({ busy: false });
    }
  }

  return {
    getSnapshot: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    start(): () => void {
      stopped = false;
      void reload();
      return () => {
        stopped = true;
      };
    },
    reload,
    setQuery(query: string) {
      set({ query });
    },
    create: (page: NewPage) => write(() => createPage(client, subApp, page)),
    rename: (pageId: string, change: { title?: string; url?: string }) =>
      write(() => updatePage(client, subApp, { pageId, ...change })),
    duplicate: (pageId: string) => write(() => duplicatePage(client, subApp, pageId)),
    setHome: (pageId: string) => write(() => setHomePage(client, subApp, pageId)),
    remove: (pageId: string) => write(() => deletePage(client, subApp, pageId)),
  };
}

export type PagesListModel = ReturnType<typeof createPagesListModel>;
