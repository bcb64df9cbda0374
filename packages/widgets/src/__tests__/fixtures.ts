// Test data builders: controls and content items in the wire shapes of spec 1 §3, and the page's
// data sources as a real scheduler over an in-memory loader (the scheduler's loader seam).
import { createElement, useEffect, useMemo, type ReactNode } from 'react';
import type { Control, ContentItem } from '@tessera/protocol';
import { createDataSourceScheduler } from '@tessera/datasources';
import type { LoadRequest, LoadedPage } from '@tessera/datasources';
import { TesseraProvider } from '@tessera/react';

/** What a test source answers: its items, still loading (never answers), or a failure. */
export interface SourceFixture {
  status: 'ready' | 'loading' | 'error';
  total: number;
  items: ContentItem[];
  error?: string;
}

/** A content item whose custom fields hold `{ iv }` values (spec 1 §3 Content item). */
export function contentItem(id: string, fields: Record<string, unknown>): ContentItem {
  const data: Record<string, { iv: unknown }> = {};
  for (const [name, value] of Object.entries(fields)) data[name] = { iv: value };
  return {
    id,
    contentId: `content-${id}`,
    version: 1,
    created: '2024-01-01T00:00:00Z',
    createdBy: 'sub:guest',
    lastModified: '2024-01-01T00:00:00Z',
    lastModifiedBy: 'sub:guest',
    status: 'Published',
    data,
  };
}

/** `count` articles with titles 文章 1..n and descriptions 摘要 1..n. */
export function articles(count: number): ContentItem[] {
  return Array.from({ length: count }, (_, index) =>
    contentItem(`a${index + 1}`, { title: `文章 ${index + 1}`, summary: `摘要 ${index + 1}` }),
  );
}

/** A ready result holding `items`, with `total` defaulting to the item count. */
export function ready(items: ContentItem[], total = items.length): SourceFixture {
  return { status: 'ready', total, items };
}

/** Overrides for {@link listControl}. */
export interface ListControlOptions {
  id?: string;
  props?: Record<string, unknown>;
  bindInfo?: Control['bindInfo'];
  pageSize?: number;
  layout?: Partial<Control['layout']>;
}

/** A List control bound to data source `news`, title field `title`, description `summary`. */
export function listControl(options: ListControlOptions = {}): Control {
  return {
    id: options.id ?? 'list-1',
    parentId: null,
    typeName: 'List',
    layout: { x: 0, y: 0, w: 6, h: 2, ...options.layout },
    props: options.props ?? {},
    bindInfo: options.bindInfo ?? { dsId: 'news', title: 'title', description: 'summary' },
    cssData: options.pageSize === undefined ? {} : { pagination: { pageSize: options.pageSize } },
  };
}

/** A control of any type at a grid position. */
export function control(id: string, typeName: string, layout: Control['layout']): Control {
  return { id, parentId: null, typeName, layout, props: {} };
}

/** Props of {@link SourcesProvider}. */
export interface SourcesProviderProps {
  /** What each data source answers, by dsId. */
  results?: Readonly<Record<string, SourceFixture>>;
  children?: ReactNode;
}

/**
 * A page whose data sources answer `results`: a real data-source scheduler, loaded on mount,
 * handed to the widgets through `TesseraProvider`.
 */
export function SourcesProvider({ results = {}, children }: SourcesProviderProps) {
  const scheduler = useMemo(
    () =>
      createDataSourceScheduler({
        dataSources: Object.keys(results).map((dsId) => ({ dsId, schemaName: dsId })),
        loader: (request: LoadRequest) => {
          const fixture = results[request.config.dsId]!;
          if (fixture.status === 'loading') return new Promise<LoadedPage>(() => undefined);
          if (fixture.status === 'error') return Promise.reject(new Error(fixture.error ?? ''));
          return Promise.resolve({ total: fixture.total, items: fixture.items });
        },
      }),
    [results],
  );
  useEffect(() => {
    void scheduler.load();
    return () => scheduler.dispose();
  }, [scheduler]);
  return createElement(TesseraProvider, { scheduler }, children);
}
