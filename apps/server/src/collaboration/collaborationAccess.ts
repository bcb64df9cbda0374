import {
  COLLABORATION_REFUSALS,
  parseCollaborationRoom,
  type CollaborationRoom,
} from '@tessera/designer';
import type { AccessTokenVerifier, Caller } from '../authorization/caller.js';
import { designerAccessOf } from '../authorization/operationAccess.js';
import type { Db } from '../db/database.js';
import { EnvelopeError } from '../http/envelopeError.js';
import { findRoomPage, type RoomPage } from './collaborationStore.js';

/**
 * How often a connection's session is checked again while it sends (ms): an expired or
 * revoked session is disconnected at its first message after this (README "Collaboration").
 * The designer access is checked again too: lost, the room is refused; changed between write
 * and read-only, the socket closes and the provider joins again in the new mode.
 */
export const SESSION_RECHECK_MS = 5_000;

/**
 * How long a connection keeps sending while its session cannot be checked again (the database
 * fails: an error, not a refusal), counted from its last successful check (ms). Within it each
 * message is let through and the next one checks again; past it the room is closed for the
 * connection as {@link UNAVAILABLE} (not as signed out), and the provider reconnects.
 */
export const SESSION_RECHECK_GRACE_MS = 60_000;

/** The close reason of a room whose session could not be checked for too long. */
export const UNAVAILABLE = 'server-unavailable';

/** The close reason of a connection whose designer access changed (write ↔ read-only). */
export const ACCESS_CHANGED = 'access-changed';

/** Why a socket was refused or closed: Hocuspocus sends the reason to the provider. */
export class CollaborationRefusal extends Error {
  /** A websocket close code of the application range (4000–4999). */
  readonly code: number;
  readonly reason: string;
  constructor(code: number, reason: string) {
    super(reason);
    this.code = code;
    this.reason = reason;
  }
}

/** The reasons a provider reads (`authenticationFailed`'s `reason`, a close reason). */
export const REFUSALS = {
  /** No token, or one that does not verify (expired, revoked, forged). */
  session: () => new CollaborationRefusal(4401, COLLABORATION_REFUSALS.session),
  /** Signed in, without the designer operation or the designer read operation. */
  forbidden: () => new CollaborationRefusal(4403, COLLABORATION_REFUSALS.forbidden),
  /**
   * Not a refusal: the user's designer access changed while connected (the designer operation
   * withdrawn with the read one kept, or granted): the socket closes and the provider
   * reconnects, joining in the new mode (README "Collaboration" → "Read-only designers").
   */
  accessChanged: () => new CollaborationRefusal(4409, ACCESS_CHANGED),
  /** The room names no page of that app and sub-app (or the wrong kind of page). */
  unknownRoom: () => new CollaborationRefusal(4404, COLLABORATION_REFUSALS.unknownRoom),
  /**
   * Not a refusal: the session or the room could not be checked (the database errs or cannot be
   * reached). The socket is closed with it and the provider reconnects (README "Collaboration").
   */
  unavailable: () => new CollaborationRefusal(4503, UNAVAILABLE),
} as const;

/**
 * Whether an error closes the connection's socket so that the provider connects again
 * ({@link UNAVAILABLE}, {@link ACCESS_CHANGED}) rather than refusing it.
 */
export function isReconnect(error: unknown): error is CollaborationRefusal {
  return (
    error instanceof CollaborationRefusal &&
    (error.reason === UNAVAILABLE || error.reason === ACCESS_CHANGED)
  );
}

/** Whether an error of the bearer check is its definite refusal (401), not a failure to check. */
function isRefusal(error: unknown): boolean {
  return error instanceof EnvelopeError && error.status === 401;
}

/** What a connection carries: who joined, the session to check again, the room's page. */
export interface ConnectionSession {
  caller: Caller;
  token: string;
  checkedAt: number;
  /** Joined read-only (the designer read operation without the designer operation). */
  readOnly: boolean;
  /** The check under way: messages that arrive meanwhile await it instead of starting their own. */
  checking?: Promise<void>;
}

