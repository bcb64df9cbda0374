import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expectAnswer,
  MEDIA_PATHS,
  type ImageCategory,
  type PagedList,
  type UploadedImage,
  type VideoRecord,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngBytes } from '../__tests__/testFiles.js';
import {
  getEnvelope,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

const api = (path: string) => `/api/${path}`;
const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };

describe.each(TEST_DATABASES)('media library on $name', (database) => {
  let app: FastifyInstance;
  let dir: string;
  const post = <T>(path: string, payload: unknown = {}) =>
    sendEnvelope<T>(app, { method: 'POST', url: api(path), payload });
  const categories = async () =>
    (
      await getEnvelope<ImageCategory[]>(
        app,
        api(MEDIA_PATHS.imageCategories.build({ appId: DEMO.appId })),
      )
    ).data ?? [];
  const uploadTo = async (categoryId: string) => {
    const { payload, headers } = multipartBody([
      { name: 'categoryId', value: categoryId },
      { name: 'file', filename: 'a.png', data: pngBytes(2, 2) },
    ]);
    const body = await sendEnvelope<UploadedImage>(app, {
      method: 'POST',
      url: api(MEDIA_PATHS.postImage.build(pc)),
      payload,
      headers,
    });
    return body.data!;
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-media-'));
    app = await startServer(database, { media: { dir } });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('image categories', () => {
    it('lists the seeded category', async () => {
      expect(await categories()).toEqual([
        expect.objectContaining({
          id: DEMO.imageCategoryId,
          name: DEMO.imageCategoryName,
          parentId: null,
          imageCount: 0,
          defaultImageId: null,
        }),
      ]);
    });

    it('creates, renames and nests categories; refuses duplicates, blanks and cycles', async () => {
      const created = await post<ImageCategory>(
        MEDIA_PATHS.imageCategories.build({ appId: DEMO.appId }),
        {
          name: '  横幅 ',
          sort: 2,
        },
      );
      expect(created.data).toMatchObject({ name: '横幅', sort: 2, imageCount: 0 });
      const parent = created.data!.id;
      const child = await post<ImageCategory>(
        MEDIA_PATHS.imageCategories.build({ appId: DEMO.appId }),
        {
          name: '首页横幅',
          parentId: parent,
        },
      );
      expect(child.data?.parentId).toBe(parent);

      const duplicate = await post(MEDIA_PATHS.imageCategories.build({ appId: DEMO.appId }), {
        name: '横幅',
      });
      expect(duplicate).toMatchObject({ rspCd: '40000', rspInf: '图片分类 横幅 已存在' });
      expect(
        (await post(MEDIA_PATHS.imageCategories.build({ appId: DEMO.appId }), { name: ' ' })).rspCd,
      ).toBe('40000');

      const put = (id: string, payload: unknown) =>
        sendEnvelope<ImageCategory>(app, {
          method: 'PUT',
          url: api(MEDIA_PATHS.imageCategory.build({ appId: DEMO.appId, id })),
          payload,
        });
      const renamed = await put(parent, { name: '广告横幅', sort: 2 });
      expect(renamed.data?.name).toBe('广告横幅');
      const cycle = await put(parent, { name: '广告横幅', parentId: child.data!.id });
      expect(cycle.rspCd).toBe('40000');
      const clash = await put(child.data!.id, {
        name: DEMO.imageCategoryName,
        parentId: parent,
      });
      expect(clash.rspCd).toBe('40000');
      expect((await categories()).map((c) => c.name).sort()).toEqual(
        ['广告横幅', '演示图片', '首页横幅'].sort(),
      );
    });

    it('refuses to delete a category holding images or sub-categories, changing nothing', async () => {
      const top = (
        await post<ImageCategory>(MEDIA_PATHS.imageCategories.build({ appId: DEMO.appId }), {
          name: '待删除',
        })
      ).data!;
      const sub = (
        await post<ImageCategory>(MEDIA_PATHS.imageCategories.build({ appId: DEMO.appId }), {
          name: '待删除的下级',
          parentId: top.id,
        })
      ).data!;
      const image = await uploadTo(top.id);
      const before = await categories();
      const del = (id: string) =>
        post<ImageCategory>(MEDIA_PATHS.deleteImageCategory.build({ appId: DEMO.appId, id }), {});

      expect(await del(top.id)).toEqual({
        rspCd: '40000',
        rspInf: '分类 待删除 下还有 1 张图片、1 个子分类，请先移走或删除后再删除分类',
        data: null,
      });
      expect(await categories()).toEqual(before);

      // Emptied, both go: the sub-category first, then (its image deleted) the top one.
      expect((await del(sub.id)).data?.id).toBe(sub.id);
      expect((await del(top.id)).rspInf).toBe(
        '分类 待删除 下还有 1 张图片，请先移走或删除后再删除分类',
      );
      await post(MEDIA_PATHS.deleteImage.build({ appId: DEMO.appId, id: image.imageId }));
      expect((await del(top.id)).data?.id).toBe(top.id);
      expect((await categories()).find((c) => c.id === top.id)).toBeUndefined();
      expect((await del(top.id)).rspCd).toBe('40400');
    });
  });

  describe('imagemedia', () => {
    it('pages the images of a category, newest first, and marks its default image', async () => {
      const first = await uploadTo(DEMO.imageCategoryId);
      const second = await uploadTo(DEMO.imageCategoryId);
      const page = await post<PagedList<UploadedImage>>(
        MEDIA_PATHS.imagesOfCategory.build({ appId: DEMO.appId }),
        {
          categoryId: DEMO.imageCategoryId,
          currentIndex: 1,
          pageSize: 1,
        },
      );
      expect(page.data?.total).toBe(2);
      expect(page.data?.items.map((i) => i.imageId)).toHaveLength(1);
      expect([first.imageId, second.imageId]).toContain(page.data?.items[0]?.imageId);

      const marked = await post<ImageCategory>(
        MEDIA_PATHS.defaultImage.build({ appId: DEMO.appId }),
        {
          categoryId: DEMO.imageCategoryId,
          imageId: first.imageId,
        },
      );
      expect(marked.data?.defaultImageId).toBe(first.imageId);
      const elsewhere = await post(MEDIA_PATHS.defaultImage.build({ appId: DEMO.appId }), {
        categoryId: DEMO.imageCategoryId,
        imageId: '00000000-0000-4000-8000-000000000000',
      });
      expect(elsewhere.rspCd).toBe('40000');
      const badPage = await post(MEDIA_PATHS.imagesOfCategory.build({ appId: DEMO.appId }), {
        pageSize: 5000,
      });
      expect(badPage.rspCd).toBe('40000');
      const list = await post(MEDIA_PATHS.imagesOfCategory.build({ appId: DEMO.appId }), []);
      expect(list).toEqual({ rspCd: '40000', rspInf: '请求体应为 JSON 对象', data: null });
    });
  });

  describe('videos', () => {
    it('records videos, answers them by ids in the order asked and deletes them', async () => {
      const make = (videoId: string, title: string) =>
        post<VideoRecord>(MEDIA_PATHS.createVideo.build({ appId: DEMO.appId }), {
          videoId,
          title,
          url: `https://video.example.com/${videoId}.mp4`,
          coverUrl: `https://video.example.com/${videoId}.jpg`,
          duration: 12.5,
        });
      expect((await make('v1', '介绍')).data).toMatchObject({
        videoId: 'v1',
        duration: 12.5,
        size: 0,
      });
      expectAnswer(MEDIA_PATHS.createVideo, (await make('v2', '教程')).data);
      expect((await make('v1', '重复')).rspCd).toBe('40000');

      const found = await getEnvelope<VideoRecord[]>(
        app,
        api(
          MEDIA_PATHS.videosByIds.build({ appId: DEMO.appId, ids: ['v2', 'gone', 'v1'].join(',') }),
        ),
      );
      expect(found.data?.map((v) => [v.videoId, v.coverUrl])).toEqual([
        ['v2', 'https://video.example.com/v2.jpg'],
        ['v1', 'https://video.example.com/v1.jpg'],
      ]);
      expect(
        (await post(MEDIA_PATHS.deleteVideo.build({ appId: DEMO.appId, id: 'v1' }))).data,
      ).toMatchObject({
        videoId: 'v1',
      });
      expect(
        (await post(MEDIA_PATHS.deleteVideo.build({ appId: DEMO.appId, id: 'v1' }))).rspCd,
      ).toBe('40400');
    });

    it.each([
      ['no title', { url: 'https://a/b.mp4' }],
      ['a script URL', { title: 't', url: 'javascript:alert(1)' }],
      ['a negative duration', { title: 't', url: '/v.mp4', duration: -1 }],
      ['a bad id', { videoId: 'a/b', title: 't', url: '/v.mp4' }],
    ])('refuses a video with %s', async (_case, payload) => {
      const body = await post(MEDIA_PATHS.createVideo.build({ appId: DEMO.appId }), payload);
      expect(body.rspCd).toBe('40000');
    });
  });
});
