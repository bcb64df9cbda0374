import {
  MEDIA_PATHS,
  PART_UPLOAD_HEADERS,
  type Envelope,
  type PartUpload,
  type UploadedEnclosure,
} from '@tessera/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES } from '../__tests__/testDatabases.js';
import { DEMO } from '../demo.js';
import { DEMO_USERS } from '../demoOrganisation.js';
import { api, startMediaServer, type MediaTestServer } from './__tests__/mediaTestServer.js';

const appId = DEMO.appId;
const pc = { appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' };
const url = api(MEDIA_PATHS.enclosurePartUpload.build(pc));
const PART = 1000;
const APPLICANT = DEMO_USERS[1]!;
/** 2,500 bytes of a "PDF": three parts of 1,000, 1,000 and 500. */
const FILE = Buffer.concat([Buffer.from('%PDF-1.4\n', 'latin1'), Buffer.alloc(2500 - 9, 7)]);

describe.each(TEST_DATABASES)('attachment uploads in parts on $name', (database) => {
  let media: MediaTestServer;
  let adminToken: string;
  let applicantToken: string;

  /** One enclosurePartUpload call as `token`. */
  async function call<T>(
    token: string | null,
    action: string,
    options: { uploadId?: string; part?: number; body?: unknown } = {},
  ): Promise<{ status: number; body: Envelope<T> }> {
    const headers: Record<string, string> = { [PART_UPLOAD_HEADERS.action]: action };
    if (options.uploadId) headers[PART_UPLOAD_HEADERS.uploadId] = options.uploadId;
    if (options.part !== undefined) {
      headers[PART_UPLOAD_HEADERS.partNumber] = String(options.part);
      headers['content-type'] = 'application/octet-stream';
    }
    const response = await media.as(token, {
      method: 'POST',
      url,
      payload: (options.body ?? {}) as never,
      headers,
    });
    return { status: response.statusCode, body: response.json<Envelope<T>>() };
  }
  const start = (token = adminToken, body: unknown = { fileName: '合同.pdf', size: FILE.length }) =>
    call<PartUpload>(token, 'start', { body });
  const part = (uploadId: string, n: number, token = adminToken) =>
    call<PartUpload>(token, 'part', {
      uploadId,
      part: n,
      body: FILE.subarray((n - 1) * PART, n * PART),
    });

  beforeAll(async () => {
    media = await startMediaServer(database, {
      media: { partBytes: PART, maxEnclosureBytes: 10_000 },
    });
    adminToken = await media.tokenOf(DEMO_USERS.find((user) => user.key === 'admin')!);
    applicantToken = await media.tokenOf(APPLICANT);
  });
  afterAll(() => media?.close());

  it('keeps the parts until complete, tells a resumed upload which it has, joins them', async () => {
    const started = (await start()).body;
    expect(started.rspCd, started.rspInf).toBe('00000');
    const { uploadId } = started.data!;
    expect(started.data).toMatchObject({ partSize: PART, partCount: 3, received: [] });

    expect((await part(uploadId, 1)).body.data!.received).toEqual([1]);
    expect((await part(uploadId, 3)).body.data!.received).toEqual([1, 3]);
    // Resuming: the server says which parts it holds.
    const status = (await call<PartUpload>(adminToken, 'status', { uploadId })).body.data!;
    expect(status).toMatchObject({ fileName: '合同.pdf', size: 2500, received: [1, 3] });
    expect((await call(adminToken, 'complete', { uploadId })).body).toEqual({
      rspCd: '40000',
      rspInf: '还缺第 2 片，不能完成上传',
      data: null,
    });

    await part(uploadId, 2);
    const done = (await call<UploadedEnclosure>(adminToken, 'complete', { uploadId })).body;
    expect(done.rspCd, done.rspInf).toBe('00000');
    expect(done.data).toMatchObject({ name: '合同.pdf', size: 2500, suffixName: 'pdf' });
    const file = await media.app.inject({
      method: 'GET',
      url: api(MEDIA_PATHS.getFile.build({ app: appId, id: done.data!.fileId })),
    });
    expect(file.rawPayload.equals(FILE)).toBe(true);
    // The upload and its parts are gone; only the attachment's file is left.
    expect((await call(adminToken, 'status', { uploadId })).body).toEqual({
      rspCd: '40400',
      rspInf: '上传不存在或已完成',
      data: null,
    });
    expect(await media.files()).toEqual([`${done.data!.fileId}.pdf`]);
  });

  it('refuses bad input before keeping anything, and other users’ uploads', async () => {
    const refusals: [unknown, string][] = [
      [{ fileName: '病毒.exe', size: 10 }, '上传失败，格式错误：病毒.exe'],
      [{ fileName: '大.pdf', size: 20_000 }, '附件大小不能超过 0.01M'],
      [{ fileName: '空.pdf', size: 0 }, '请求体字段 size 应为正整数（字节数）'],
      [{ size: 10 }, '请求体字段 fileName 应为 1 到 255 个字的文件名'],
    ];
    for (const [body, text] of refusals) {
      const { body: answer } = await start(adminToken, body);
      expect(answer.rspCd).toBe('40000');
      expect(answer.rspInf.startsWith(text), answer.rspInf).toBe(true);
    }
    const { uploadId } = (await start()).body.data!;
    const short = await call(adminToken, 'part', { uploadId, part: 1, body: Buffer.alloc(10) });
    expect(short.body.rspInf).toBe('第 1 片应为 1000 字节（application/octet-stream）');
    expect((await part(uploadId, 4)).body.rspInf).toBe('分片序号 x-part-number 应为 1 到 3 的整数');
    expect((await call(adminToken, 'resume', { uploadId })).body.rspCd).toBe('40000');
    // Someone else's upload does not exist for them; an anonymous caller is refused.
    expect((await part(uploadId, 1, applicantToken)).body.rspCd).toBe('40400');
    expect((await call(applicantToken, 'status', { uploadId })).body.rspCd).toBe('40400');
    const anonymous = await call(null, 'start', { body: { fileName: 'a.pdf', size: 10 } });
    expect(anonymous.status).toBe(401);
    expect(
      (await call<PartUpload>(adminToken, 'status', { uploadId })).body.data!.received,
    ).toEqual([]);
  });
});
