// The amis bench page (apps/pc-runtime/README.md "Benchmark"): the settings for this host, the
// page at `?url=` from the page definitions, its JSON, then amis renders it with a fetcher that
// loads each data source through @tessera's request client — the calls pc-runtime makes.
import 'amis/lib/themes/cxd.css';
import 'amis/lib/helper.css';
import { render as renderAmis } from 'amis';
import { createRoot } from 'react-dom/client';
import {
  getJsonPageData,
  getPageRouters,
  getSettings,
  settingsContext,
  subAppRef,
} from '@tessera/api';
import type { DataSourceConfig } from '@tessera/datasources';
import type { Control } from '@tessera/protocol';
import { createBenchClient } from './tesseraClient.js';
import { createTesseraFetcher } from './tesseraFetcher.js';
import { toAmisSchema } from './toAmisSchema.js';

async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const url = new URLSearchParams(window.location.search).get('url') ?? '/widgets/bench';
  const base = createBenchClient(window.location.origin);
  const settings = await getSettings(base, { host: window.location.host });
  const client = base.withContext(settingsContext(settings));
  const subApp = subAppRef(settings);
  const routes = await getPageRouters(client, subApp);
  const route = routes.find((page) => page.url === url);
  if (!route) throw new Error(`No page at ${url}`);
  const page = await getJsonPageData(
    client.withContext({ pageId: route.pageId }),
    subApp,
    route.pageId,
  );
  const controls = (page.pageData?.controls ?? []) as Control[];
  const sources = (page.pageDataSource ?? []) as DataSourceConfig[];
  const fetcher = createTesseraFetcher(
    client.withContext({ pageId: route.pageId }),
    settings.appId,
    sources,
  );
  createRoot(root).render(
    renderAmis(toAmisSchema(controls), {}, { fetcher: fetcher as never, theme: 'cxd' }),
  );
}

void start();
