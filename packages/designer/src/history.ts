import * as Y from 'yjs';
import { HISTORY_CAPTURE_MS, HISTORY_LIMIT } from './constants.js';
import { pageParts } from './pageDocument.js';

/** The undo and redo flags a designer's toolbar shows (spec 1 §4 Page save: undo/redo flags). */
export interface HistoryState {
  canUndo: boolean;
  canRedo: boolean;
}

/** One designer's history of one document. */
export interface History {
  undo(): void;
  redo(): void;
  /** Ends the current step: the next command starts a new one (the end of a drag). */
  stopCapturing(): void;
  /** The flags; a new object only when one of them changed. */
  getSnapshot(): HistoryState;
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

/** Options of {@link createHistory}. */
export interface HistoryOptions {
  /** The origin of this designer's commands: only they are undone, never a colleague's. */
  origin: unknown;
  /** Commands closer together than this (ms) are one step (default {@link HISTORY_CAPTURE_MS}). */
  captureTimeout?: number;
  /** Steps kept (default {@link HISTORY_LIMIT}); the oldest go first. */
  limit?: number;
  /** The shared types tracked (default: the page document's parts; a form passes its own). */
  scope?: Y.AbstractType<unknown>[];
  /** Whether the designer may only read now: undo and redo then change nothing. */
  readOnly?: () => boolean;
}

function pageScope(doc: Y.Doc): Y.AbstractType<unknown>[] {
  const parts = pageParts(doc);
  return [
    parts.settings,
    parts.controls,
    parts.roots,
    parts.dataSources,
  ] as Y.AbstractType<unknown>[];
}

/**
 * The personal history of a page document on `Y.UndoManager`: it tracks only the commands of
 * `origin` (loading a page, a colleague's edits and the reload of a saved version are not
 * steps), merges commands closer together than the capture timeout (typing in a property field),
 * and keeps at most `limit` steps.
 */
export function createHistory(doc: Y.Doc, options: HistoryOptions): History {
  const limit = options.limit ?? HISTORY_LIMIT;
  const scope = options.scope ?? pageScope(doc);
  const manager = new Y.UndoManager(scope, {
    trackedOrigins: new Set([options.origin]),
    captureTimeout: options.captureTimeout ?? HISTORY_CAPTURE_MS,
  });
  const listeners = new Set<() => void>();
  let snapshot: HistoryState = { canUndo: false, canRedo: false };
  const refresh = () => {
    const next = { canUndo: manager.canUndo(), canRedo: manager.canRedo() };
    if (next.canUndo === snapshot.canUndo && next.canRedo === snapshot.canRedo) return;
    snapshot = next;
    for (const listener of [...listeners]) listener();
  };
  const onAdded = () => {
    while (manager.undoStack.length > limit) manager.undoStack.shift();
    refresh();
  };
  manager.on('stack-item-added', onAdded);
  manager.on('stack-item-popped', refresh);
  manager.on('stack-cleared', refresh);
  return {
    // Refreshed after the call as well: a step whose items a colleague deleted meanwhile is
    // dropped without a 'stack-item-popped' event, and the stack may be empty after it.
    undo: () => {
      if (options.readOnly?.()) return;
      manager.undo();
      refresh();
    },
    redo: () => {
      if (options.readOnly?.()) return;
      manager.redo();
      refresh();
    },
    stopCapturing: () => manager.stopCapturing(),
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
      manager.destroy();
    },
  };
}
