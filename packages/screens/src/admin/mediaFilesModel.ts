import { createStore } from 'zustand/vanilla';
import {
  createVideo,
  deleteEnclosure,
  deleteVideo,
  enclosureLink,
  listEnclosures,
  listVideos,
  postEnclosure,
  type SubAppRef,
} from '@tessera/api';
import type { UploadedEnclosure, VideoRecord } from '@tessera/protocol';
import { isRequestError, type RequestClient } from '@tessera/request';
import { IMAGE_UPLOAD_MESSAGES } from '@tessera/validation';
import { createLatest } from '../model/latest.js';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { IN_PARTS_FROM_BYTES, uploadInParts } from './partUpload.js';
import type { ImageFile } from './imageLibraryModel.js';
import { ROLE_ADMIN_TEXTS } from './roleAdminTexts.js';

/** Rows per page of the video and attachment tables. */
export const FILE_PAGE_SIZE = 20;

/** The video types the library takes: what the server stores as a playable attachment. */
export const VIDEO_TYPES = ['mp4'] as const;

/** Which list: the videos or the attachments. */
export type MediaFileKind = 'video' | 'enclosure';

/** One row of either list, as the table shows it. */
export interface MediaFileRow {
  id: string;
  name: string;
  size: number;
  created: string;
  /** The file's path under the media base (a video's address, an attachment's download). */
  url: string;
  /** Attachments of PDF and image types: the path that shows them in the browser. */
  previewUrl: string | null;
}

/** What the video or attachment tab shows. */
export interface MediaFilesSnapshot {
  state: 'loading' | 'ready' | 'failed';
  error: string | null;
  keyword: string;
  pageIndex: number;
  rows: MediaFileRow[];
  total: number;
  busy: boolean;
  /** The file being uploaded in parts and the bytes the server holds of it. */
  progress: { name: string; sent: number; size: number } | null;
  /** An upload in parts that stopped at a failed part: {@link MediaFilesModel.resume} goes on. */
  interrupted: { name: string; sent: number; size: number } | null;
}

/** The video or attachment tab's model: {@link createMediaFilesModel}. */
export interface MediaFilesModel extends Model<MediaFilesSnapshot> {
  reload(): Promise<void>;
  search(keyword: string): Promise<void>;
  goToPage(pageIndex: number): Promise<void>;
  /** Uploads the files one by one (a video: its file, then its record); rejects with the reason. */
  upload(files: readonly ImageFile[]): Promise<number>;
  /**
   * Goes on with the upload in parts that stopped (`interrupted`): asks the server which parts it
   * holds and sends only the others, then the files after it; rejects with the reason.
   */
  resume(): Promise<number>;
  remove(id: string): Promise<void>;
}

const PREVIEWABLE = new Set(['pdf', 'png', 'jpg', 'jpeg', 'gif']);

