import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import {
  expectAnswer,
  MEDIA_PATHS,
  PART_UPLOAD_HEADERS,
  type PartUpload,
  type UploadedEnclosure,
  type UploadedImage,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, photoBytes, type FormPart } from '../__tests__/testFiles.js';
import {
  injectSigned,
  sendEnvelope,
  startServer,
  TEST_DATABASES,
} from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { startS3TestServer, type S3TestServer } from './__tests__/s3TestServer.js';

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const api = (path: string) => `/api/${path}`;

describe('media on S3-compatible object storage (ServerOptions media.s3, s3rver)', () => {
  let s3: S3TestServer;
  let app: FastifyInstance;

  const upload = <T>(path: string, parts: FormPart[]) => {
    const { payload, headers } = multipartBody(parts);
    return sendEnvelope<T>(app, { method: 'POST', url: api(path), payload, headers });
  };
  /** The keys in the bucket, read through S3 itself. */
  const objectKeys = async () => {
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: s3.options.endpoint!,
      forcePathStyle: true,
      credentials: s3.options.credentials!,
    });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: s3.options.bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key!).sort();
  };

  beforeAll(async () => {
    s3 = await startS3TestServer();
    app = await startServer(TEST_DATABASES[0]!, { media: { s3: s3.options, partBytes: 1000 } });
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
  });

  it('stores an uploaded image as an object, serves its bytes back and deletes it', async () => {
    const bytes = await photoBytes(120, 90, 'png');
    const body = await upload<UploadedImage>(MEDIA_PATHS.postImage.build(pc), [
      { name: 'categoryId', value: DEMO.imageCategoryId },
      { name: 'file', filename: '封面.png', data: bytes },
    ]);
    expect(body.rspCd).toBe('00000');
    expectAnswer(MEDIA_PATHS.postImage, body.data);
    const image = body.data!;
    expect(image).toMatchObject({ storage: 's3', suffixName: 'webp', width: 120, height: 90 });
    expect(await objectKeys()).toEqual([
      expect.stringMatching(new RegExp(`^${DEMO.appId}/images/${image.imageId}-\\w+\\.webp$`)),
    ]);

    const read = await app.inject({ method: 'GET', url: image.url });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/webp');
    expect(read.rawPayload.length).toBe(image.size);
    expect(read.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');

    const deleted = await sendEnvelope(app, {
      method: 'POST',
      url: api(MEDIA_PATHS.deleteImage.build({ appId: DEMO.appId, id: image.imageId })),
      payload: {},
    });
    expect(deleted.rspCd).toBe('00000');
    expect(await objectKeys()).toEqual([]);
    expect((await app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('stores an attachment as an object and downloads the same bytes', async () => {
    const bytes = Buffer.from('%PDF-1.4 季度报告', 'utf8');
    const body = await upload<UploadedEnclosure>(MEDIA_PATHS.postEnclosure.build(pc), [
      { name: 'file', filename: '季度报告.pdf', data: bytes },
    ]);
    expect(body.rspCd).toBe('00000');
    const download = await injectSigned(app, {
      method: 'POST',
      url: api(MEDIA_PATHS.downloadEnclosure.build({ appId: DEMO.appId })),
      payload: { fileId: body.data!.fileId },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(bytes)).toBe(true);
    expect(await objectKeys()).toHaveLength(1);
  });

  it('keeps the parts of an upload in parts as objects and joins them into the attachment', async () => {
    const bytes = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(2500 - 9, 7)]);
    const partCall = async <T>(action: string, headers: Record<string, string>, payload: unknown) =>
      sendEnvelope<T>(app, {
        method: 'POST',
        url: api(MEDIA_PATHS.enclosurePartUpload.build(pc)),
        payload,
        headers: { [PART_UPLOAD_HEADERS.action]: action, ...headers },
      });
    const before = await objectKeys();
    const started = await partCall<PartUpload>('start', {}, { fileName: '合同.pdf', size: 2500 });
    const { uploadId } = started.data!;
    for (const n of [1, 2, 3]) {
      const answer = await partCall<PartUpload>(
        'part',
        {
          [PART_UPLOAD_HEADERS.uploadId]: uploadId,
          [PART_UPLOAD_HEADERS.partNumber]: String(n),
          'content-type': 'application/octet-stream',
        },
        bytes.subarray((n - 1) * 1000, n * 1000),
      );
      expect(answer.rspCd, answer.rspInf).toBe('00000');
    }
    expect((await objectKeys()).length - before.length).toBe(3);
    const done = await partCall<UploadedEnclosure>(
      'complete',
      { [PART_UPLOAD_HEADERS.uploadId]: uploadId },
      {},
    );
    expect(done.rspCd, done.rspInf).toBe('00000');
    const file = await app.inject({
      method: 'GET',
      url: api(MEDIA_PATHS.getFile.build({ app: DEMO.appId, id: done.data!.fileId })),
    });
    expect(file.rawPayload.equals(bytes)).toBe(true);
    // The parts are gone; only the attachment's object is new.
    const added = (await objectKeys()).filter((key) => !before.includes(key));
    expect(added).toEqual([expect.stringContaining(done.data!.fileId)]);
  });
});
