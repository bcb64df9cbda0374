import type { Awareness } from 'y-protocols/awareness';

/**
 * Remote pointers are sent at most once per this many ms (README "Presence"): 20 a second is
 * smooth to the eye and a few hundred bytes a second per designer on the socket. The last
 * position of a burst is always sent.
 */
export const POINTER_THROTTLE_MS = 50;

/** The colours designers are drawn in, by their place in the room (README "Presence"). */
export const PRESENCE_COLORS = [
  // No blue: the designer's own selection is drawn in the theme's primary blue.
  '#e53935',
  '#8e24aa',
  '#d81b60',
  '#00897b',
  '#f4511e',
  '#6d4c41',
  '#fb8c00',
  '#43a047',
] as const;

/** Where a designer's pointer is, in px from the canvas's top-left corner. */
export interface PresencePointer {
  x: number;
  y: number;
}

/** A property a designer is editing: a control and the field's path (`props.label`). */
export interface PresenceEditing {
  controlId: string;
  field: string;
}

/** One designer in the room, as the others see them. */
export interface Peer {
  /** The awareness client id: one per tab. */
  clientId: number;
  userId: string;
  name: string;
  /** The avatar's letter: the first character of the name. */
  initial: string;
  color: string;
  selection: readonly string[];
  pointer: PresencePointer | null;
  editing: PresenceEditing | null;
  /** The designer joined without write (a read-only role): they watch, they do not edit. */
  readOnly: boolean;
}

/** What a tab publishes about itself (the awareness state's fields). */
interface LocalState {
  user: { id: string; name: string; color: string };
  selection: string[];
  pointer: PresencePointer | null;
  editing: PresenceEditing | null;
  readOnly: boolean;
}

/** The timers presence needs (a `Clock` of `@tessera/ports` fits). */
export interface PresenceClock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: never): void;
}

/** Options of {@link createPresence}. */
export interface PresenceOptions {
  /** The room's awareness (`Collaboration.awareness`). */
  awareness: Awareness;
  /** The signed-in designer. */
  user: { id: string; name: string };
  clock: PresenceClock;
}

/** The colour of a tab in the room: stable for its client id, spread over the palette. */
export function presenceColor(clientId: number): string {
  return PRESENCE_COLORS[Math.abs(Math.imul(clientId, 2654435761) >>> 0) % PRESENCE_COLORS.length]!;
}

function peerOf(clientId: number, state: Partial<LocalState>): Peer | null {
  const user = state.user;
  if (!user || typeof user.name !== 'string') return null;
  return {
    clientId,
    userId: String(user.id),
    name: user.name,
    initial: Array.from(user.name.trim())[0]?.toUpperCase() ?? '?',
    color: typeof user.color === 'string' ? user.color : presenceColor(clientId),
    selection: Array.isArray(state.selection) ? state.selection : [],
    pointer: state.pointer ?? null,
    editing: state.editing ?? null,
    readOnly: state.readOnly === true,
  };
}

/**
 * Presence in a co-editing room (issue 29), framework-free: this tab publishes its designer,
 * colour, selection, pointer (throttled to {@link POINTER_THROTTLE_MS}) and the property being
 * edited through the room's awareness (y-protocols); the others are read back as {@link Peer}s.
 * `getSnapshot()` answers the same array until a peer changes (for `useSyncExternalStore`).
 *
 * @example
 * ```ts
 * const presence = createPresence({ awareness: live.awareness, user, clock });
 * presence.select(['button-1']);
 * presence.subscribe(() => draw(presence.getSnapshot()));
 * ```
 */
export function createPresence(options: PresenceOptions) {
  const { awareness, clock } = options;
  const color = presenceColor(awareness.clientID);
  const listeners = new Set<() => void>();
  let peers: readonly Peer[] = [];

  awareness.setLocalState({
    user: { id: options.user.id, name: options.user.name, color },
    selection: [],
    pointer: null,
    editing: null,
    readOnly: false,
  } satisfies LocalState);

  const read = () => {
    const next: Peer[] = [];
    for (const [clientId, state] of awareness.getStates()) {
      if (clientId === awareness.clientID) continue;
      const peer = peerOf(clientId, state as Partial<LocalState>);
      if (peer) next.push(peer);
    }
    next.sort((x, y) => x.clientId - y.clientId);
    if (JSON.stringify(next) === JSON.stringify(peers)) return;
    peers = next;
    for (const listener of [...listeners]) listener();
  };
  const onChange = ({ added, updated, removed }: Record<string, number[]>) => {
    const others = [...added!, ...updated!, ...removed!].some((id) => id !== awareness.clientID);
    if (others) read();
  };
  awareness.on('change', onChange);
  read();

  let lastPointerAt = Number.NEGATIVE_INFINITY;
  let pendingPointer: PresencePointer | null | undefined;
  let pointerTimer: unknown = null;
  const sendPointer = (pointer: PresencePointer | null) => {
    lastPointerAt = clock.now();
    awareness.setLocalStateField('pointer', pointer);
  };

  return {
    /** The other designers in the room, by client id. */
    getSnapshot: (): readonly Peer[] => peers,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** This tab's colour. */
    color,
    /** Publishes this designer's selection. */
    select(ids: readonly string[]) {
      awareness.setLocalStateField('selection', [...ids]);
    },
    /** Publishes whether this designer joined without write (the server decides; shown to the others). */
    setReadOnly(readOnly: boolean) {
      if ((awareness.getLocalState() as LocalState | null)?.readOnly === readOnly) return;
      awareness.setLocalStateField('readOnly', readOnly);
    },
    /** Publishes the property being edited (null: none). */
    setEditing(editing: PresenceEditing | null) {
      const current = (awareness.getLocalState() as LocalState | null)?.editing ?? null;
      if (current?.controlId === editing?.controlId && current?.field === editing?.field) return;
      awareness.setLocalStateField('editing', editing);
    },
    /**
     * Publishes the pointer (null: it left the canvas), at most once per
     * {@link POINTER_THROTTLE_MS}; the latest position of a burst goes out at the end of it.
     */
    movePointer(pointer: PresencePointer | null) {
      const wait = lastPointerAt + POINTER_THROTTLE_MS - clock.now();
      if (wait <= 0 && pointerTimer === null) {
        sendPointer(pointer);
        return;
      }
      pendingPointer = pointer;
      if (pointerTimer !== null) return;
      pointerTimer = clock.setTimeout(
        () => {
          pointerTimer = null;
          if (pendingPointer !== undefined) sendPointer(pendingPointer);
          pendingPointer = undefined;
        },
        Math.max(0, wait),
      );
    },
    /** Leaves the room's presence (the others see this tab go at once). */
    destroy() {
      if (pointerTimer !== null) clock.clearTimeout(pointerTimer as never);
      awareness.off('change', onChange);
      listeners.clear();
      awareness.setLocalState(null);
    },
  };
}

/** A tab's presence in a room. */
export type Presence = ReturnType<typeof createPresence>;

/** The colours of the peers selecting each control (for outlines on the canvas and the tree). */
export function selectionsByControl(peers: readonly Peer[]): Map<string, Peer[]> {
  const byControl = new Map<string, Peer[]>();
  for (const peer of peers) {
    for (const id of peer.selection) byControl.set(id, [...(byControl.get(id) ?? []), peer]);
  }
  return byControl;
}
