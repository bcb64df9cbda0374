// A whole page for the shell stories: the page JSON (layout, theme, master page) drawn by the
// Pc PageShell, its data sources answering the demo articles.
import type { Control, PageJsonData } from '@tessera/protocol';
import { PageShell } from '../../src/pc/index.js';
import { listSource } from '../support/listStories.js';
import type { StoryPageOptions } from '../support/StoryPage.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { STORY_IDS } from '../support/storyServer.js';

/** A List of the demo articles at a grid position, in a region (`@aside`) or the main area. */
export function articleList(id: string, title: string, y: number, parentId: string | null = null) {
  return {
    ...storyControl('List', {
      id,
      props: { title, titleIsShow: true },
      bindInfo: { dsId: 'articles', title: 'title', description: 'summary' },
      cssData: { pagination: { pageSize: 5 } },
      layout: { x: 0, y, w: 24, h: 3 },
      events: ['rowClick'],
    }),
    parentId,
  } as Control;
}

/** What a shell story's page holds beyond its controls. */
export interface ShellPage {
  title: string;
  layout?: object;
  styleName?: string;
  controls: Control[];
  templatePageData?: { controls: Control[]; layout?: object } | null;
  templateId?: string;
}

/** The page JSON of a shell story (as jsonpagedata answers it). */
export function shellPageJson(page: ShellPage): PageJsonData {
  return {
    pageId: STORY_IDS.pageId,
    title: page.title,
    pageType: 'Page',
    version: 1,
    templateId: page.templateId ?? '',
    styleName: page.styleName,
    templatePageData: page.templatePageData ?? null,
    pageData: { controls: page.controls, layout: page.layout },
    pageDataSource: [],
  } as unknown as PageJsonData;
}

/** The story parameters of a shell page: its sources and controls. */
export function shellParameters(page: ShellPage): { layout: string; page: StoryPageOptions } {
  const controls = [...page.controls, ...(page.templatePageData?.controls ?? [])];
  return {
    layout: 'fullscreen',
    page: {
      controls,
      sources: { articles: listSource({ items: storyArticles(12) }) },
    },
  };
}

/** Draws a shell story's page. */
export function ShellStoryPage({ page }: { page: ShellPage }) {
  return (
    <PageShell
      page={shellPageJson(page)}
      title={page.title}
      appName="Tessera 演示"
      path="/widgets/layouts"
    />
  );
}
