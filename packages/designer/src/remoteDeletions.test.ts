import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { applyAwarenessUpdate, Awareness, encodeAwarenessUpdate } from 'y-protocols/awareness';
import { DesignerError } from './DesignerError.js';
import { createHistory } from './history.js';
import { pageCommands } from './pageCommands.js';
import { createPageDocument, readPageJson } from './pageDocument.js';
import { createPresence, type PresenceClock } from './presence.js';
import { watchRemoteDeletions, type RemoteDeletion } from './remoteDeletions.js';

// Two designers' documents and awareness joined as the provider joins them: each update is
// applied on the other side with a remote origin. `offline()` holds the updates back, so both
// can edit at once; `online()` exchanges what each side lacks (Yjs sync step 1/2).

const REMOTE = 'provider';
const clock: PresenceClock = { now: () => 0, setTimeout: () => 0, clearTimeout: () => {} };

function twoDesigners() {
  const a = createPageDocument({
    pageData: {
      controls: [
        { id: 'form-1', typeName: 'Form', props: {} },
        { id: 'input-1', typeName: 'Input', parentId: 'form-1', props: {} },
        { id: 'button-1', typeName: 'Button', props: { label: '提交' } },
        { id: 'text-1', typeName: 'Text', props: {} },
      ],
    },
    pageDataSource: [],
  });
  const b = new Y.Doc();
  Y.applyUpdate(b, Y.encodeStateAsUpdate(a), REMOTE);
  let connected = true;
  const relay = (from: Y.Doc, to: Y.Doc) =>
    from.on('update', (update: Uint8Array, origin: unknown) => {
      if (connected && origin !== REMOTE) Y.applyUpdate(to, update, REMOTE);
    });
  relay(a, b);
  relay(b, a);
  const awareness = { a: new Awareness(a), b: new Awareness(b) };
  const relayAwareness = (from: Awareness, to: Awareness) =>
    from.on('update', ({ added, updated, removed }: Record<string, number[]>) => {
      const changed = [...added!, ...updated!, ...removed!];
      applyAwarenessUpdate(to, encodeAwarenessUpdate(from, changed), REMOTE);
    });
  relayAwareness(awareness.a, awareness.b);
  relayAwareness(awareness.b, awareness.a);
  createPresence({ awareness: awareness.a, user: { id: 'u1', name: '李雷' }, clock });
  createPresence({ awareness: awareness.b, user: { id: 'u2', name: '韩梅梅' }, clock });
  return {
    a,
    b,
    awareness,
    offline: () => (connected = false),
    online() {
      connected = true;
      Y.applyUpdate(b, Y.encodeStateAsUpdate(a, Y.encodeStateVector(b)), REMOTE);
      Y.applyUpdate(a, Y.encodeStateAsUpdate(b, Y.encodeStateVector(a)), REMOTE);
    },
  };
}

/** Designer A, editing `selected`: what A is told. */
function editorA(doc: Y.Doc, awareness: Awareness, selected: string[]) {
  const told: RemoteDeletion[] = [];
  let selection = selected;
  watchRemoteDeletions({
    doc,
    awareness,
    watched: () => selection,
    onDeleted(deletion) {
      selection = selection.filter((id) => !deletion.controlIds.includes(id));
      told.push(deletion);
    },
  });
  return { told, selection: () => selection };
}

describe('watchRemoteDeletions', () => {
  it('tells the editor who deleted the control they are editing, and clears it from the selection', () => {
    const { a, b, awareness } = twoDesigners();
    const editor = editorA(a, awareness.a, ['button-1', 'text-1']);
    pageCommands(b, { origin: 'b' }).deleteControls(['button-1']);

    expect(editor.told).toEqual([
      {
        controlIds: ['button-1'],
        by: { clientId: b.clientID, name: '韩梅梅' },
        message: '韩梅梅 删除了你正在编辑的控件',
      },
    ]);
    expect(editor.selection()).toEqual(['text-1']);
    // The deletion stands on both sides.
    expect(readPageJson(a).pageData.controls.map((c) => c.id)).toEqual([
      'form-1',
      'input-1',
      'text-1',
    ]);
  });

  it('tells about a control deleted with its container', () => {
    const { a, b, awareness } = twoDesigners();
    const editor = editorA(a, awareness.a, ['input-1']);
    pageCommands(b, { origin: 'b' }).deleteControls(['form-1']);
    expect(editor.told.map((t) => [t.controlIds, t.message])).toEqual([
      [['input-1'], '韩梅梅 删除了你正在编辑的控件'],
    ]);
  });

  it('stays silent for controls not selected, and for this designer’s own deletions and undo', () => {
    const { a, b, awareness } = twoDesigners();
    const editor = editorA(a, awareness.a, ['button-1']);
    pageCommands(b, { origin: 'b' }).deleteControls(['text-1']);
    const mine = pageCommands(a, { origin: 'a' });
    const history = createHistory(a, { origin: 'a' });
    const added = mine.addControl({ typeName: 'Button' });
    history.undo();
    mine.deleteControls(['button-1']);
    expect(editor.told).toEqual([]);
    expect(a.getMap('controls').has(added)).toBe(false);
  });

  it('names nobody when the deleter has left the room', () => {
    const { a, b, awareness } = twoDesigners();
    const editor = editorA(a, awareness.a, ['button-1']);
    awareness.b.setLocalState(null);
    pageCommands(b, { origin: 'b' }).deleteControls(['button-1']);
    expect(editor.told[0]?.message).toBe('另一位设计者 删除了你正在编辑的控件');
  });
});

describe('an edit of a control a colleague deleted', () => {
  it('never re-creates it: not when made at the same moment, not after, not by undo', () => {
    const { a, b, awareness, offline, online } = twoDesigners();
    const editor = editorA(a, awareness.a, ['button-1']);
    const mine = pageCommands(a, { origin: 'a' });
    const history = createHistory(a, { origin: 'a', captureTimeout: 0 });

    // Both at once: A edits the button's label and box while B deletes it.
    offline();
    mine.setProperty('button-1', ['props', 'label'], '保存');
    mine.setLayout('button-1', { x: 2, y: 2, w: 4, h: 2 });
    pageCommands(b, { origin: 'b' }).deleteControls(['button-1']);
    online();

    for (const doc of [a, b]) {
      expect(doc.getMap('controls').has('button-1')).toBe(false);
      expect(readPageJson(doc).pageData.controls.map((c) => c.id)).toEqual([
        'form-1',
        'input-1',
        'text-1',
      ]);
    }
    expect(editor.told.map((t) => t.message)).toEqual(['韩梅梅 删除了你正在编辑的控件']);

    // After: the command is refused and the document is unchanged.
    const before = JSON.stringify(readPageJson(a));
    expect(() => mine.setProperty('button-1', ['props', 'label'], '再改')).toThrow(DesignerError);
    expect(JSON.stringify(readPageJson(a))).toBe(before);

    // Undoing the edits made on it brings nothing back, on either side.
    for (let step = 0; step < 3 && history.getSnapshot().canUndo; step++) history.undo();
    expect(history.getSnapshot().canUndo).toBe(false);
    for (const doc of [a, b]) expect(doc.getMap('controls').has('button-1')).toBe(false);
    expect(readPageJson(a)).toEqual(readPageJson(b));
  });
});
