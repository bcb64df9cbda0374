// The catalogue's data sources: a real scheduler (createDataSourceScheduler) whose loader and
// submitter answer from a story's fixed data. A catalogue shows states, not server behaviour.
import type { ContentItem } from '@tessera/protocol';
import { createDataSourceScheduler } from '@tessera/datasources';
import type {
  DataSourceConfig,
  DataSourceScheduler,
  DataSourceSubmitter,
  LoadRequest,
  LoadedPage,
  SubmitMutation,
} from '@tessera/datasources';

/** What one story data source answers. */
export interface StorySource {
  /** `ready` (default) answers `items`; `loading` never answers; `error` fails with `error`. */
  state?: 'ready' | 'loading' | 'error';
  /** The source's items (each custom field `{ iv }`, spec 1 §3 Content item). */
  items?: readonly ContentItem[];
  /** The total reported by the server; default the item count. */
  total?: number;
  /** The failure text of an `error` source (the server's rspInf). */
  error?: string;
  /** More of the source's definition (kind, paging, selection …) beyond dsId and schemaName. */
  config?: Partial<DataSourceConfig>;
}

/** Answers one page of a story source, honouring skip/top as the server does. */
function answer(source: StorySource, request: LoadRequest): Promise<LoadedPage> {
  if (source.state === 'loading') return new Promise<LoadedPage>(() => undefined);
  if (source.state === 'error') return Promise.reject(new Error(source.error ?? '数据加载失败'));
  const items = source.items ?? [];
  const top = request.top > 0 ? request.top : items.length;
  return Promise.resolve({
    total: source.total ?? items.length,
    items: items.slice(request.skip, request.skip + top),
  });
}

let savedCount = 0;

/** The item a story "server" answers for an add or update: the submitted fields as `{ iv }`. */
function savedItem(mutation: SubmitMutation): ContentItem {
  savedCount += 1;
  const data: Record<string, { iv: unknown }> = {};
  for (const [name, value] of Object.entries(mutation.contentData ?? {}))
    data[name] = { iv: value };
  const now = new Date().toISOString();
  return {
    id: mutation.id ?? `story-${savedCount}`,
    contentId: `story-content-${savedCount}`,
    version: (mutation.version ?? 0) + 1,
    created: now,
    createdBy: 'sub:story',
    lastModified: now,
    lastModifiedBy: 'sub:story',
    status: 'Published',
    data,
  };
}

/** A submitter that accepts every change, as a server would when the data is valid. */
export const storySubmitter: DataSourceSubmitter = {
  mutate: (mutation) => Promise.resolve(mutation.type === 'delete' ? null : savedItem(mutation)),
  incrementField: () => Promise.resolve(null),
  batch: (mutations) =>
    Promise.resolve(mutations.map((m) => (m.type === 'delete' ? null : savedItem(m)))),
};

/**
 * A page's scheduler over story sources, by dsId. Call `load()` once mounted, `dispose()` after.
 *
 * @example
 * ```ts
 * const scheduler = createStoryScheduler({ news: { items: articles(5) } });
 * ```
 */
export function createStoryScheduler(
  sources: Readonly<Record<string, StorySource>>,
): DataSourceScheduler {
  const dataSources = Object.entries(sources).map(([dsId, source]) => ({
    dsId,
    schemaName: dsId,
    ...source.config,
  })) as DataSourceConfig[];
  return createDataSourceScheduler({
    dataSources,
    loader: (request) => answer(sources[request.config.dsId] ?? {}, request),
    submitter: storySubmitter,
  });
}
