import type { Awareness } from 'y-protocols/awareness';
import type * as Y from 'yjs';
import { pageParts } from './pageDocument.js';

/**
 * What the editor is told when a colleague deletes the control they have selected or are
 * editing (issue 29's one added rule, README "Co-editing"; the spec has no text): the deleter's
 * name, then 删除了你正在编辑的控件.
 */
export function deletedWhileEditingText(name: string): string {
  return `${name} 删除了你正在编辑的控件`;
}

/** The deleter's name when the room cannot tell who it was (they left, or an undo deleted it). */
export const UNKNOWN_DELETER = '另一位设计者';

/**
 * The map beside the page where each deletion names its deleter (like the `saved` map: never
 * read into the page JSON, not in the history's scope). One key, overwritten: it stays small.
 */
const DELETIONS_MAP = 'deletions';

interface DeletionMark {
  /** The deleter's Yjs client id: its awareness client id in the room. */
  clientId: number;
  ids: string[];
}

/**
 * Names this document's client as the deleter of `ids`. Called inside the deleting transaction,
 * so the mark travels in the same update as the deletion and is read when it is applied.
 */
export function markDeletion(doc: Y.Doc, ids: readonly string[]): void {
  doc.getMap<DeletionMark>(DELETIONS_MAP).set('last', { clientId: doc.clientID, ids: [...ids] });
}

/** A colleague's deletion of controls this designer had selected or was editing. */
export interface RemoteDeletion {
  /** The watched controls that are gone. */
  controlIds: string[];
  /** The deleter as the room shows them; null when unknown. */
  by: { clientId: number; name: string } | null;
  /** The text to show (`deletedWhileEditingText`). */
  message: string;
}

/** Options of {@link watchRemoteDeletions}. */
export interface RemoteDeletionOptions {
  /** The shared page document. */
  doc: Y.Doc;
  /** The room's awareness: who the deleter is (`Peer` names, README "Presence"). */
  awareness?: Awareness | null;
  /** The controls this designer has selected or is editing, read at each remote change. */
  watched: () => readonly string[];
  /** Called once per remote transaction that deleted any of them. */
  onDeleted: (deletion: RemoteDeletion) => void;
}

function nameOf(awareness: Awareness | null | undefined, clientId: number): string | null {
  const state = awareness?.getStates().get(clientId) as { user?: { name?: unknown } } | undefined;
  return typeof state?.user?.name === 'string' ? state.user.name : null;
}

/**
 * Watches for the rule of issue 29: "a control deleted by one designer while another edits it is
 * deleted, and the editor is told". A remote transaction (not `local`: the provider's or the
 * local store's) that removes a watched control from the page calls `onDeleted` with who did it,
 * from the deletion's mark and the room's awareness. The deletion stands; the caller clears its
 * selection and shows the message. Answers its stop.
 *
 * @example
 * ```ts
 * const stop = watchRemoteDeletions({
 *   doc, awareness: live.awareness, watched: () => selection,
 *   onDeleted: ({ message }) => { selection = []; messages.warning(message); },
 * });
 * ```
 */
export function watchRemoteDeletions(options: RemoteDeletionOptions): () => void {
  const { doc, awareness } = options;
  const controls = pageParts(doc).controls;
  const marks = doc.getMap<DeletionMark>(DELETIONS_MAP);

  const onChange = (event: Y.YMapEvent<Y.Map<unknown>>, transaction: Y.Transaction) => {
    if (transaction.local) return;
    const watched = new Set(options.watched());
    const gone: string[] = [];
    for (const [id, change] of event.changes.keys) {
      if (change.action === 'delete' && watched.has(id) && !controls.has(id)) gone.push(id);
    }
    if (gone.length === 0) return;
    // The mark of this transaction names the deleter; an older mark (an undo deleted it, or
    // several colleagues' offline work merged at once) names nobody for these ids.
    const mark = marks.get('last');
    const marked = mark && gone.some((id) => mark.ids.includes(id)) ? mark : null;
    const name = marked ? nameOf(awareness, marked.clientId) : null;
    options.onDeleted({
      controlIds: gone,
      by: marked ? { clientId: marked.clientId, name: name ?? UNKNOWN_DELETER } : null,
      message: deletedWhileEditingText(name ?? UNKNOWN_DELETER),
    });
  };
  controls.observe(onChange);
  return () => controls.unobserve(onChange);
}
