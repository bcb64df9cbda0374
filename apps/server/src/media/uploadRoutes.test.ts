import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expectAnswer,
  MEDIA_PATHS,
  type UploadedEnclosure,
  type UploadedImage,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gifBytes,
  jpegHeader,
  multipartBody,
  photoBytes,
  pngBytes,
  type FormPart,
} from '../__tests__/testFiles.js';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const api = (path: string) => `/api/${path}`;
const LIMIT = 64 * 1024;

/** Every file under a folder, as relative paths. */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length));
}

describe.each(TEST_DATABASES)('uploads on $name', (database) => {
  let app: FastifyInstance;
  let dir: string;

  const upload = <T>(path: string, parts: FormPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return sendEnvelope<T>(app, { method: 'POST', url: api(path), payload, headers });
  };
  const postImage = (parts: FormPart[]) =>
    upload<UploadedImage>(MEDIA_PATHS.postImage.build(pc), parts);
  const file = (filename: string, data: Buffer): FormPart => ({ name: 'file', filename, data });
  const stored = async () => ({
    files: await filesUnder(dir),
    images: (await app.tessera.db.selectFrom('media_images').select('image_id').execute()).length,
    enclosures: (await app.tessera.db.selectFrom('media_enclosures').select('file_id').execute())
      .length,
  });

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'tessera-media-'));
    app = await startServer(database, {
      media: { dir, maxImageBytes: LIMIT, maxEnclosureBytes: LIMIT },
    });
  });
  afterAll(async () => {
    await app?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('compresses a PNG photo into a smaller WebP and reads it back by namespace/field/id', async () => {
    const bytes = await photoBytes(120, 90, 'png');
    const body = await postImage([
      { name: 'nameSpace', value: 'showcase' },
      { name: 'field', value: 'cover' },
      { name: 'categoryId', value: DEMO.imageCategoryId },
      file('封面.png', bytes),
    ]);
    expect(body.rspCd).toBe('00000');
    expectAnswer(MEDIA_PATHS.postImage, body.data);
    const image = body.data!;
    expect(image).toMatchObject({
      suffixName: 'webp',
      originalSize: bytes.length,
      nameSpace: 'showcase',
      field: 'cover',
      width: 120,
      height: 90,
      storage: 'local',
      categoryId: DEMO.imageCategoryId,
      originalName: '封面.png',
      url: `/media/image/showcase/cover/${image.imageId}.webp`,
    });
    // spec 1 §9: quality 80 WebP. A noisy photo shrinks by far more than half.
    expect(image.size).toBeLessThan(bytes.length / 2);
    const files = await filesUnder(dir);
    expect(files.filter((f) => f.includes(image.imageId))).toEqual([
      expect.stringMatching(new RegExp(`^/${DEMO.appId}/images/${image.imageId}-\\w+\\.webp$`)),
    ]);

    // An <img src>: no signature, the stored WebP, revalidated by its ETag.
    const read = await app.inject({ method: 'GET', url: image.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.rawPayload.length).toBe(image.size);
    expect(read.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const again = await app.inject({
      method: 'GET',
      url: image.url,
      headers: { 'if-none-match': String(read.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const wrong = await app.inject({
      method: 'GET',
      url: `/media/image/page/cover/${image.imageId}.webp`,
    });
    expect(wrong.statusCode).toBe(404);
  });

  it('turns an image URL of this server into an image field value (picurltopicfield)', async () => {
    const { data: image } = await postImage([file('a.png', pngBytes(1, 1))]);
    const field = await sendEnvelope<UploadedImage[]>(app, {
      method: 'GET',
      url: MEDIA_PATHS.picUrlToPicField.build({
        app: DEMO.appId,
        imgUrl: `http://localhost:4000${image!.url}`,
      }),
    });
    expect(field.data).toEqual([image]);
    const foreign = await sendEnvelope(app, {
      method: 'GET',
      url: MEDIA_PATHS.picUrlToPicField.build({
        app: DEMO.appId,
        imgUrl: 'https://example.com/a.png',
      }),
    });
    expect(foreign.rspCd).toBe('40000');
    const gone = await sendEnvelope(app, {
      method: 'GET',
      url: MEDIA_PATHS.picUrlToPicField.build({
        app: DEMO.appId,
        imgUrl: image!.url.replace(/[0-9a-f]{8}-/, '00000000-'),
      }),
    });
    expect(gone.rspCd).toBe('40400');
  });

  it('stores GIF and JPEG images with their sizes and default namespace and field', async () => {
    const gif = await postImage([file('a.gif', gifBytes(5, 7))]);
    expect(gif.data).toMatchObject({
      suffixName: 'gif',
      width: 5,
      height: 7,
      nameSpace: 'page',
      field: 'image',
    });
    const gifBytesSent = gifBytes(5, 7);
    expect(gif.data).toMatchObject({
      size: gifBytesSent.length,
      originalSize: gifBytesSent.length,
    });
    const jpegBytes = await photoBytes(64, 48, 'jpeg');
    const jpeg = await postImage([file('b.JPG', jpegBytes)]);
    expect(jpeg.data).toMatchObject({ suffixName: 'webp', width: 64, height: 48 });
    expect(jpeg.data!.size).toBeLessThan(jpegBytes.length);
  });

  it('refuses a JPEG that is only a header (it cannot be decoded) and stores nothing', async () => {
    const before = await stored();
    const body = await postImage([file('cut.jpg', jpegHeader(640, 480))]);
    expect(body).toEqual({ rspCd: '40000', rspInf: '上传失败，格式错误：cut.jpg', data: null });
    expect(await stored()).toEqual(before);
  });

  it.each([
    [
      'a type that is not an image',
      [file('virus.exe', Buffer.from('MZ'))],
      '上传失败，格式错误：virus.exe',
    ],
    [
      'text named .png',
      [file('fake.png', Buffer.from('not an image at all'))],
      '上传失败，格式错误：fake.png',
    ],
    ['PNG bytes named .gif', [file('x.gif', pngBytes(1, 1))], '上传失败，格式错误：x.gif'],
    [
      'a file above the limit',
      [file('big.png', Buffer.concat([pngBytes(1, 1), Buffer.alloc(LIMIT)]))],
      '图片大小不能超过 0.06M',
    ],
    [
      'two files',
      [file('a.png', pngBytes(1, 1)), file('b.png', pngBytes(1, 1))],
      '一次只能上传一个图片',
    ],
    ['no file', [{ name: 'nameSpace', value: 'page' }], '没有收到图片'],
    ['an empty file', [file('empty.png', Buffer.alloc(0))], '空文件'],
    [
      'a bad namespace',
      [{ name: 'nameSpace', value: '../etc' }, file('a.png', pngBytes(1, 1))],
      'nameSpace',
    ],
  ])('refuses %s clearly and stores nothing', async (_case, parts, message) => {
    const before = await stored();
    const body = await postImage(parts);
    expect(body).toMatchObject({ rspCd: '40000', data: null });
    expect(body.rspInf).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('refuses an unknown category (40400), a JSON body and an unknown sub-app, storing nothing', async () => {
    const before = await stored();
    const unknown = await postImage([
      { name: 'categoryId', value: '00000000-0000-4000-8000-000000000000' },
      file('a.png', pngBytes(1, 1)),
    ]);
    expect(unknown.rspCd).toBe('40400');
    const json = await sendEnvelope(app, {
      method: 'POST',
      url: api(MEDIA_PATHS.postImage.build(pc)),
      payload: { a: 1 },
    });
    expect(json.rspCd).toBe('40000');
    expect(json.rspInf).toContain('multipart/form-data');
    const wrongApp = await upload(MEDIA_PATHS.postImage.build({ ...pc, appType: 'Mobile' }), [
      file('a.png', pngBytes(1, 1)),
    ]);
    expect(wrongApp.rspCd).toBe('40400');
    expect(await stored()).toEqual(before);
  });

  it('stores an attachment and downloads it by POST and by link with its name', async () => {
    const bytes = Buffer.from('%PDF-1.4 demo', 'latin1');
    const body = await upload<UploadedEnclosure>(MEDIA_PATHS.postEnclosure.build(pc), [
      file('季度报告.pdf', bytes),
    ]);
    expectAnswer(MEDIA_PATHS.postEnclosure, body.data);
    expect(body.data).toMatchObject({
      name: '季度报告.pdf',
      suffixName: 'pdf',
      size: bytes.length,
      contentType: 'application/pdf',
    });
    const fileId = body.data!.fileId;

    const download = await injectSigned(app, {
      method: 'POST',
      url: api(MEDIA_PATHS.downloadEnclosure.build({ appId: DEMO.appId })),
      payload: { fileId },
    });
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('季度报告.pdf')}`,
    );
    expect(download.rawPayload.equals(bytes)).toBe(true);

    const link = await app.inject({
      method: 'GET',
      url: api(MEDIA_PATHS.getFile.build({ app: DEMO.appId, id: fileId })),
    });
    expect(link.rawPayload.equals(bytes)).toBe(true);
    const missing = await sendEnvelope(app, {
      method: 'POST',
      url: api(MEDIA_PATHS.downloadEnclosure.build({ appId: DEMO.appId })),
      payload: { fileId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.rspCd).toBe('40400');
  });

  it.each([
    ['an executable', [file('setup.exe', Buffer.from('MZ'))], '上传失败，格式错误：setup.exe'],
    ['an HTML page', [file('x.html', Buffer.from('<script>'))], '上传失败，格式错误：x.html'],
    [
      'a file above the limit',
      [file('big.zip', Buffer.alloc(LIMIT + 1))],
      '附件大小不能超过 0.06M',
    ],
  ])('refuses an attachment that is %s and stores nothing', async (_case, parts, message) => {
    const before = await stored();
    const body = await upload(MEDIA_PATHS.postEnclosure.build(pc), parts);
    expect(body.rspCd).toBe('40000');
    expect(body.rspInf).toContain(message);
    expect(await stored()).toEqual(before);
  });

  it('stores a screenshot sent as a data URL in the temp namespace (tempimagemedia)', async () => {
    const image = `data:image/png;base64,${pngBytes(4, 4).toString('base64')}`;
    const body = await sendEnvelope<UploadedImage>(app, {
      method: 'POST',
      url: MEDIA_PATHS.tempImage.build({ app: DEMO.appId }),
      payload: { image },
    });
    expect(body.data).toMatchObject({
      nameSpace: 'temp',
      field: 'screenshot',
      width: 4,
      height: 4,
    });
    const bad = await sendEnvelope(app, {
      method: 'POST',
      url: MEDIA_PATHS.tempImage.build({ app: DEMO.appId }),
      payload: { image: 'data:image/png;base64,!!!' },
    });
    expect(bad.rspCd).toBe('40000');
    const badName = await sendEnvelope(app, {
      method: 'POST',
      url: MEDIA_PATHS.tempImage.build({ app: DEMO.appId }),
      payload: { image, name: 5 },
    });
    expect(badName).toEqual({ rspCd: '40000', rspInf: '请求体字段 name 应为文本', data: null });
  });
});