function messageOf(error: unknown): string {
  if (isRequestError(error) && error.kind === 'deny') return ROLE_ADMIN_TEXTS.denied;
  return error instanceof Error ? error.message : String(error);
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase();

/**
 * The videos or the attachments of the media library (spec 2 §7.5; README "Media library"):
 * one page newest first with a name search, upload, delete. A video is uploaded as an
 * attachment (mp4) and recorded with createvideo, its address the attachment's link; an
 * attachment links to its download and, for PDF and images, its preview.
 */
export function createMediaFilesModel(input: {
  client: RequestClient;
  subApp: Pick<SubAppRef, 'appId' | 'subAppId' | 'appType'>;
  kind: MediaFileKind;
  /** Files from this size on go in parts, resumable (default {@link IN_PARTS_FROM_BYTES}). */
  inPartsFrom?: number;
}): MediaFilesModel {
  const { client, subApp, kind } = input;
  const inPartsFrom = input.inPartsFrom ?? IN_PARTS_FROM_BYTES;
  /** The upload that stopped: its id and the files still to send (it first). */
  let stopped: { uploadId: string; files: readonly ImageFile[] } | null = null;
  const app = { appId: subApp.appId };
  const store = createStore<MediaFilesSnapshot>()(() => ({
    state: 'loading',
    error: null,
    keyword: '',
    pageIndex: 1,
    rows: [],
    total: 0,
    busy: false,
    progress: null,
    interrupted: null,
  }));
  const set = (patch: Partial<MediaFilesSnapshot>) => store.setState(patch);
  const latest = createLatest();

  const videoRow = (video: VideoRecord): MediaFileRow => ({
    id: video.videoId,
    name: video.title,
    size: video.size,
    created: video.created,
    url: video.url,
    previewUrl: null,
  });
  const enclosureRow = (file: UploadedEnclosure): MediaFileRow => ({
    id: file.fileId,
    name: file.name,
    size: file.size,
    created: file.created,
    url: enclosureLink(app, file.fileId),
    previewUrl: PREVIEWABLE.has(file.suffixName) ? enclosureLink(app, file.fileId, true) : null,
  });

  const reload = () =>
    new Promise<void>((settle) => {
      const { keyword, pageIndex } = store.getState();
      const query = {
        keyword: keyword.trim() || undefined,
        currentIndex: pageIndex,
        pageSize: FILE_PAGE_SIZE,
      };
      const call =
        kind === 'video'
          ? listVideos(client, app, query).then((page) => ({
              total: page.total,
              rows: page.items.map(videoRow),
            }))
          : listEnclosures(client, app, query).then((page) => ({
              total: page.total,
              rows: page.items.map(enclosureRow),
            }));
      latest.run(
        call,
        (page) => {
          set({ state: 'ready', error: null, ...page });
          settle();
        },
        (error) => {
          set({ state: 'failed', error: messageOf(error) });
          settle();
        },
      );
    });

  async function write<R>(call: () => Promise<R>): Promise<R> {
    set({ busy: true });
    try {
      const answer = await call();
      await reload();
      return answer;
    } catch (error) {
      throw new Error(messageOf(error), { cause: error });
    } finally {
      set({ busy: false });
    }
  }

  /**
   * Stores one file as an attachment; a large one in parts, resuming `uploadId` when given and
   * telling `onStarted` the upload's id.
   */
  const storeFile = async (
    file: ImageFile,
    uploadId: string | undefined,
    onStarted: (uploadId: string) => void,
  ): Promise<UploadedEnclosure> => {
    if (file.size < inPartsFrom) return postEnclosure(client, subApp, file.data, file.name);
    return uploadInParts(client, subApp, file, {
      ...(uploadId ? { uploadId } : {}),
      onStarted,
      onProgress: (sent, size) => set({ progress: { name: file.name, sent, size } }),
    });
  };

  const uploadAll = (files: readonly ImageFile[], uploadId?: string) =>
    write(async () => {
      for (const [index, file] of files.entries()) {
        let started = index === 0 ? uploadId : undefined;
        try {
          await uploadOne(file, started, (id) => (started = id));
          set({ progress: null });
        } catch (error) {
          // A started upload in parts can go on where it stopped (resume).
          stopped = started ? { uploadId: started, files: files.slice(index) } : null;
          const { progress } = store.getState();
          set({
            progress: null,
            interrupted: started
              ? (progress ?? { name: file.name, sent: 0, size: file.size })
              : null,
          });
          throw error;
        }
      }
      stopped = null;
      set({ interrupted: null });
      return files.length;
    });

  const uploadOne = async (
    file: ImageFile,
    uploadId: string | undefined,
    onStarted: (uploadId: string) => void,
  ) => {
    const stored = await storeFile(file, uploadId, onStarted);
    if (kind === 'enclosure') return;
    await createVideo(client, app, {
      title: file.name.replace(/\.[^.]+$/, '') || file.name,
      url: enclosureLink(app, stored.fileId),
      size: stored.size,
    });
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      return () => latest.stop();
    },
    reload,
    async search(keyword) {
      set({ keyword, pageIndex: 1 });
      await reload();
    },
    async goToPage(pageIndex) {
      set({ pageIndex: Math.max(1, Math.floor(pageIndex)) });
      await reload();
    },
    async upload(files) {
      if (kind === 'video') {
        const refused = files.filter(
          (file) => !(VIDEO_TYPES as readonly string[]).includes(extensionOf(file.name)),
        );
        if (refused.length > 0) {
          // The spec's format message (spec 1 §5), naming the refused files.
          throw new Error(IMAGE_UPLOAD_MESSAGES.formatError(refused.map((f) => f.name).join('、')));
        }
      }
      set({ interrupted: null });
      return uploadAll(files);
    },
    async resume() {
      if (!stopped) return 0;
      return uploadAll(stopped.files, stopped.uploadId);
    },
    async remove(id) {
      await write(async () => {
        if (kind === 'video') await deleteVideo(client, app, id);
        else await deleteEnclosure(client, app, id);
      });
    },
  };
}
