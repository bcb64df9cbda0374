import * as Y from 'yjs';
import {
  changeTheme,
  getDesignerPages,
  getPageData,
  savePage,
  updatePage,
  type SubAppRef,
} from '@tessera/api';
import {
  collaborationRoomName,
  COLLABORATION_PATH,
  connectCollaboration,
  createHistory,
  createPresence,
  createPageDocument,
  pageCommands,
  readPageJson,
  type Collaboration,
  type CollaborationOptions,
  type CollaborationStatus,
  type ControlPlace,
  type History,
  type PageCommands,
  type PageJson,
  type Presence,
  type PresenceClock,
  watchRemoteDeletions,
} from '@tessera/designer';
import { createBrowserClock, type MessagesPort, type StoragePort } from '@tessera/ports';
import {
  MASTER_PAGE_TYPE,
  RSP_CD,
  type GridBreakpoint,
  type PageDetails,
  type PageSummary,
  type UpdatePageInput,
} from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { createStore } from 'zustand/vanilla';
import { createDocumentView } from './documentView.js';
import { rebasePage } from './rebase.js';
import { stableText } from './stableText.js';
import { observeSharedSave, pageDigest, readSharedSave, writeSharedSave } from './sharedSave.js';

/** spec 1 §4 Page save: `done`, or `doing` while a save is on its way. */
export type SaveState = 'done' | 'doing';

/** Which surface the canvas draws (spec 1 §2 Designer surface; §9 mobile reference 375×667). */
export type DesignSurface = 'Pc' | 'Mobile';

/** A save refused because someone saved a newer version first (40900). */
export interface SaveConflict {
  /** The version this designer's work is based on. */
  baseVersion: number;
  message: string;
}

/** What the designer shows; one object per change (React reads it with useSyncExternalStore). */
export interface DesignerSnapshot {
  state: 'loading' | 'ready' | 'error';
  error: string | null;
  /** The page as loaded (title, master page, permission sets…). */
  page: PageDetails | null;
  /**
   * The sub-app's pages (the master page choices, this page's parameters); the page's settings
   * (theme, master page, parameters) change through the server at once, outside the document.
   */
  pages: readonly PageSummary[];
  /** The version the document is based on: sent with the next save. */
  version: number;
  saveState: SaveState;
  /** The document differs from the last saved (or loaded) version. */
  dirty: boolean;
  conflict: SaveConflict | null;
  canUndo: boolean;
  canRedo: boolean;
  /** The selected controls (outside the document: never undone, never saved). */
  selection: readonly string[];
  /** Where a control added by clicking the palette goes; null until a container is chosen. */
  container: ControlPlace | null;
  breakpoint: GridBreakpoint;
  surface: DesignSurface;
  /** Counts document changes: what depends on the document re-reads it when this moves. */
  revision: number;
  /** The unsaved work of an earlier visit was put back at load. */
  draftRestored: boolean;
  /** Co-editing (README "Co-editing"): where the shared document stands; null when not shared. */
  collaboration: CollaborationStatus | null;
  /**
   * The server lets this designer read the room only (the designer read operation, README
   * "Co-editing"): commands, undo and save are refused; the page and the others stay live.
   */
  readOnly: boolean;
}

/** A draft in browser storage: the work since the base version (README "Autosave"). */
interface Draft {
  baseVersion: number;
  base: PageJson;
  local: PageJson;
  savedAt: string;
}

export interface DesignerSessionInput {
  client: RequestClient;
  subApp: SubAppRef;
  pageId: string;
  /** Where the autosave draft lives (the browser's localStorage). */
  drafts: StoragePort;
  messages: MessagesPort;
  /** New control ids (default random UUIDs). */
  newId?: () => string;
  /** Delay between a change and its draft write, in ms (default 1000). */
  draftDelay?: number;
  /**
   * Co-edit the page with the other designers in its room (README "Co-editing"): the document
   * comes from the server's room instead of GetPageData's JSON, and no draft is kept.
   */
  collaborate?: CollaborationPort;
}

