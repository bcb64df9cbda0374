import { createStore } from 'zustand/vanilla';
import {
  addImageCategory,
  deleteImage,
  deleteImageCategory,
  getImageUsages,
  listImageCategories,
  postImage,
  queryImages,
  replaceImage,
  setDefaultImage,
  updateImageCategory,
  type AppRef,
  type SubAppRef,
} from '@tessera/api';
import type { ImageCategory, ImageUsage, UploadedImage } from '@tessera/protocol';
import type { RequestClient } from '@tessera/request';
import { checkImageUpload } from '@tessera/validation';
import { subscribeTo, type Model } from '../model/snapshot.js';
import { adminResource } from './adminResource.js';

/** Images per page of the grid (4 rows of 6). */
export const IMAGE_PAGE_SIZE = 24;

/**
 * Largest image the library takes: the server's default limit (its `maxImageBytes`), checked
 * here first so the user reads spec 1 §5's message before anything is sent.
 */
export const LIBRARY_MAX_IMAGE_BYTES = 10 * 1024 * 1024;

/** A file as the model uploads it: a Blob (a browser File) with its name. */
export interface ImageFile {
  name: string;
  size: number;
  type?: string;
  data: Blob;
}

/** A category with its sub-categories, by sort then name (the server's order). */
export interface ImageCategoryNode extends ImageCategory {
  children: ImageCategoryNode[];
  depth: number;
}

/** The categories as a tree (a category whose parent is gone shows at the top). */
export function categoryTree(categories: readonly ImageCategory[]): ImageCategoryNode[] {
  const ids = new Set(categories.map((c) => c.id));
  const build = (parentId: string | null, depth: number): ImageCategoryNode[] =>
    categories
      .filter((c) =>
        parentId === null ? !c.parentId || !ids.has(c.parentId) : c.parentId === parentId,
      )
      .map((c) => ({ ...c, depth, children: build(c.id, depth + 1) }));
  return build(null, 0);
}

/** What the media library's image tab shows. */
export interface ImageLibrarySnapshot {
  state: 'loading' | 'ready' | 'failed';
  /** Why the categories failed: the server's message (您没有访问权限！ for a non-designer). */
  error: string | null;
  denied: boolean;
  categories: ImageCategory[];
  /** The chosen category, `''` for every image of the app. */
  chosenId: string;
  keyword: string;
  /** 1-based. */
  pageIndex: number;
  images: UploadedImage[];
  total: number;
  imagesState: 'idle' | 'loading' | 'ready' | 'failed';
  /** spec 1 §5: the persistent format error naming every refused file, until dismissed. */
  formatError: string | null;
  busy: boolean;
}

/** The media library's image model: {@link createImageLibraryModel}. */
export interface ImageLibraryModel extends Model<ImageLibrarySnapshot> {
  reload(): Promise<void>;
  /** Chooses a category (`''`: every image) and shows its first page. */
  choose(categoryId: string): Promise<void>;
  /** Filters by part of the file name, from the first page. */
  search(keyword: string): Promise<void>;
  goToPage(pageIndex: number): Promise<void>;
  /** Adds a category (under `parentId`, or at the top); rejects with the server's message. */
  addCategory(name: string, parentId?: string | null): Promise<ImageCategory>;
  renameCategory(id: string, name: string): Promise<ImageCategory>;
  /** Deletes an empty category; the server refuses (its message) one that holds anything. */
  removeCategory(id: string): Promise<void>;
  /**
   * Checks the files by spec 1 §5 (type: the persistent format error; size: the messages
   * answered) and uploads the accepted ones into the chosen category. Answers what was stored
   * and the size messages.
   */
  upload(files: readonly ImageFile[]): Promise<{ stored: UploadedImage[]; messages: string[] }>;
  setDefault(imageId: string): Promise<void>;
  /** New bytes behind the image (same id and address); checked as an upload. */
  replace(imageId: string, file: ImageFile): Promise<UploadedImage>;
  /** The pages that use the image (ask before a delete). */
  usagesOf(imageId: string): Promise<ImageUsage[]>;
  removeImage(imageId: string): Promise<void>;
  dismissFormatError(): void;
}

/**
 * The images of the media library (spec 2 §7.5, spec 1 §7; README "Media library"): the
 * category tree (add, rename, delete of an empty one), one page of a category's images with a
 * file-name search, upload (checked by spec 1 §5 first, compressed to WebP by the server), the
 * default image, replace, and delete after reading which pages use the image. Each write is one
 * server call, then the lists reload; a refused write rejects with the server's message and
 * changes nothing here.
 */
