import type { AddSignConfAnswer } from '@tessera/protocol';

type Position = 'before' | 'after';
type Mode = AddSignConfAnswer['modes'][number];

/**
 * 加签's choices from its configuration (getaddsignconf; both positions while it is unknown)
 * and what is chosen: the picked position and mode, else 在我之后 when offered and the first mode.
 */
export function addSignChoices(
  conf: AddSignConfAnswer | null,
  picked: { position?: Position | null; mode?: Mode | null } = {},
) {
  const positions: readonly Position[] = conf?.positions.length
    ? conf.positions
    : ['before', 'after'];
  const modes: readonly Mode[] = conf?.modes ?? [];
  return {
    positions,
    modes,
    position: picked.position ?? (positions.includes('after') ? 'after' : positions[0]!),
    mode: picked.mode ?? modes[0] ?? 'sequential',
  };
}
