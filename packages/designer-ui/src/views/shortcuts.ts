import { copyControls, type ControlJson } from '@tessera/designer';
import type { DesignerSession } from '../model/designerSession.js';

/** The designer's clipboard: what was copied, and how many times it was pasted (spec 1 §9). */
let clipboard: { controls: ControlJson[]; pastes: number } | null = null;

export function copySelection(session: DesignerSession): void {
  const { selection } = session.getSnapshot();
  if (selection.length === 0) return;
  clipboard = { controls: copyControls(session.doc, [...selection]), pastes: 0 };
}

export function pasteClipboard(session: DesignerSession): void {
  if (!clipboard) return;
  clipboard.pastes += 1;
  const { container } = session.getSnapshot();
  const ids = session.commands.pasteControls(clipboard.controls, {
    place: container ?? { parent: null },
    step: clipboard.pastes,
  });
  session.history.stopCapturing();
  session.select(ids);
}

export function hasClipboard(): boolean {
  return clipboard !== null;
}

function editingText(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  if (!element) return false;
  return (
    element.tagName === 'INPUT' ||
    element.tagName === 'TEXTAREA' ||
    element.tagName === 'SELECT' ||
    element.isContentEditable
  );
}

const NUDGES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The designer's keys: Ctrl/Cmd+Z undo, Ctrl/Cmd+Shift+Z and Ctrl/Cmd+Y redo, Ctrl/Cmd+S save,
 * Ctrl/Cmd+C / V / D copy, paste, duplicate, Delete and Backspace delete, arrows nudge by one
 * grid unit. Keys typed into a field stay the field's.
 */
export function handleShortcut(session: DesignerSession, event: KeyboardEvent): void {
  if (editingText(event.target)) return;
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  const { selection, breakpoint } = session.getSnapshot();
  const run = (action: () => void) => {
    event.preventDefault();
    action();
  };
  if (mod && key === 'z' && !event.shiftKey) return run(() => session.history.undo());
  if (mod && ((key === 'z' && event.shiftKey) || key === 'y'))
    return run(() => session.history.redo());
  if (mod && key === 's') return run(() => void session.save());
  if (mod && key === 'c') return run(() => copySelection(session));
  if (mod && key === 'v') return run(() => pasteClipboard(session));
  if (mod && key === 'd' && selection.length) {
    return run(() => {
      const ids = session.commands.duplicateControls([...selection]);
      session.history.stopCapturing();
      session.select(ids);
    });
  }
  if ((event.key === 'Delete' || event.key === 'Backspace') && selection.length) {
    return run(() => {
      session.commands.deleteControls([...selection]);
      session.history.stopCapturing();
      session.select([]);
    });
  }
  const nudge = NUDGES[event.key];
  if (nudge && selection.length) {
    return run(() =>
      session.commands.nudgeControls(
        [...selection],
        nudge[0],
        nudge[1],
        breakpoint === 'lg' ? undefined : breakpoint,
      ),
    );
  }
}