export function createImageLibraryModel(input: {
  client: RequestClient;
  subApp: Pick<SubAppRef, 'appId' | 'subAppId' | 'appType'>;
}): ImageLibraryModel {
  const { client, subApp } = input;
  const app: AppRef = { appId: subApp.appId };
  const store = createStore<ImageLibrarySnapshot>()(() => ({
    state: 'loading',
    error: null,
    denied: false,
    categories: [],
    chosenId: '',
    keyword: '',
    pageIndex: 1,
    images: [],
    total: 0,
    imagesState: 'idle',
    formatError: null,
    busy: false,
  }));
  const resource = adminResource(store);
  const { set, write } = resource;
  const categoriesCall = resource.main(
    () => listImageCategories(client, app),
    (categories) => {
      const { chosenId } = store.getState();
      const stillThere = !chosenId || categories.some((c) => c.id === chosenId);
      return { categories, ...(stillThere ? {} : { chosenId: '' }) };
    },
  );
  const imagesCall = resource.side({
    fetch: () => {
      const { chosenId, keyword, pageIndex } = store.getState();
      return queryImages(client, app, {
        categoryId: chosenId || null,
        keyword: keyword.trim() || undefined,
        currentIndex: pageIndex,
        pageSize: IMAGE_PAGE_SIZE,
      });
    },
    loading: { imagesState: 'loading' },
    ready: (page) => ({ images: page.items, total: page.total, imagesState: 'ready' }),
    failed: { images: [], total: 0, imagesState: 'failed' },
  });
  const reload = () => categoriesCall.load();
  const loadImages = () => imagesCall.load();

  /** spec 1 §5 on a batch: accepted files, the size messages, the persistent format error. */
  const check = (files: readonly ImageFile[]) => {
    const checked = checkImageUpload(files, { maxBytes: LIBRARY_MAX_IMAGE_BYTES });
    set({ formatError: checked.formatError });
    return checked;
  };

  return {
    getSnapshot: store.getState,
    subscribe: subscribeTo(store),
    start() {
      void reload();
      void loadImages();
      return resource.stopAll;
    },
    reload,
    async choose(categoryId) {
      set({ chosenId: categoryId, pageIndex: 1, images: [], total: 0 });
      await loadImages();
    },
    async search(keyword) {
      set({ keyword, pageIndex: 1 });
      await loadImages();
    },
    async goToPage(pageIndex) {
      set({ pageIndex: Math.max(1, Math.floor(pageIndex)) });
      await loadImages();
    },
    addCategory(name, parentId = null) {
      return write(() => addImageCategory(client, app, { name: name.trim(), parentId }));
    },
    renameCategory(id, name) {
      const current = store.getState().categories.find((c) => c.id === id);
      return write(() =>
        updateImageCategory(client, app, id, {
          name: name.trim(),
          parentId: current?.parentId ?? null,
          sort: current?.sort ?? 0,
        }),
      );
    },
    async removeCategory(id) {
      await write(() => deleteImageCategory(client, app, id));
    },
    async upload(files) {
      const { accepted, messages } = check(files);
      if (accepted.length === 0) return { stored: [], messages };
      const categoryId = store.getState().chosenId || null;
      const stored = await write(async () => {
        const done: UploadedImage[] = [];
        for (const file of accepted) {
          done.push(
            await postImage(client, subApp, file.data, file.name, {
              nameSpace: 'library',
              field: 'image',
              categoryId,
            }),
          );
        }
        return done;
      });
      return { stored, messages };
    },
    async setDefault(imageId) {
      const image = store.getState().images.find((each) => each.imageId === imageId);
      const categoryId = image?.categoryId ?? store.getState().chosenId;
      await write(() => setDefaultImage(client, app, categoryId, imageId));
    },
    async replace(imageId, file) {
      const { accepted, messages } = check([file]);
      const [ok] = accepted;
      if (!ok) throw new Error(messages[0] ?? store.getState().formatError ?? '');
      return write(() => replaceImage(client, app, imageId, ok.data, ok.name));
    },
    usagesOf: (imageId) => resource.ask(() => getImageUsages(client, app, imageId)),
    async removeImage(imageId) {
      await write(() => deleteImage(client, app, imageId));
    },
    dismissFormatError() {
      set({ formatError: null });
    },
  };
}
