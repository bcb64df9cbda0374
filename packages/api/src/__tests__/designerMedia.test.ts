import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer } from '@tessera/test-utils';
import type { TestServer } from '@tessera/test-utils';
import type { RequestClient } from '@tessera/request';
import {
  listDataFlows,
  listModels,
  picUrlToPicField,
  postImage,
  postTempImage,
  type SubAppRef,
} from '../index.js';
import { demoClient } from './demoClient.js';
import { rejection } from './rejection.js';

// The designer's image calls of spec 1 §7 against the real server on loopback: the page
// screenshot (tempimagemedia), an image property's upload (postimage) and its URL turned into an
// Image field's value (picurltopicfield), and the data flows a data source may name; as the demo
// administrator (a designer) and as 张三.

/** A real 1 × 1 PNG. */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

const pc: SubAppRef = {
  appId: DEMO.appId,
  subAppId: DEMO.pcSubAppId,
  appType: 'Pc',
  envType: 'Design',
};

describe('designer media calls against the reference server (spec 1 §7)', () => {
  let server: TestServer;
  let designer: RequestClient;
  let applicant: RequestClient;
  const shown: string[] = [];

  const clientOf = (key: string) => demoClient(server, key, shown);

  beforeAll(async () => {
    server = await startTestServer({ databaseUrl: process.env.DATABASE_URL });
    designer = await clientOf('admin');
    applicant = await clientOf('applicant');
  });
  afterAll(() => server?.close());

  it('stores a screenshot in the temp name space and serves its bytes', async () => {
    const image = await postTempImage(designer, pc, `data:image/png;base64,${PNG_BASE64}`);
    expect(image).toMatchObject({ nameSpace: 'temp', width: 1, height: 1, suffixName: 'png' });
    const bytes = await fetch(new URL(image.url, server.url));
    expect(bytes.status).toBe(200);
    expect(bytes.headers.get('content-type')).toBe('image/png');
    const bare = await postTempImage(designer, pc, PNG_BASE64, 'page.png');
    expect(bare.imageId).not.toBe(image.imageId);
  });

  it('refuses a screenshot that is no image, and a caller who is no designer', async () => {
    const bad = await rejection(postTempImage(designer, pc, 'data:image/png;base64,!!!'));
    expect(bad.rspCd).toBe('40000');
    expect(bad.message).toBe('参数 image 无效：应为图片的 data URL 或 base64 文本');
    const refused = await rejection(postTempImage(applicant, pc, PNG_BASE64));
    expect(refused.status).toBe(403);
  });

  it('turns an uploaded image property URL back into an Image field value', async () => {
    const form = new Blob([Buffer.from(PNG_BASE64, 'base64')], { type: 'image/png' });
    const uploaded = await postImage(designer, pc, form, 'empty.png', { nameSpace: 'page' });
    expect(await picUrlToPicField(designer, pc, uploaded.url)).toEqual([uploaded]);
    const foreign = await rejection(picUrlToPicField(designer, pc, 'https://example.com/a.png'));
    expect(foreign.rspCd).toBe('40000');
  });

  it('lists the data flows a data source may name, searchable, for designers only', async () => {
    const all = await listDataFlows(designer, pc);
    const stats = all.items.find((flow) => flow.flowId === 'article-stats');
    expect(stats).toMatchObject({ name: '文章统计', category: '演示' });
    expect(stats!.parameters).toEqual([
      expect.objectContaining({ name: 'minViews', label: '最少阅读量', type: 'Number' }),
    ]);
    const found = await listDataFlows(designer, pc, { search: 'article-stats' });
    expect(found.items.map((flow) => flow.flowId)).toEqual(['article-stats']);
    const refused = await rejection(listDataFlows(applicant, pc));
    expect(refused.status).toBe(403);
  });

  it('lists the API and OLAP models a data source may name, for designers only', async () => {
    const models = await listModels(designer, pc);
    expect(models.map((m) => [m.modelType, m.modelId, m.version, m.name])).toEqual([
      ['API', 'article-search', '1', '文章搜索'],
      ['OLAP', 'article-views-by-day', '1', '每日文章阅读量'],
    ]);
    expect(models[1]!.columns?.map((c) => c.label)).toEqual(['日期', '文章数', '阅读量']);
    const refused = await rejection(listModels(applicant, pc));
    expect(refused.status).toBe(403);
  });
});
