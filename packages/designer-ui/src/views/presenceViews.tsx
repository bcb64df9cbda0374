import type { ReactNode } from 'react';
import { Avatar, AvatarGroup, Box, Tooltip, Typography } from '@mui/material';
import {
  usePeerList,
  usePeers,
  usePeersEditing,
  usePeersSelecting,
  usePresence,
} from '../react/usePeers.js';
import { editingText, peerTitle } from './collaborationTexts.js';

/** The other designers in the room, as avatars (name initial on their colour) in the toolbar. */
export function PresenceAvatars() {
  const peers = usePeerList();
  if (peers.length === 0) return null;
  return (
    <AvatarGroup
      max={5}
      data-testid="presence-avatars"
      sx={{ ml: 1, '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 13, borderWidth: 2 } }}
    >
      {peers.map((peer) => (
        <Tooltip key={peer.clientId} title={peerTitle(peer)}>
          <Avatar
            data-testid="presence-avatar"
            data-peer-name={peer.name}
            sx={{ bgcolor: peer.color, color: '#fff' }}
          >
            {peer.initial}
          </Avatar>
        </Tooltip>
      ))}
    </AvatarGroup>
  );
}

/** A control's outlines in the colours of the designers who selected it, with the first one's name. */
export function RemoteSelection({ id }: { id: string }) {
  const selecting = usePeersSelecting(id);
  if (selecting.length === 0) return null;
  const shadows = selecting.map((peer, i) => `inset 0 0 0 ${2 * (i + 1)}px ${peer.color}`);
  return (
    <Box
      data-testid="remote-selection"
      data-peer-name={selecting.map((peer) => peer.name).join(',')}
      sx={{
        position: 'absolute',
        inset: 0,
        zIndex: 3,
        pointerEvents: 'none',
        borderRadius: 0.5,
        boxShadow: shadows.join(', '),
      }}
    >
      <Typography
        component="span"
        sx={{
          position: 'absolute',
          top: 0,
          right: 0,
          px: 0.75,
          fontSize: 11,
          lineHeight: '18px',
          color: '#fff',
          bgcolor: selecting[0]!.color,
          borderBottomLeftRadius: 4,
        }}
      >
        {selecting.map((peer) => peer.name).join('、')}
      </Typography>
    </Box>
  );
}

/** The outline tree's mark of a control others selected: a bar in each one's colour. */
export function RemoteSelectionBar({ id }: { id: string }) {
  const selecting = usePeersSelecting(id);
  if (selecting.length === 0) return null;
  return (
    <Box
      data-testid="outline-remote-selection"
      data-peer-name={selecting.map((peer) => peer.name).join(',')}
      sx={{ display: 'flex', gap: '2px', position: 'absolute', left: 2, top: 4, bottom: 4 }}
    >
      {selecting.map((peer) => (
        <Box key={peer.name + peer.color} sx={{ width: 3, borderRadius: 1, bgcolor: peer.color }} />
      ))}
    </Box>
  );
}

/**
 * The canvas's pointer layer: this tab's pointer goes to the room (throttled by the presence
 * model), the others' are drawn as coloured arrows with their names. Wraps the canvas.
 */
export function PointerLayer({ children }: { children: ReactNode }) {
  const presence = usePresence();
  const peers = usePeers();
  return (
    <Box
      sx={{ position: 'relative' }}
      onMouseMove={(event) => {
        if (!presence) return;
        const box = event.currentTarget.getBoundingClientRect();
        presence.movePointer({
          x: Math.round(event.clientX - box.left),
          y: Math.round(event.clientY - box.top),
        });
      }}
      onMouseLeave={() => presence?.movePointer(null)}
    >
      {children}
      {peers.map(
        (peer) =>
          peer.pointer && (
            <Box
              key={peer.clientId}
              data-testid="remote-pointer"
              data-peer-name={peer.name}
              sx={{
                position: 'absolute',
                left: peer.pointer.x,
                top: peer.pointer.y,
                zIndex: 20,
                pointerEvents: 'none',
                transition: 'left 60ms linear, top 60ms linear',
              }}
            >
              <svg width="16" height="16" viewBox="0 0 16 16" style={{ display: 'block' }}>
                <path
                  d="M1 1 L1 13 L4.5 9.5 L7 15 L9 14 L6.5 8.5 L11.5 8.5 Z"
                  fill={peer.color}
                  stroke="#fff"
                  strokeWidth="1"
                />
              </svg>
              <Typography
                component="span"
                sx={{
                  ml: 1.5,
                  px: 0.75,
                  fontSize: 11,
                  lineHeight: '18px',
                  color: '#fff',
                  bgcolor: peer.color,
                  borderRadius: 1,
                  whiteSpace: 'nowrap',
                }}
              >
                {peer.name}
              </Typography>
            </Box>
          ),
      )}
    </Box>
  );
}

/**
 * One property's editor with co-editing around it: focusing it tells the room this designer is
 * editing it, and while a colleague edits it the panel says so (README "Presence").
 */
export function EditedField({
  id,
  field,
  children,
}: {
  id: string;
  field: string;
  children: ReactNode;
}) {
  const presence = usePresence();
  const editing = usePeersEditing(id, field);
  return (
    <Box
      onFocus={() => presence?.setEditing({ controlId: id, field })}
      onBlur={() => presence?.setEditing(null)}
      sx={
        editing.length > 0
          ? { borderLeft: 3, borderColor: editing[0]!.color, pl: 1, ml: -1.375 }
          : undefined
      }
    >
      {children}
      {editing.length > 0 && (
        <Typography
          data-testid="peer-editing"
          variant="caption"
          sx={{ color: editing[0]!.color, display: 'block', mt: 0.5, fontWeight: 500 }}
        >
          {editingText(editing.map((peer) => peer.name))}
        </Typography>
      )}
    </Box>
  );
}