/** Where the co-editing socket is and the token it opens with. */
export interface CollaborationPort {
  /** The socket's URL (`collaborationUrl`). */
  url: string;
  /** The signed-in session's access token, read at every (re)connect. */
  token: () => string | Promise<string>;
  /** A WebSocket class where there is no global one (Node tests: `ws`). */
  WebSocketPolyfill?: unknown;
  /** The signed-in designer, as the others see them (README "Presence"). */
  user?: () => { id: string; name: string };
  /** Timers of the presence's pointer throttle (default: the host's). */
  clock?: PresenceClock;
  /** The network's state (`connectCollaboration`'s `network`: the browser's online events). */
  network?: CollaborationOptions['network'];
  /** Local storage of the room's document (`connectCollaboration`'s `keepLocally`: IndexedDB). */
  keepLocally?: CollaborationOptions['keepLocally'];
}

/** The co-editing socket's URL on the server the client calls (`ws:`/`wss:`). */
export function collaborationUrl(client: RequestClient): string {
  const url = new URL(client.url(COLLABORATION_PATH));
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The designer's text when it put back unsaved work from an earlier visit. */
export const DRAFT_RESTORED_TEXT = '已恢复上次未保存的修改';

const DRAFT_KEY = 'tessera-designer-draft';

/** The storage key of a page's draft. */
export function draftKey(subApp: SubAppRef, pageId: string): string {
  return `${DRAFT_KEY}:${subApp.appId}:${subApp.subAppId}:${pageId}`;
}

/**
 * The page JSON the designer edits. The control permission sets travel in the content
 * (`pageData.controlPermissionSetList`, server README "Control permission sets"); a page whose
 * sets are still only the page's own gets them put there.
 */
function pageJsonOf(page: PageDetails): PageJson {
  const pageData = { ...(page.pageData as unknown as PageJson['pageData']) };
  if (!('controlPermissionSetList' in pageData) && page.controlPermissionSetList.length > 0) {
    pageData.controlPermissionSetList = page.controlPermissionSetList;
  }
  return { pageData, pageDataSource: page.pageDataSource };
}

const textOf = (json: PageJson) => stableText(json);

function readDraft(storage: StoragePort, key: string): Draft | null {
  const text = storage.getItem(key);
  if (!text) return null;
  try {
    const draft = JSON.parse(text) as Draft;
    return typeof draft.baseVersion === 'number' && draft.local && draft.base ? draft : null;
  } catch {
    return null;
  }
}

const INITIAL: DesignerSnapshot = {
  state: 'loading',
  error: null,
  page: null,
  pages: [],
  version: 0,
  saveState: 'done',
  dirty: false,
  conflict: null,
  canUndo: false,
  canRedo: false,
  selection: [],
  container: null,
  breakpoint: 'lg',
  surface: 'Pc',
  revision: 0,
  draftRestored: false,
  collaboration: null,
  readOnly: false,
};

/**
 * One page open in the designer: its Yjs document, the named commands and the personal history
 * over it (`@tessera/designer`), the selection and view state beside it, saving with the version
 * it is based on (spec 1 §4 Page save), the conflict when a colleague saved first, and an
 * autosave draft in browser storage that survives a reload or a crash.
 */
export function createDesignerSession(input: DesignerSessionInput) {
  const { client, subApp, pageId, drafts, messages } = input;
  const newId = input.newId ?? (() => crypto.randomUUID());
  const draftDelay = input.draftDelay ?? 1000;
  const key = draftKey(subApp, pageId);
  const store = createStore<DesignerSnapshot>(() => INITIAL);
  const origin = Symbol('designer');

  const readOnly = () => store.getState().readOnly;
  let doc: Y.Doc = createPageDocument({ pageData: { controls: [] }, pageDataSource: [] });
  let commands: PageCommands = pageCommands(doc, { origin, newId, readOnly });
  let history: History = createHistory(doc, { origin, readOnly });
  /** The page JSON of the version the document is based on, and its digest (`pageDigest`). */
  let savedDigest = pageDigest(textOf(readPageJson(doc)));
  let savedJson: PageJson = readPageJson(doc);
  const isSaved = () => pageDigest(view.pageText()) === savedDigest;
  let draftTimer: ReturnType<typeof setTimeout> | null = null;
  let detach: () => void = () => {};
  const view = createDocumentView();
  let stopped = false;
  /** The room connection while co-editing, and this tab's presence in it. */
  let live: Collaboration | null = null;
  let presence: Presence | null = null;

  const set = (patch: Partial<DesignerSnapshot>) => store.setState(patch);

  function writeDraft() {
    draftTimer = null;
    // Co-editing: the room holds the work (server README "Collaboration"), not the browser.
    if (live) return;
    const local = view.page();
    if (isSaved()) {
      drafts.removeItem(key);
      return;
    }
    const draft: Draft = {
      baseVersion: store.getState().version,
      base: savedJson,
      local,
      savedAt: new Date().toISOString(),
    };
    drafts.setItem(key, JSON.stringify(draft));
  }

  function onDocChange() {
    view.refresh(doc);
    const { revision } = store.getState();
    set({ revision: revision + 1, dirty: !isSaved() });
    if (draftTimer) clearTimeout(draftTimer);
    draftTimer = setTimeout(writeDraft, draftDelay);
  }

  /** Puts a new document in place (a load, a reload): new commands and a new history. */
  function useDocument(json: PageJson, base: PageJson) {
    attach(createPageDocument(json), base);
  }

  /** Edits `next` from now on: new commands and a new history, the view re-read. */
  function attach(next: Y.Doc, base: PageJson) {
    detach();
    history.destroy();
    doc = next;
    commands = pageCommands(doc, { origin, newId, readOnly });
    history = createHistory(doc, { origin, readOnly });
    savedJson = base;
    savedDigest = pageDigest(textOf(base));
    view.refresh(doc);
    doc.on('update', onDocChange);
    const unsubscribe = history.subscribe(() => set(history.getSnapshot()));
    detach = () => {
      doc.off('update', onDocChange);
      unsubscribe();
    };
    const live = new Set(view.all().map((control) => control.id));
    const { selection, container } = store.getState();
    set({
      ...history.getSnapshot(),
      revision: store.getState().revision + 1,
      dirty: !isSaved(),
      selection: selection.filter((id) => live.has(id)),
      container: container?.parent && !live.has(container.parent) ? null : container,
    });
  }

  async function load(): Promise<void> {
    const [page, pages] = await Promise.all([
      getPageData(client, subApp, pageId),
      getDesignerPages(client, subApp),
    ]);
    if (stopped) return;
    const server = pageJsonOf(page);
    if (input.collaborate) {
      await joinRoom(page, pages, server, input.collaborate);
      return;
    }
    const draft = readDraft(drafts, key);
    let json = server;
    let draftRestored = false;
    if (draft && textOf(draft.local) !== textOf(server)) {
      json =
        draft.baseVersion === page.version
          ? draft.local
          : rebasePage(draft.base, draft.local, server);
      draftRestored = true;
    }
    set({ page, pages, version: page.version, state: 'ready', error: null, draftRestored });
    useDocument(json, server);
    if (draftRestored) messages.info(DRAFT_RESTORED_TEXT);
  }

  /**
   * Co-editing: an empty document joined to the page's room, edited once the room's state has
   * arrived (the server starts a room from the saved JSON, so loading it here as well would put
   * every control in twice). Remote edits arrive with the provider as origin: never undone here.
   */
  async function joinRoom(
    page: PageDetails,
    pages: PageSummary[],
    server: PageJson,
    port: CollaborationPort,
  ) {
    const shared = new Y.Doc();
    const room = collaborationRoomName({
      appId: subApp.appId,
      subAppId: subApp.subAppId,
      kind: page.pageType === MASTER_PAGE_TYPE ? 'master' : 'page',
      pageId,
    });
    live = connectCollaboration({
      url: port.url,
      room,
      doc: shared,
      token: port.token,
      ...(port.WebSocketPolyfill ? { WebSocketPolyfill: port.WebSocketPolyfill } : {}),
      ...(port.network ? { network: port.network } : {}),
      ...(port.keepLocally ? { keepLocally: port.keepLocally } : {}),
    });
    const connection = live;
    presence = createPresence({
      awareness: connection.awareness,
      user: port.user?.() ?? { id: '', name: '设计者' },
      clock: port.clock ?? createBrowserClock(),
    });
    const follow = () => {
      const { status, readOnly: reading } = connection.getSnapshot();
      set({ collaboration: status, readOnly: reading });
      presence?.setReadOnly(reading);
    };
    connection.subscribe(follow);
    follow();
    await connection.whenSynced();
    if (stopped) return;
    // A draft of this page from before co-editing is dropped: the room holds the work now, and
    // replaying an old local copy would undo colleagues' edits (README "Co-editing").
    drafts.removeItem(key);
    set({ page, pages, version: page.version, state: 'ready', error: null });
    attach(shared, server);
    const followSave = (save: { version: number; digest: string }) => {
      if (save.version < store.getState().version) return;
      savedDigest = save.digest;
      set({ version: save.version, dirty: !isSaved() });
    };
    const lastSave = readSharedSave(shared);
    if (lastSave && lastSave.version >= page.version) followSave(lastSave);
    const unobserve = observeSharedSave(shared, followSave);
    // Issue 29's rule (designer README "Co-editing"): a colleague's deletion of what this
    // designer has selected (its properties open) stands; the selection clears and they are told.
    const unwatch = watchRemoteDeletions({
      doc: shared,
      awareness: connection.awareness,
      watched: () => store.getState().selection,
      onDeleted({ controlIds, message }) {
        const selection = store.getState().selection.filter((id) => !controlIds.includes(id));
        set({ selection });
        presence?.select(selection);
        presence?.setEditing(null);
        messages.warning(message);
      },
    });
    const detachDocument = detach;
    detach = () => {
      unobserve();
      unwatch();
      detachDocument();
    };
  }

  function conflictOf(error: unknown): SaveConflict | null {
    if (isRequestError(error) && error.rspCd === RSP_CD.versionConflict) {
      return { baseVersion: store.getState().version, message: error.message };
    }
    return null;
  }

  async function sendSave(version: number, retryOnConflict = true): Promise<void> {
    const json = view.page();
    set({ saveState: 'doing' });
    try {
      const saved = await savePage(client, subApp, {
        pageId,
        version,
        data: JSON.stringify(json.pageData),
        dataSource: JSON.stringify(json.pageDataSource),
      });
      savedJson = json;
      savedDigest = pageDigest(textOf(json));
      if (draftTimer) clearTimeout(draftTimer);
      draftTimer = null;
      // Work done while the save travelled stays in the draft.
      if (isSaved()) drafts.removeItem(key);
      else writeDraft();
      set({ version: saved.version, conflict: null, dirty: !isSaved() });
      // Co-editing: every tab in the room learns the new version (README "Co-editing").
      if (live) writeSharedSave(doc, { version: saved.version, digest: savedDigest });
    } catch (error) {
      // spec 1 §4: a failed save resets silently (the client has shown its message); a stale
      // version keeps the document and its history and asks what to do.
      const conflict = conflictOf(error);
      if (conflict && live && retryOnConflict) {
        // Co-editing: the newer version was saved from this room, so it is a state of this
        // same shared document: save on top of it (README "Co-editing": no conflict dialog).
        const latest = await getPageData(client, subApp, pageId);
        set({ page: { ...store.getState().page!, version: latest.version } });
        await sendSave(latest.version, false);
        return;
      }
      if (conflict) set({ conflict });
    } finally {
      set({ saveState: 'done' });
    }
  }

  /** Puts a page's new settings in the snapshot (its summary, and the loaded page's members). */
  function settingsChanged(summary: PageSummary) {
    const { page, pages } = store.getState();
    set({
      pages: pages.map((p) => (p.pageId === summary.pageId ? summary : p)),
      page: page && {
        ...page,
        title: summary.title,
        pageType: summary.pageType,
        styleName: summary.styleName,
        templateId: summary.templateId,
      },
    });
  }

  /** A settings call: the new settings, or nothing when refused (the client showed why). */
  async function changeSettings(call: () => Promise<PageSummary>): Promise<boolean> {
    try {
      settingsChanged(await call());
      return true;
    } catch {
      return false;
    }
  }

  return {
    getSnapshot: () => store.getState(),
    subscribe: (listener: () => void) => store.subscribe(listener),
    /** The document being edited (replaced on a reload: read it again when `revision` moves). */
    get doc() {
      return doc;
    },
    get commands() {
      return commands;
    },
    get history() {
      return history;
    },
    /** The document as JSON, per control and per parent grid. */
    view,
    /** Presence of the co-editing room (y-protocols awareness); null when not co-editing. */
    get awareness() {
      return live?.awareness ?? null;
    },
    /** This tab's presence in the room (README "Presence"); null when not co-editing. */
    get presence() {
      return presence;
    },
    /** Loads the page (and puts back a draft); answers the stop. */
    start(): () => void {
      stopped = false;
      load().catch((error: unknown) => {
        if (!stopped)
          set({ state: 'error', error: error instanceof Error ? error.message : String(error) });
      });
      return () => {
        stopped = true;
        if (draftTimer) {
          clearTimeout(draftTimer);
          writeDraft();
        }
        detach();
        presence?.destroy();
        presence = null;
        live?.destroy();
        live = null;
      };
    },
    /** spec 1 §4 Page save: skipped when nothing changed or a save is on its way. */
    save(): Promise<void> {
      const snapshot = store.getState();
      if (
        snapshot.state !== 'ready' ||
        snapshot.saveState === 'doing' ||
        !snapshot.dirty ||
        snapshot.readOnly
      ) {
        return Promise.resolve();
      }
      return sendSave(snapshot.version);
    },
    /** After a conflict: saves this designer's page over the newer version. */
    async overwrite(): Promise<void> {
      const latest = await getPageData(client, subApp, pageId);
      set({ page: { ...store.getState().page!, version: latest.version } });
      await sendSave(latest.version);
    },
    /**
     * After a conflict: loads the newer version and applies this designer's changes on top of it
     * (a control, setting or data source changed here wins; the rest is the colleague's). The
     * history starts again from there.
     */
    async reloadAndReapply(): Promise<void> {
      const latest = await getPageData(client, subApp, pageId);
      if (live) {
        // Co-editing: the shared document already holds everyone's work; it is based on the
        // newer version from now on.
        set({ page: latest, version: latest.version, conflict: null });
        return;
      }
      const server = pageJsonOf(latest);
      const merged = rebasePage(savedJson, view.page(), server);
      set({ page: latest, version: latest.version, conflict: null });
      useDocument(merged, server);
    },
    /** ChangeTheme (spec 1 §1 theme1..theme6, '' the default): at once, every environment. */
    changeTheme(styleName: string): Promise<boolean> {
      return changeSettings(() => changeTheme(client, subApp, { pageId, styleName }));
    },
    /** The page's settings (title, master page, parameters…): at once, every environment. */
    updateSettings(changes: UpdatePageInput): Promise<boolean> {
      return changeSettings(() => updatePage(client, subApp, { ...changes, pageId }));
    },
    select(ids: readonly string[]) {
      set({ selection: [...ids] });
      presence?.select(ids);
    },
    /** Chooses where the palette adds (the page's grid or a container); null: none. */
    chooseContainer(place: ControlPlace | null) {
      set({ container: place });
    },
    setBreakpoint(breakpoint: GridBreakpoint) {
      set({ breakpoint });
    },
    /** The Mobile surface draws the page at 375 px: its narrowest breakpoint (spec 1 §9). */
    setSurface(surface: DesignSurface) {
      set({ surface, breakpoint: surface === 'Mobile' ? 'xxs' : 'lg' });
    },
  };
}

export type DesignerSession = ReturnType<typeof createDesignerSession>;
