import { useMemo, useSyncExternalStore } from 'react';
import type { Peer, Presence } from '@tessera/designer';
import { useDesignerState, useSession } from './DesignerContext.js';

const NO_PEERS: readonly Peer[] = [];
const noSubscription = () => () => undefined;

/** This tab's presence in the page's room; null when not co-editing (it comes with the room). */
export function usePresence(): Presence | null {
  const session = useSession();
  useDesignerState((s) => s.collaboration !== null);
  return session.presence;
}

/**
 * A part of the other designers' presence (README "Presence"), re-rendering only when that part
 * changes: `pick` answers a string (a pointer's move re-renders the pointer layer, not every
 * outlined control).
 */
function usePeerKey(pick: (peers: readonly Peer[]) => string): string {
  const presence = usePresence();
  return useSyncExternalStore(presence?.subscribe ?? noSubscription, () =>
    pick(presence?.getSnapshot() ?? NO_PEERS),
  );
}

/** The other designers in the room (every change, pointers included). */
export function usePeers(): readonly Peer[] {
  const presence = usePresence();
  return useSyncExternalStore(presence?.subscribe ?? noSubscription, () =>
    presence ? presence.getSnapshot() : NO_PEERS,
  );
}

type ListedPeer = Pick<Peer, 'clientId' | 'name' | 'initial' | 'color' | 'readOnly'>;

/** Who is in the room and whether they edit, without their pointers and selections (the toolbar's avatars). */
export function usePeerList(): readonly ListedPeer[] {
  const key = usePeerKey((peers) =>
    JSON.stringify(
      peers.map(({ clientId, name, initial, color, readOnly }) => ({
        clientId,
        name,
        initial,
        color,
        readOnly,
      })),
    ),
  );
  return useMemo(() => JSON.parse(key) as ListedPeer[], [key]);
}

/** The designers who selected control `id` (its coloured outlines), by name and colour. */
export function usePeersSelecting(id: string): readonly { name: string; color: string }[] {
  const key = usePeerKey((peers) =>
    JSON.stringify(
      peers
        .filter((peer) => peer.selection.includes(id))
        .map(({ name, color }) => ({ name, color })),
    ),
  );
  return useMemo(() => JSON.parse(key) as { name: string; color: string }[], [key]);
}

/** The designers editing one property of control `id` (`field` is its path, `props.label`). */
export function usePeersEditing(
  id: string,
  field: string,
): readonly { name: string; color: string }[] {
  const key = usePeerKey((peers) =>
    JSON.stringify(
      peers
        .filter((peer) => peer.editing?.controlId === id && peer.editing.field === field)
        .map(({ name, color }) => ({ name, color })),
    ),
  );
  return useMemo(() => JSON.parse(key) as { name: string; color: string }[], [key]);
}
