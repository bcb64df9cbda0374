import { createStore } from 'zustand/vanilla';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';

/** What the file is, read from the download's headers. */
export interface PreviewedFile {
  /** An object URL of the downloaded bytes (revoked at the stop). */
  url: string;
  type: string;
  name: string;
  size: number;
  /** The text of a `text/plain` file. */
  text?: string;
}

/** What the file preview shows: loading (`file` null, not `missing`), the file, or missing. */
export interface PreviewFileSnapshot {
  file: PreviewedFile | null;
  missing: boolean;
}

/** The object URLs of downloaded bytes (the browser's `URL.createObjectURL` / `revokeObjectURL`). */
export interface ObjectUrlPort {
  create(blob: Blob): string;
  revoke(url: string): void;
}

/** The input of {@link createPreviewFileModel}. */
export interface PreviewFileModelInput {
  /** The file's download link (`fileLink`). */
  link: string;
  fileId: string;
  fetch: (url: string) => Promise<Response>;
  objectUrls: ObjectUrlPort;
}

/** The file name of a Content-Disposition header (RFC 6266 `filename*` first). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? '');
  if (star?.[1]) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // a malformed escape: fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(disposition ?? '');
  return plain?.[1] ?? fallback;
}

/**
 * /preview-file/{fileId} (spec 2 §2.1, §3 "media items … enclosure with fileId"): downloads the
 * file once; its bytes become an object URL (only while started), revoked at the stop. The server's envelope (JSON) or a failed answer means the file is missing.
 */
export function createPreviewFileModel(input: PreviewFileModelInput): Model<PreviewFileSnapshot> {
  const { link, fileId, objectUrls } = input;
  const store = createStore<PreviewFileSnapshot>()(() => ({ file: null, missing: false }));
  const latest = createLatest();
  const download = async () => {
    const response = await input.fetch(link);
    const type = response.headers.get('content-type') ?? '';
    // The server answers its envelope (JSON) when the file does not exist.
    if (!response.ok || type.startsWith('application/json')) throw new Error('missing');
    const blob = await response.blob();
    const name = fileNameOf(response.headers.get('content-disposition'), fileId);
    const text = type.startsWith('text/plain') ? await blob.text() : undefined;
    return { blob, type, name, text };
  };
  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      latest.run(
        download(),
        ({ blob, type, name, text }) =>
          store.setState({
            file: { url: objectUrls.create(blob), type, name, size: blob.size, text },
          }),
        () => store.setState({ missing: true }),
      );
      return () => {
        latest.stop();
        const { file } = store.getState();
        if (file) objectUrls.revoke(file.url);
      };
    },
  };
}
