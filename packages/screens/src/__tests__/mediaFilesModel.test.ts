import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, DEMO_REQUEST_CONTEXT, DEMO_USERS, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import { PART_UPLOAD_HEADERS } from '@tessera/protocol';
import { createRequestClient, type RequestClient } from '@tessera/request';
import type { ImageFile } from '../admin/imageLibraryModel.js';
import {
  createMediaFilesModel,
  type MediaFileKind,
  type MediaFilesModel,
} from '../admin/mediaFilesModel.js';
import { until } from './until.js';

// The media library's video and attachment models (README "Media library") in Node against the
// real server on loopback: the administrator uploads a PDF and previews it in place, uploads an
// mp4 as a video and plays it from its address, is refused another video type with spec 1 §5's
// format message, deletes both; 张三 is refused.

const pc = { appId: DEMO.appId, subAppId: DEMO.pcSubAppId, appType: 'Pc' as const };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const MP4 = new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112, 109, 112, 52, 50, 0, 0, 0, 0]);
/** The server's part size here: a 2,500-byte file goes in three parts. */
const PART = 1000;
const file = (name: string, bytes: Uint8Array): ImageFile => ({
  name,
  size: bytes.length,
  data: new Blob([new Uint8Array(bytes)]),
});

describe('media files models', () => {
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

  async function started(key: string, kind: MediaFileKind): Promise<MediaFilesModel> {
    const { phone, password } = DEMO_USERS.find((each) => each.key === key)!;
    const { accessToken } = await server.signIn({ phone, password });
    const model = createMediaFilesModel({ client: client(accessToken), subApp: pc, kind });
    stops.push(model.start());
    await until(model, (s) => s.state !== 'loading');
    return model;
  }
  const get = (path: string) => fetch(new URL(path, server.url));

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'admin-media-files-'));
    server = await startTestServer({
      databaseUrl: process.env.DATABASE_URL,
      serverOptions: { media: { dir, partBytes: PART } },
    });
  });
  afterAll(async () => {
    for (const stop of stops) stop();
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('uploads a large attachment in parts; after a failed part, resume sends only the missing ones', async () => {
    const { phone, password } = DEMO_USERS.find((each) => each.key === 'admin')!;
    const { accessToken } = await server.signIn({ phone, password });
    // The network drops every try of part `failing` (the client's retries too) until it is 0.
    let failing = 2;
    const partsSent: string[] = [];
    const flaky: typeof fetch = async (request, init) => {
      const headers = request instanceof Request ? request.headers : new Headers(init?.headers);
      const part = headers.get(PART_UPLOAD_HEADERS.partNumber);
      if (part && Number(part) === failing) throw new TypeError('fetch failed');
      if (part) partsSent.push(part);
      return fetch(request, init);
    };
    const model = createMediaFilesModel({
      client: createRequestClient({
        baseUrl: server.url,
        getContext: () => ({ ...DEMO_REQUEST_CONTEXT, appId: DEMO.appId, accessToken }),
        messages: { info: () => {}, warning: () => {}, error: () => {} },
        fetch: flaky,
      }),
      subApp: pc,
      kind: 'enclosure',
      inPartsFrom: PART,
    });
    stops.push(model.start());
    await until(model, (s) => s.state !== 'loading');
    const bytes = new Uint8Array(2500).map((_, i) => i % 251);
    const progress: number[] = [];
    const stopWatching = model.subscribe(() => {
      const sent = model.getSnapshot().progress?.sent;
      if (sent !== undefined && sent !== progress.at(-1)) progress.push(sent);
    });

    await expect(model.upload([file('大文件.pdf', bytes)])).rejects.toThrow();
    expect(partsSent).toEqual(['1']);
    expect(model.getSnapshot().interrupted).toEqual({ name: '大文件.pdf', sent: 1000, size: 2500 });
    expect(model.getSnapshot().rows.map((row) => row.name)).not.toContain('大文件.pdf');

    failing = 0;
    expect(await model.resume()).toBe(1);
    stopWatching();
    expect(partsSent).toEqual(['1', '2', '3']); // part 1 was not sent again
    // The resumed upload starts at the 1,000 bytes the server held, not at 0.
    expect(progress).toEqual([0, 1000, 2000, 2500]);
    const { interrupted, progress: left, rows } = model.getSnapshot();
    expect({ interrupted, left }).toEqual({ interrupted: null, left: null });
    const row = rows.find((each) => each.name === '大文件.pdf')!;
    expect(row.size).toBe(2500);
    expect(new Uint8Array(await (await get(row.url)).arrayBuffer())).toEqual(bytes);
    await model.remove(row.id);
  });

  it('uploads a PDF attachment, previews it in place, downloads and deletes it', async () => {
    const model = await started('admin', 'enclosure');
    expect(await model.upload([file('年度报告.pdf', PDF)])).toBe(1);
    const [row] = model.getSnapshot().rows;
    expect(row).toMatchObject({ name: '年度报告.pdf', size: PDF.length });
    const preview = await get(row!.previewUrl!);
    expect(preview.headers.get('content-type')).toBe('application/pdf');
    expect(preview.headers.get('content-disposition')).toMatch(/^inline;/);
    expect((await get(row!.url)).headers.get('content-disposition')).toMatch(/^attachment;/);
    await model.search('报告');
    expect(model.getSnapshot().total).toBe(1);
    await model.remove(row!.id);
    expect(model.getSnapshot().rows).toEqual([]);
    expect(await (await get(row!.url)).json()).toMatchObject({ rspCd: '40400' });
  });

  it('uploads an mp4 as a video that plays from its address, refuses another type, deletes it', async () => {
    const model = await started('admin', 'video');
    await expect(model.upload([file('clip.avi', MP4)])).rejects.toThrow(
      '上传失败，格式错误：clip.avi',
    );
    expect(model.getSnapshot().total).toBe(0);
    await model.upload([file('产品演示.mp4', MP4)]);
    const [row] = model.getSnapshot().rows;
    expect(row).toMatchObject({ name: '产品演示', size: MP4.length });
    const played = await get(row!.url);
    expect(played.headers.get('content-type')).toBe('video/mp4');
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(MP4);
    await model.remove(row!.id);
    expect(model.getSnapshot().total).toBe(0);
  });

  it('shows 张三 the server’s refusal', async () => {
    const model = await started('applicant', 'enclosure');
    expect(model.getSnapshot()).toMatchObject({ state: 'failed', error: '您没有访问权限！' });
  });
});
