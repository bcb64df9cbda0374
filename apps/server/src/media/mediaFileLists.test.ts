import {
  MEDIA_PATHS,
  type Envelope,
  type PagedList,
  type UploadedEnclosure,
  type VideoRecord,
} from '@tessera/protocol';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type SignedRequest } from '../__tests__/testDatabases.js';
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
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

describe.each(TEST_DATABASES)('video and attachment lists on $name', (database) => {
  let media: MediaTestServer;
  let app: FastifyInstance;
  let applicantToken: string;

  const post = <T>(path: string, payload: unknown = {}) => media.post<T>(path, payload);
  const attach = async (filename: string, data: Buffer) =>
    (
      await media.postForm<UploadedEnclosure>(MEDIA_PATHS.postEnclosure.build(pc), [
        { name: 'file', filename, data },
      ])
    ).data!;
  const enclosures = async (keyword?: string) =>
    (
      await post<PagedList<UploadedEnclosure>>(MEDIA_PATHS.listEnclosures.build({ appId }), {
        keyword,
      })
    ).data!;
  const as = (token: string | null, request: CallerRequest) => media.as(token, request);

  beforeAll(async () => {
    media = await startMediaServer(database);
    app = media.app;
    applicantToken = await media.tokenOf(APPLICANT);
  });
  afterAll(() => media?.close());

  it('lists attachments newest first, by name; previews a PDF in place, downloads the rest; deletes one', async () => {
    const pdf = await attach('合同.pdf', PDF);
    const text = await attach('说明.txt', Buffer.from('你好'));
    expect((await enclosures()).items.map((e) => e.fileId)).toEqual([text.fileId, pdf.fileId]);
    expect((await enclosures('合同')).items.map((e) => e.name)).toEqual(['合同.pdf']);

    const link = (fileId: string) =>
      MEDIA_PATHS.getFile.build({ app: appId, id: fileId }, { inline: 1 });
    const preview = await app.inject({ method: 'GET', url: api(link(pdf.fileId)) });
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect(preview.headers['content-disposition']).toMatch(/^inline;/);
    const download = await app.inject({ method: 'GET', url: api(link(text.fileId)) });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const deleted = await post<UploadedEnclosure>(
      MEDIA_PATHS.deleteEnclosure.build({ appId, id: pdf.fileId }),
    );
    expect(deleted.data?.fileId).toBe(pdf.fileId);
    expect((await enclosures()).items.map((e) => e.fileId)).toEqual([text.fileId]);
    expect((await app.inject({ method: 'GET', url: api(link(pdf.fileId)) })).json()).toMatchObject({
      rspCd: '40400',
    });
    expect((await post(MEDIA_PATHS.deleteEnclosure.build({ appId, id: pdf.fileId }))).rspCd).toBe(
      '40400',
    );
  });

  it('lists videos newest first, by title, and pages them', async () => {
    for (const [videoId, title] of [
      ['intro', '产品介绍'],
      ['guide', '使用教程'],
    ] as const) {
      await post(MEDIA_PATHS.createVideo.build({ appId }), {
        videoId,
        title,
        url: `/v/${videoId}.mp4`,
      });
    }
    const all = await post<PagedList<VideoRecord>>(MEDIA_PATHS.listVideos.build({ appId }), {
      pageSize: 1,
    });
    expect(all.data?.total).toBe(2);
    expect(all.data?.items.map((v) => v.videoId)).toEqual(['guide']);
    const found = await post<PagedList<VideoRecord>>(MEDIA_PATHS.listVideos.build({ appId }), {
      keyword: '介绍',
    });
    expect(found.data?.items.map((v) => v.title)).toEqual(['产品介绍']);
    expect(await post(MEDIA_PATHS.listVideos.build({ appId }), { keyword: 1 })).toEqual({
      rspCd: '40000',
      rspInf: '请求体字段 keyword 应为文本',
      data: null,
    });
  });

  it('refuses the lists and the delete to anonymous callers (401) and non-designers (403), changing nothing', async () => {
    const kept = await attach('保留.txt', Buffer.from('x'));
    const before = await enclosures();
    const requests: Omit<SignedRequest, 'headers' | 'anonymous'>[] = [
      { method: 'POST', url: api(MEDIA_PATHS.listVideos.build({ appId })), payload: {} },
      { method: 'POST', url: api(MEDIA_PATHS.listEnclosures.build({ appId })), payload: {} },
      {
        method: 'POST',
        url: api(MEDIA_PATHS.deleteEnclosure.build({ appId, id: kept.fileId })),
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
    expect(await enclosures()).toEqual(before);
  });
});
