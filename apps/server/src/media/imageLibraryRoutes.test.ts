import {
  MEDIA_PATHS,
  type Envelope,
  type ImageCategory,
  type ImageUsage,
  type PagedList,
  type UploadedImage,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, photoBytes } from '../__tests__/testFiles.js';
import {
  injectSigned,
  sendEnvelope,
  TEST_DATABASES,
  type SignedRequest,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import {
  api,
  startMediaServer,
  type CallerRequest,
  type MediaTestServer,
} from './__tests__/mediaTestServer.js';

const appId = DEMO.appId;
const pc = { appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const APPLICANT = DEMO_USERS[1]!;

describe.each(TEST_DATABASES)(
  'image library (search, replace, delete, usages) on $name',
  (database) => {
    let media: MediaTestServer;
    let app: FastifyInstance;
    let applicantToken: string;

    const post = <T>(path: string, payload: unknown = {}) => media.post<T>(path, payload);
    const form = (filename: string, data: Buffer) =>
      multipartBody([{ name: 'file', filename, data }]);
    const upload = async (filename: string, categoryId: string) => {
      const body = await media.postForm<UploadedImage>(MEDIA_PATHS.postImage.build(pc), [
        { name: 'categoryId', value: categoryId },
        { name: 'file', filename, data: await photoBytes(60, 40, 'png') },
      ]);
      expect(body.rspCd, body.rspInf).toBe('00000');
      return body.data!;
    };
    const newCategory = async (name: string) =>
      (await post<ImageCategory>(MEDIA_PATHS.imageCategories.build({ appId }), { name })).data!;
    const images = async (categoryId: string, keyword?: string) =>
      (
        await post<PagedList<UploadedImage>>(MEDIA_PATHS.imagesOfCategory.build({ appId }), {
          categoryId,
          keyword,
        })
      ).data!;
    const files = () => media.files();
    const as = (token: string | null, request: CallerRequest) => media.as(token, request);

    beforeAll(async () => {
      media = await startMediaServer(database);
      app = media.app;
      applicantToken = await media.tokenOf(APPLICANT);
    });
    afterAll(() => media?.close());

    it('finds a category’s images by part of their file name, any case', async () => {
      const category = await newCategory('搜索');
      await upload('Banner-Spring.png', category.id);
      await upload('logo.png', category.id);
      expect((await images(category.id)).total).toBe(2);
      const found = await images(category.id, 'banner');
      expect(found.items.map((i) => i.originalName)).toEqual(['Banner-Spring.png']);
      // LIKE wildcards typed by the user match themselves only.
      expect((await images(category.id, '%')).total).toBe(0);
      const bad = await post(MEDIA_PATHS.imagesOfCategory.build({ appId }), { keyword: 5 });
      expect(bad).toEqual({ rspCd: '40000', rspInf: '请求体字段 keyword 应为文本', data: null });
    });

    it('replaces an image’s bytes behind the same id and URL, removing the old file', async () => {
      const category = await newCategory('替换');
      const image = await upload('old.png', category.id);
      const before = await app.inject({ method: 'GET', url: image.url });
      const photo = await photoBytes(80, 30, 'jpeg');
      const { payload, headers } = form('new.jpg', photo);
      const replaced = await sendEnvelope<UploadedImage>(app, {
        method: 'POST',
        url: api(MEDIA_PATHS.replaceImage.build({ appId, id: image.imageId })),
        payload,
        headers,
      });
      expect(replaced.data).toMatchObject({
        imageId: image.imageId,
        url: image.url,
        originalName: 'new.jpg',
        originalSize: photo.length,
        width: 80,
        height: 30,
        categoryId: category.id,
      });
      const after = await app.inject({ method: 'GET', url: image.url });
      expect(after.statusCode).toBe(200);
      expect(after.rawPayload.equals(before.rawPayload)).toBe(false);
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect((await files()).filter((f) => f.startsWith(image.imageId))).toHaveLength(1);

      const text = form('note.png', Buffer.from('not an image'));
      const refused = await sendEnvelope(app, {
        method: 'POST',
        url: api(MEDIA_PATHS.replaceImage.build({ appId, id: image.imageId })),
        payload: text.payload,
        headers: text.headers,
      });
      expect(refused).toEqual({
        rspCd: '40000',
        rspInf: '上传失败，格式错误：note.png',
        data: null,
      });
      expect((await app.inject({ method: 'GET', url: image.url })).rawPayload).toEqual(
        after.rawPayload,
      );
    });

    it('lists the pages whose saved JSON uses an image, design copy and published version', async () => {
      const category = await newCategory('引用');
      const image = await upload('bg.png', category.id);
      const unused = await upload('spare.png', category.id);
      // The designer saved the page with the image as its background (design copy only).
      await sql`update pages set page_data = jsonb_set(page_data, '{backgroundImage}', to_jsonb(${image.url}::text))
      where page_id = ${DEMO.pages.pcDetail}`.execute(app.tessera.db);
      const usages = await sendEnvelope<ImageUsage[]>(app, {
        method: 'GET',
        url: api(MEDIA_PATHS.imageUsages.build({ appId, id: image.imageId })),
      });
      expect(usages.data).toEqual([
        expect.objectContaining({ pageId: DEMO.pages.pcDetail, where: ['design'] }),
      ]);
      const none = await sendEnvelope<ImageUsage[]>(app, {
        method: 'GET',
        url: api(MEDIA_PATHS.imageUsages.build({ appId, id: unused.imageId })),
      });
      expect(none.data).toEqual([]);
    });

    it('deletes an image with its file and its category’s default mark', async () => {
      const category = await newCategory('删除');
      const image = await upload('gone.png', category.id);
      await post(MEDIA_PATHS.defaultImage.build({ appId }), {
        categoryId: category.id,
        imageId: image.imageId,
      });
      const deleted = await post<UploadedImage>(
        MEDIA_PATHS.deleteImage.build({ appId, id: image.imageId }),
      );
      expect(deleted.data?.imageId).toBe(image.imageId);
      expect((await images(category.id)).total).toBe(0);
      expect((await files()).some((f) => f.startsWith(image.imageId))).toBe(false);
      expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
      const categories = await sendEnvelope<ImageCategory[]>(app, {
        method: 'GET',
        url: api(MEDIA_PATHS.imageCategories.build({ appId })),
      });
      expect(categories.data?.find((c) => c.id === category.id)?.defaultImageId).toBeNull();
      expect((await post(MEDIA_PATHS.deleteImage.build({ appId, id: image.imageId }))).rspCd).toBe(
        '40400',
      );
    });

    it('refuses the library’s calls to anonymous callers (401) and non-designers (403), changing nothing', async () => {
      const category = await newCategory('权限');
      const image = await upload('keep.png', category.id);
      const replacement = form('x.png', await photoBytes(10, 10, 'png'));
      const requests: Omit<SignedRequest, 'headers' | 'anonymous'>[] = [
        { method: 'GET', url: api(MEDIA_PATHS.imageCategories.build({ appId })) },
        { method: 'POST', url: api(MEDIA_PATHS.imagesOfCategory.build({ appId })), payload: {} },
        {
          method: 'POST',
          url: api(MEDIA_PATHS.deleteImageCategory.build({ appId, id: category.id })),
          payload: {},
        },
        {
          method: 'POST',
          url: api(MEDIA_PATHS.defaultImage.build({ appId })),
          payload: { categoryId: category.id, imageId: image.imageId },
        },
        { method: 'GET', url: api(MEDIA_PATHS.imageUsages.build({ appId, id: image.imageId })) },
        {
          method: 'POST',
          url: api(MEDIA_PATHS.deleteImage.build({ appId, id: image.imageId })),
          payload: {},
        },
      ];
      for (const request of requests) {
        const anonymous = await as(null, request);
        expect(anonymous.statusCode, request.url).toBe(401);
        expect(anonymous.json<Envelope>().rspCd).toBe('30002');
        const applicant = await as(applicantToken, request);
        expect(applicant.statusCode, request.url).toBe(403);
        expect(applicant.json<Envelope>().rspCd).toBe('40300');
      }
      const replace = await injectSigned(app, {
        method: 'POST',
        url: api(MEDIA_PATHS.replaceImage.build({ appId, id: image.imageId })),
        payload: replacement.payload,
        headers: { ...replacement.headers, authorization: `Bearer ${applicantToken}` },
      });
      expect(replace.statusCode).toBe(403);
      const kept = await images(category.id);
      expect(kept.items).toEqual([image]);
    });
  },
);