/**
 * The room a connection may join and its page; refused as {@link REFUSALS} say. A check that
 * fails (the database errs: the verifier's error other than its 401, the operation or page
 * query) is not a refusal: it rejects with {@link REFUSALS}`.unavailable` (4503), never as a
 * sign-out.
 */
export async function authorizeRoom(
  options: {
    db: Db;
    verifyAccessToken: AccessTokenVerifier;
    now: () => number;
    log?: (message: string, error: unknown) => void;
  },
  token: string,
  documentName: string,
): Promise<{ session: ConnectionSession; room: CollaborationRoom; page: RoomPage }> {
  try {
    let caller: Caller;
    try {
      // The bearer check of every HTTP call (README "Authorization"), not a copy of it.
      caller = await options.verifyAccessToken(token);
    } catch (error) {
      // Only its definite answer means signed out; a failure to check says nothing of it.
      if (isRefusal(error)) throw REFUSALS.session();
      throw error;
    }
    // README "Authorization": the designer operation joins to edit, the read one read-only.
    const access = await designerAccessOf(options.db, caller.userId);
    if (!access) throw REFUSALS.forbidden();
    const room = parseCollaborationRoom(documentName);
    const page = room && (await findRoomPage(options.db, room));
    if (!room || !page || page.kind !== room.kind) throw REFUSALS.unknownRoom();
    const readOnly = access === 'read';
    return { session: { caller, token, checkedAt: options.now(), readOnly }, room, page };
  } catch (error) {
    if (error instanceof CollaborationRefusal) throw error;
    options.log?.('collaboration: a connection could not be authorized; it reconnects', error);
    throw REFUSALS.unavailable();
  }
}

/**
 * Checks a connection's session again when the last check is older than
 * {@link SESSION_RECHECK_MS}: the same verifier, so an expired token, an ended session or a
 * disabled account refuses; holding the designer operation is checked again too. One check at a
 * time per connection: the messages that arrive while it runs wait for its outcome. (Each started
 * its own: a designer's burst of edits made as many token and role queries at once, which on a
 * loaded database waited past the pool's connect timeout and closed the connection.)
 *
 * Only a definite answer refuses. A check that fails (the database errs or is unreachable) says
 * nothing about the session: the message goes through, the next one checks again, and only
 * after {@link SESSION_RECHECK_GRACE_MS} without a successful check is the room closed for the
 * connection, as {@link UNAVAILABLE} — never as a sign-out (README "Collaboration").
 */
export async function recheckSession(
  options: {
    db: Db;
    verifyAccessToken: AccessTokenVerifier;
    now: () => number;
    log?: (message: string, error: unknown) => void;
  },
  session: ConnectionSession,
): Promise<void> {
  if (options.now() - session.checkedAt < SESSION_RECHECK_MS) return;
  session.checking ??= checkSession(options, session).finally(() => {
    session.checking = undefined;
  });
  try {
    await session.checking;
  } catch (error) {
    if (error instanceof CollaborationRefusal) throw error;
    options.log?.('collaboration: session recheck failed; the connection stays', error);
    if (options.now() - session.checkedAt >= SESSION_RECHECK_GRACE_MS) {
      throw REFUSALS.unavailable();
    }
  }
}

async function checkSession(
  options: { db: Db; verifyAccessToken: AccessTokenVerifier; now: () => number },
  session: ConnectionSession,
): Promise<void> {
  const now = options.now();
  try {
    await options.verifyAccessToken(session.token);
  } catch (error) {
    if (isRefusal(error)) throw REFUSALS.session();
    throw error;
  }
  const access = await designerAccessOf(options.db, session.caller.userId);
  if (!access) throw REFUSALS.forbidden();
  if ((access === 'read') !== session.readOnly) throw REFUSALS.accessChanged();
  session.checkedAt = now;
}
