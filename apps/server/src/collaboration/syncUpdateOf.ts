/**
 * The Yjs update a Hocuspocus message carries, or null when it carries none (README
 * "Collaboration" → "Acknowledged": what is appended before the server applies it).
 *
 * A message is `varString documentName, varUint type, …`; a Sync (0) or SyncReply (4) message
 * continues with y-protocols' `varUint syncType, varUint8Array payload`, and its payload is an
 * update for sync step 2 (1) and update (2); step 1 (0) carries a state vector. An update that
 * changes nothing (no structs, no deletions: the two bytes 0, 0) is not worth a row.
 */
export function syncUpdateOf(message: Uint8Array): Uint8Array | null {
  const reader = { bytes: message, at: 0 };
  try {
    skip(reader, readVarUint(reader)); // the document's name
    const type = readVarUint(reader);
    if (type !== MESSAGE_SYNC && type !== MESSAGE_SYNC_REPLY) return null;
    const syncType = readVarUint(reader);
    if (syncType !== SYNC_STEP_2 && syncType !== SYNC_UPDATE) return null;
    const length = readVarUint(reader);
    if (reader.at + length > message.length) return null;
    const update = message.subarray(reader.at, reader.at + length);
    return update.length <= 2 && update.every((byte) => byte === 0) ? null : update;
  } catch {
    return null;
  }
}

const MESSAGE_SYNC = 0;
const MESSAGE_SYNC_REPLY = 4;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

interface Reader {
  bytes: Uint8Array;
  at: number;
}

/** lib0's variable-length unsigned integer: 7 bits a byte, the high bit says more follow. */
function readVarUint(reader: Reader): number {
  let value = 0;
  let multiplier = 1;
  for (;;) {
    if (reader.at >= reader.bytes.length) throw new RangeError('message ends early');
    const byte = reader.bytes[reader.at++]!;
    value += (byte & 0x7f) * multiplier;
    if (byte < 0x80) return value;
    multiplier *= 128;
    if (multiplier > 2 ** 53) throw new RangeError('integer too large');
  }
}

function skip(reader: Reader, length: number): void {
  if (reader.at + length > reader.bytes.length) throw new RangeError('message ends early');
  reader.at += length;
}
