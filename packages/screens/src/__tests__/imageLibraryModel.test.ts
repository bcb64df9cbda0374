import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEMO,
  DEMO_REQUEST_CONTEXT,
  DEMO_USERS,
  photoPng,
  startTestServer,
} from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { createRequestClient, type RequestClient } from '@tessera/request';
import {
  categoryTree,
  createImageLibraryModel,
  type ImageFile,
  type ImageLibraryModel,
} from '../admin/imageLibraryModel.js';
import { until } from './until.js';

// The media library's image model (README "Media library") in Node against the real server on
// loopback (PGlite; PostgreSQL too with DATABASE_URL): the administrator adds a category, uploads
// a photo that the server stores compressed, searches, sets the default image, is refused the
// delete of a category that is not empty, reads an image's usages, replaces and deletes it;
// a wrong type and an oversized file are refused with spec 1 §5's messages before any call;
// 张三 is refused.

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' as const };

const file = (name: string, bytes: Uint8Array, size = bytes.length): ImageFile => ({
  name,
  size,
  data: new Blob([new Uint8Array(bytes)]),
});

describe('image library model', () => {
  let server: TestServer;
  let dir: string;
  const stops: (() => void)[] = [];

  function client(accessToken: string | null): RequestClient {
    return createRequestClient({
      baseUrl: server.url,
      getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
      messages: { info: () => {}, warning: () => {}, error: () => {} },
    });
  }

  async function started(key: string): Promise<ImageLibraryModel> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    const model = createImageLibraryModel({ client: client(accessToken), subApp: pc });
    stops.push(model.start());
    await until(model, (s) => s.state !== 'loading' && ['ready', 'failed'].includes(s.imagesState));
    return model;
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-media-model-'));
    server = await startTestServer({
      databaseUrl: process.env.DATABASE_URL,
      serverOptions: { media: { dir } },
    });
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('keeps a new category’s photo compressed, finds it, marks it default, refuses the full category’s delete', async () => {
    const model = await started('admin');
    const category = await model.addCategory(' 活动海报 ');
    expect(category.name).toBe('活动海报');
    await model.choose(category.id);

    const photo = photoPng(320, 200);
    const { stored, messages } = await model.upload([file('Spring-Banner.png', photo)]);
    expect(messages).toEqual([]);
    const [image] = stored;
    expect(image).toMatchObject({ categoryId: category.id, suffixName: 'webp' });
    expect(image!.originalSize).toBe(photo.length);
    expect(image!.size).toBeLessThan(photo.length);
    expect(model.getSnapshot().images.map((i) => i.imageId)).toEqual([image!.imageId]);
    expect(model.getSnapshot().categories.find((c) => c.id === category.id)?.imageCount).toBe(1);
    // The stored bytes are served at the image's address.
    const served = await fetch(new URL(image!.url, server.url));
    expect(Number(served.headers.get('content-length'))).toBe(image!.size);

    await model.search('spring');
    expect(model.getSnapshot().total).toBe(1);
    await model.search('没有这个名字');
    expect(model.getSnapshot().total).toBe(0);
    await model.search('');

    await model.setDefault(image!.imageId);
    expect(model.getSnapshot().categories.find((c) => c.id === category.id)?.defaultImageId).toBe(
      image!.imageId,
    );

    const sub = await model.addCategory('子分类', category.id);
    expect(
      categoryTree(model.getSnapshot().categories).find((n) => n.id === category.id)?.children,
    ).toEqual([expect.objectContaining({ id: sub.id, depth: 1 })]);
    const before = model.getSnapshot().categories;
    await expect(model.removeCategory(category.id)).rejects.toThrow(
      '分类 活动海报 下还有 1 张图片、1 个子分类，请先移走或删除后再删除分类',
    );
    expect(model.getSnapshot().categories).toEqual(before);

    await model.renameCategory(sub.id, '子分类二');
    expect(model.getSnapshot().categories.find((c) => c.id === sub.id)?.name).toBe('子分类二');
    await model.removeCategory(sub.id);
    expect(model.getSnapshot().categories.some((c) => c.id === sub.id)).toBe(false);
  });

  it('refuses a wrong type with the persistent format error and an oversized file by spec 1 §5, sending nothing', async () => {
    const model = await started('admin');
    const total = model.getSnapshot().total;
    const result = await model.upload([
      file('notes.bmp', new Uint8Array([1, 2, 3])),
      file('huge.png', new Uint8Array([1]), 11 * 1024 * 1024),
    ]);
    expect(result).toEqual({ stored: [], messages: ['图片大小不能超过 10.00 M'] });
    expect(model.getSnapshot().formatError).toBe('上传失败，格式错误：notes.bmp');
    model.dismissFormatError();
    expect(model.getSnapshot().formatError).toBeNull();
    await model.reload();
    expect(model.getSnapshot().total).toBe(total);
  });

  it('tells which pages use an image, then replaces and deletes it', async () => {
    const model = await started('admin');
    const category = await model.addCategory('替换与删除');
    await model.choose(category.id);
    const { stored } = await model.upload([file('a.png', photoPng(120, 80, 2))]);
    const image = stored[0]!;
    expect(await model.usagesOf(image.imageId)).toEqual([]);

    const replaced = await model.replace(image.imageId, file('b.png', photoPng(90, 60, 3)));
    expect(replaced).toMatchObject({ imageId: image.imageId, url: image.url, width: 90 });
    expect(model.getSnapshot().images[0]?.originalName).toBe('b.png');

    await model.removeImage(image.imageId);
    expect(model.getSnapshot().images).toEqual([]);
    expect((await fetch(new URL(image.url, server.url))).status).toBe(404);
  });

  it('shows 张三 the server’s refusal', async () => {
    const model = await started('applicant');
    expect(model.getSnapshot()).toMatchObject({
      state: 'failed',
      denied: true,
      error: '您没有访问权限！',
    });
  });
});
