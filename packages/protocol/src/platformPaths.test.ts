import { describe, expect, it } from 'vitest';
import { PAGE_PATHS, SCHEMA_PATHS, SUB_APP_PATHS } from './platformPaths.js';
import { DATA_FLOW_PATHS, MEDIA_PATHS, MODEL_PATHS } from './servicePaths.js';

const app = '7e55e7a0-0000-4000-8000-000000000001';
const sub = '7e55e7a0-0001-4000-8000-000000000001';
const designer = { appId: app, subAppId: sub, appType: 'Pc' };

/** The URL the client requests for a built path (README "Paths of the data platform"). */
function requested(built: string): string {
  return (built.startsWith('/') ? built : `/api/${built}`).split('?')[0]!;
}

/** True when a Fastify route pattern matches the path. */
function matches(pattern: string, path: string): boolean {
  const source = pattern
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`).test(path);
}

const cases: [string, { pattern: string }, string][] = [
  ['schemas', SCHEMA_PATHS.schemas, SCHEMA_PATHS.schemas.build(app, { currentIndex: 1 })],
  ['schema', SCHEMA_PATHS.schema, SCHEMA_PATHS.schema.build(app, 'article')],
  ['schemaDetails', SCHEMA_PATHS.schemaDetails, SCHEMA_PATHS.schemaDetails.build(app, ['a', 'b'])],
  [
    'autoSerialNo',
    SCHEMA_PATHS.autoSerialNo,
    SCHEMA_PATHS.autoSerialNo.build({ app, schemaname: 's', fieldname: 'f', type: 1 }),
  ],
  [
    'schemaReferences',
    SCHEMA_PATHS.schemaReferences,
    SCHEMA_PATHS.schemaReferences.build(app, 's'),
  ],
  ['pages', PAGE_PATHS.pages, PAGE_PATHS.pages.build(designer)],
  ['putongPages', PAGE_PATHS.putongPages, PAGE_PATHS.putongPages.build(app)],
  ['page', PAGE_PATHS.page, PAGE_PATHS.page.build({ ...designer, pageId: sub })],
  [
    'pageParameters',
    PAGE_PATHS.pageParameters,
    PAGE_PATHS.pageParameters.build({ ...designer, pageId: sub, envType: 'Runtime' }),
  ],
  ['devFirstPage', PAGE_PATHS.devFirstPage, PAGE_PATHS.devFirstPage.build(designer)],
  [
    'pagesContent',
    PAGE_PATHS.pagesContent,
    PAGE_PATHS.pagesContent.build({ appId: app, appType: 'Pc' }, { pageTitle: '首页' }),
  ],
  ['savePage', PAGE_PATHS.savePage, PAGE_PATHS.savePage.build(designer)],
  [
    'changeTheme',
    SUB_APP_PATHS.changeTheme,
    SUB_APP_PATHS.changeTheme.build({ appId: app, subAppId: sub, theme: 't' }),
  ],
  [
    'getPageConfigJson',
    SUB_APP_PATHS.getPageConfigJson,
    SUB_APP_PATHS.getPageConfigJson.build({ appId: app, subAppId: sub }),
  ],
  [
    'silenceLoginSwitch',
    SUB_APP_PATHS.silenceLoginSwitch,
    SUB_APP_PATHS.silenceLoginSwitch.build({ appId: app, subAppId: sub }),
  ],
  [
    'subAppDetail',
    SUB_APP_PATHS.subAppDetail,
    SUB_APP_PATHS.subAppDetail.build({ appId: app, subAppId: sub }),
  ],
  ['postImage', MEDIA_PATHS.postImage, MEDIA_PATHS.postImage.build(designer)],
  ['tempImage', MEDIA_PATHS.tempImage, MEDIA_PATHS.tempImage.build(app)],
  [
    'imageFile',
    MEDIA_PATHS.imageFile,
    MEDIA_PATHS.imageFile.build({ nameSpace: 'page', field: 'image', id: sub, extension: 'png' }),
  ],
  ['videosByIds', MEDIA_PATHS.videosByIds, MEDIA_PATHS.videosByIds.build(app, ['a', 'b'])],
  ['dataflow list', DATA_FLOW_PATHS.list, DATA_FLOW_PATHS.list.build(app, { order: 'descending' })],
  ['groupRun', DATA_FLOW_PATHS.groupRun, DATA_FLOW_PATHS.groupRun.build('g', app, 'f')],
  ['queryOlapResult', MODEL_PATHS.queryOlapResult, MODEL_PATHS.queryOlapResult.build(app)],
];

describe('data platform paths', () => {
  it.each(cases)('%s: the built path matches the server pattern', (_name, entry, built) => {
    expect(matches(entry.pattern, requested(built))).toBe(true);
  });

  it('encodes every segment and query value', () => {
    expect(SCHEMA_PATHS.schema.build(app, 'a/b')).toBe(`${app}/schemas/a%2Fb`);
    expect(PAGE_PATHS.pagesContent.build({ appId: app, appType: 'Pc' }, { pageTitle: 'a&b' })).toBe(
      `${app}/designer/Pc/pages/content?pageTitle=a%26b`,
    );
  });
});
