import { API_PREFIX, MEDIA_PATHS } from '@tessera/protocol';
import type { Settings } from '@tessera/protocol';

/**
 * The download link of an uploaded file (spec 2 §7.5 "getfile", `/preview-file/{fileId}`): the
 * settings' `mediaUrl` + `/api/getfile?app=&id=`. The call is unsigned — the browser follows the
 * link by itself and the random file id is the capability (server README "Media") — so the link
 * works in `<img>`, `<video>`, `<iframe>`, `fetch` and a new tab alike. An empty `mediaUrl`
 * answers a path on the app's own origin.
 *
 * @example
 * fileLink(settings, 'f3b…'); // 'http://127.0.0.1:4000/api/getfile?app=7e55…&id=f3b…'
 */
export function fileLink(settings: Pick<Settings, 'mediaUrl' | 'appId'>, fileId: string): string {
  const base = (settings.mediaUrl ?? '').replace(/\/+$/, '');
  return `${base}${API_PREFIX}${MEDIA_PATHS.getFile.build({ app: settings.appId, id: fileId })}`;
}
