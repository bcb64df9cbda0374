/**
 * The websocket path of the co-editing server (server README "Collaboration"): under `/api`,
 * so the apps' same-origin proxies (dev and preview) carry it as they carry the subscriptions.
 */
export const COLLABORATION_PATH = '/api/collaboration';

/** Which document a room holds: a page, or a master page (spec 1 §2), each its own room. */
export type CollaborationRoomKind = 'page' | 'master';

/** What a room name says: the app, the sub-app, the kind and the page id. */
export interface CollaborationRoom {
  appId: string;
  subAppId: string;
  kind: CollaborationRoomKind;
  pageId: string;
}

const ROOM = /^([^/]+)\/([^/]+)\/(page|master)\/([^/]+)$/;

/**
 * The name of a page document's room: `{appId}/{subAppId}/page/{pageId}`, or `…/master/…` for a
 * master page. Client and server both build and read names here, so they cannot drift apart.
 *
 * @example
 * ```ts
 * collaborationRoomName({ appId, subAppId, kind: 'page', pageId }); // 'a1/s1/page/p1'
 * ```
 */
export function collaborationRoomName(room: CollaborationRoom): string {
  for (const part of [room.appId, room.subAppId, room.pageId]) {
    if (part === '' || part.includes('/')) throw new Error(`Not a room name part: ${part}`);
  }
  return `${room.appId}/${room.subAppId}/${room.kind}/${room.pageId}`;
}

/** The parts of a room name, or null when it is not one. */
export function parseCollaborationRoom(name: string): CollaborationRoom | null {
  const match = ROOM.exec(name);
  if (!match) return null;
  const [, appId = '', subAppId = '', kind = 'page', pageId = ''] = match;
  return { appId, subAppId, kind: kind as CollaborationRoomKind, pageId };
}

/**
 * Why the server refused a room or closed it (the provider's `authenticationFailed` reason, or
 * the reason of the room's close message): the session does not verify (expired, revoked), the
 * user lacks the designer operation, or the room names no page.
 */
export const COLLABORATION_REFUSALS = {
  session: 'session-invalid',
  forbidden: 'forbidden',
  unknownRoom: 'unknown-room',
} as const;
