import { useEffect, useMemo } from 'react';
import { subAppRef } from '@tessera/api';
import { createBrowserStorage } from '@tessera/ports';
import { useMessages, useRequestClient, useSettings } from '@tessera/react';
import { createDesignerSession, type DesignerSession } from '../model/designerSession.js';

/**
 * The session of one page in the designer, built for the page and started while mounted. Its
 * calls carry the Design environment; its draft lives in the browser's localStorage.
 */
export function useDesignerSession(pageId: string): DesignerSession {
  const settings = useSettings();
  const client = useRequestClient();
  const messages = useMessages();
  const session = useMemo(
    () =>
      createDesignerSession({
        client: client.withContext({ pageId }),
        subApp: { ...subAppRef(settings), envType: 'Design' },
        pageId,
        drafts: createBrowserStorage('local'),
        messages,
      }),
    [client, settings, pageId, messages],
  );
  useEffect(() => session.start(), [session]);
  return session;
}
