import type * as Y from 'yjs';

/**
 * The last save of a co-edited page, as every designer in the room sees it (README
 * "Co-editing"): the version the server answered and a digest of the page JSON that was saved.
 * It lives in the shared document beside the page (`saved` map, never read into the page JSON)
 * so a colleague's save moves every tab's version (发布 publishes it) and clears their 未保存.
 */
export interface SharedSave {
  version: number;
  digest: string;
}

/** Origin of the write of a save: not a designer's command, so never undone. */
export const SAVE_ORIGIN = 'designer-save';

const SAVED_MAP = 'saved';

/** A short digest of a page's stable JSON text (FNV-1a, 2 × 32 bits): equal text, equal digest. */
export function pageDigest(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(36)}.${(b >>> 0).toString(36)}`;
}

/** The room's last save, or null when nobody saved through the room yet. */
export function readSharedSave(doc: Y.Doc): SharedSave | null {
  const map = doc.getMap<unknown>(SAVED_MAP);
  const version = map.get('version');
  const digest = map.get('digest');
  return typeof version === 'number' && typeof digest === 'string' ? { version, digest } : null;
}

/** Records a save for the room; an older version than the recorded one is ignored. */
export function writeSharedSave(doc: Y.Doc, save: SharedSave): void {
  const current = readSharedSave(doc);
  if (current && current.version >= save.version) return;
  doc.transact(() => {
    const map = doc.getMap<unknown>(SAVED_MAP);
    map.set('version', save.version);
    map.set('digest', save.digest);
  }, SAVE_ORIGIN);
}

/** Calls `listener` when the room's last save changes (a colleague saved). */
export function observeSharedSave(doc: Y.Doc, listener: (save: SharedSave) => void): () => void {
  const map = doc.getMap<unknown>(SAVED_MAP);
  const observer = () => {
    const save = readSharedSave(doc);
    if (save) listener(save);
  };
  map.observe(observer);
  return () => map.unobserve(observer);
}
