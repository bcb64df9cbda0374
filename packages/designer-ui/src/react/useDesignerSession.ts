import { useEffect, useMemo } from 'react';
import { createBrowserStorage } from '@tessera/ports';
import { useMessages, useRequestClient } from '@tessera/react';
import { useDesignSubApp } from './useDesignSubApp.js';
import { createDesignerSession, type DesignerSession } from '../model/designerSession.js';

/**
 * The session of one page in the designer, built for the page and started while mounted. Its
 * calls carry the Design environment; its draft lives in the browser's localStorage.
 */
export function useDesignerSession(pageId: string): DesignerSession {
  const subApp = useDesignSubApp();
  const client = useRequestClient();
  const messages = useMessages();
  const session = useMemo(
    () =>
      createDesignerSession({
        client: client.withContext({ pageId }),
        subApp,
        pageId,
        drafts: createBrowserStorage('local'),
        messages,
      }),
    [client, subApp, pageId, messages],
  );
  useEffect(() => session.start(), [session]);
  return session;
}
