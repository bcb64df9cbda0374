// Image and video uploads of a form item (spec 1 §5 Image upload; spec 1 §7 postimage /
// postenclosure; spec 2 §7.5 createvideo): checks from @tessera/validation, then the real media
// service through @tessera/api.
import { useCallback, useState } from 'react';
import { createVideo, fileLink, postEnclosure, postImage, subAppRef } from '@tessera/api';
import { useMessages, useRequestClient, useSettings } from '@tessera/react';
import { checkImageUpload } from '@tessera/validation';
import type { FormItemModel } from './formItemModel.js';

/** What {@link useMediaUpload} answers. */
export interface MediaUploadState {
  uploading: boolean;
  /**
   * The persistent format error (`上传失败，格式错误：{filename}`, spec 1 §5), shown until the
   * user closes it.
   */
  formatError: string | null;
  dismissFormatError(): void;
  /** Uploads the chosen files and answers the item's new value (the old entries plus the new). */
  upload(files: readonly File[], current: unknown): Promise<unknown[] | null>;
}

function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/**
 * Uploads for an `image-uploader` (postimage, name space `form`, field = the item's field) or a
 * `video` item (postenclosure, then a video record pointing at the file). Size and count
 * problems are transient messages; refused formats stay on screen (spec 1 §5).
 */
export function useMediaUpload(model: FormItemModel): MediaUploadState {
  const client = useRequestClient();
  const settings = useSettings();
  const messages = useMessages();
  const [uploading, setUploading] = useState(false);
  const [formatError, setFormatError] = useState<string | null>(null);

  const upload = useCallback(
    async (files: readonly File[], current: unknown): Promise<unknown[] | null> => {
      const existing = list(current);
      let accepted: readonly File[] = files;
      if (model.kind === 'image-uploader') {
        const checked = checkImageUpload(
          files,
          { maxBytes: model.maxBytes, minBytes: model.minBytes, length: model.length },
          existing.length,
        );
        // Persistent (spec 1 §5): a later good upload does not close it; only the user does.
        if (checked.formatError) setFormatError(checked.formatError);
        for (const message of checked.messages) messages.warning(message);
        accepted = checked.accepted;
      } else if (model.length > 0 && existing.length + files.length > model.length) {
        accepted = files.slice(0, Math.max(0, model.length - existing.length));
      }
      if (accepted.length === 0) return null;
      setUploading(true);
      const ref = subAppRef(settings);
      const added: unknown[] = [];
      try {
        for (const file of accepted) {
          if (model.kind === 'image-uploader') {
            added.push(
              await postImage(client, ref, file, file.name, {
                nameSpace: 'form',
                field: model.field,
              }),
            );
          } else {
            const stored = await postEnclosure(client, ref, file, file.name);
            added.push(
              await createVideo(client, ref, {
                title: file.name,
                url: fileLink(settings, stored.fileId),
                size: stored.size,
              }),
            );
          }
        }
      } catch {
        // The client has shown the server's message (spec 1 §8); keep what did upload.
      } finally {
        setUploading(false);
      }
      return added.length > 0 ? [...existing, ...added] : null;
    },
    [client, settings, messages, model],
  );

  return {
    uploading,
    formatError,
    dismissFormatError: useCallback(() => setFormatError(null), []),
    upload,
  };
}
