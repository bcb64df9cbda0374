import { useEffect, useMemo, useRef } from 'react';
import { IndexeddbPersistence } from 'y-indexeddb';
import { createBrowserStorage } from '@tessera/ports';
import { useMessages, useRequestClient, useSession as useSignedIn } from '@tessera/react';
import { useDesignSubApp } from './useDesignSubApp.js';
import {
  collaborationUrl,
  createDesignerSession,
  type DesignerSession,
} from '../model/designerSession.js';

/** The browser's online / offline events, as `connectCollaboration` takes them. */
function browserNetwork(listener: (online: boolean) => void): () => void {
  const online = () => listener(true);
  const offline = () => listener(false);
  window.addEventListener('online', online);
  window.addEventListener('offline', offline);
  return () => {
    window.removeEventListener('online', online);
    window.removeEventListener('offline', offline);
  };
}

/** Options of {@link useDesignerSession}. */
export interface DesignerSessionOptions {
  /** Co-edit the page in its room on the server the client calls (README "Co-editing"). */
  collaborate?: boolean;
}

/**
 * The session of one page in the designer, built for the page and started while mounted. Its
 * calls carry the Design environment; its draft lives in the browser's localStorage. With
 * `collaborate`, the page is co-edited through the server's collaboration socket with the
 * signed-in session's token (read at every reconnect, so a renewed token is used).
 */
export function useDesignerSession(
  pageId: string,
  options: DesignerSessionOptions = {},
): DesignerSession {
  const subApp = useDesignSubApp();
  const client = useRequestClient();
  const messages = useMessages();
  const { collaborate = false } = options;
  // The designer as colleagues see them (presence); read when the room is joined, so a renewed
  // session does not rebuild the page's session.
  const signedIn = useSignedIn();
  const user = useRef(signedIn.user);
  user.current = signedIn.user;
  const session = useMemo(() => {
    const pageClient = client.withContext({ pageId });
    return createDesignerSession({
      client: pageClient,
      subApp,
      pageId,
      drafts: createBrowserStorage('local'),
      messages,
      ...(collaborate
        ? {
            collaborate: {
              url: collaborationUrl(pageClient),
              token: () => pageClient.context().accessToken ?? '',
              network: browserNetwork,
              // Offline edits outlive the tab (README "Co-editing"): one IndexedDB per room.
              keepLocally: (room, doc) => new IndexeddbPersistence(`tessera-room:${room}`, doc),
              user: () => ({
                id: user.current.userId,
                name: user.current.nickName || user.current.userName || user.current.mobilePhone,
              }),
            },
          }
        : {}),
    });
  }, [client, subApp, pageId, messages, collaborate]);
  useEffect(() => session.start(), [session]);
  return session;
}
