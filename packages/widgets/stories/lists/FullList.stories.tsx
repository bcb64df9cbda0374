// /full-list (spec 1 §2 Full list): a List or Card list handed over by 查看更多, drawn in full
// with load more until 我是有底线的~ (or the designer's text); the page-lost view.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Control } from '@tessera/protocol';
import { FullListView, PageLostView } from '../../src/pc/index.js';
import { listSource } from '../support/listStories.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { STORY_IDS } from '../support/storyServer.js';

interface Args {
  control: Control;
  finishedText?: string;
}

const meta: Meta<Args> = {
  title: 'Lists/FullList',
  parameters: { layout: 'fullscreen' },
  render: ({ control, finishedText }) => (
    <FullListView
      handOver={{ pageId: STORY_IDS.pageId, control, dataSources: {}, finishedText }}
      onBack={() => undefined}
    />
  ),
};
export default meta;

type Story = StoryObj<Args>;

const list = storyControl('List', {
  props: { title: '热门动态', titleIsShow: true },
  bindInfo: { dsId: 'news', title: 'title', description: 'summary' },
  cssData: { pagination: { pageSize: 5 } },
  events: ['rowClick'],
});

const cards = storyControl('CardList', {
  props: { title: '排行榜', titleIsShow: true, showRank: true, thumbnailSize: 64 },
  bindInfo: { dsId: 'news', value1: { fieldName: 'cover' }, value2: { fieldName: 'title' } },
  cssData: { pagination: { pageSize: 5 } },
});

function page(control: Control, count: number) {
  return {
    page: { controls: [control], sources: { news: listSource({ items: storyArticles(count) }) } },
  };
}

/** Every item of a List loaded: 我是有底线的~. */
export const ListAllLoaded: Story = { args: { control: list }, parameters: page(list, 8) };

/** A Card list with more to load, and the designer's finished text. */
export const CardListLoadMore: Story = {
  args: { control: cards, finishedText: '没有更多了' },
  parameters: page(cards, 30),
};

/** /full-list opened without a hand-over (e.g. a reload in a new tab). */
export const PageLost: Story = { render: () => <PageLostView onHome={() => undefined} /> };
