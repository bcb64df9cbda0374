import { fileLink } from '@tessera/api';
import { useSettings } from '@tessera/react';
import {
  createPreviewFileModel,
  type ObjectUrlPort,
  type PreviewFileSnapshot,
} from '../account/previewFileModel.js';
import { useModel } from './useModel.js';

const OBJECT_URLS: ObjectUrlPort = {
  create: (blob) => URL.createObjectURL(blob),
  revoke: (url) => URL.revokeObjectURL(url),
};

/** The file preview of `fileId` through its download link ({@link createPreviewFileModel}). */
export function usePreviewFile(fileId: string): PreviewFileSnapshot & { link: string } {
  const settings = useSettings();
  const link = fileLink(settings, fileId);
  const [snapshot] = useModel(
    () =>
      createPreviewFileModel({
        link,
        fileId,
        fetch: (url) => globalThis.fetch(url),
        objectUrls: OBJECT_URLS,
      }),
    [link, fileId],
  );
  return { ...snapshot, link };
}
