// The page grid (spec 1 §4 Grid, §9 constants): controls of several types placed by their
// layouts, the breakpoints switching columns at 1280 / 996 / 768 / 480 px.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Control } from '@tessera/protocol';
import { GridRenderer } from '../../src/pc/index.js';
import { listSource } from '../support/listStories.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';

interface Args {
  controls: Control[];
}

const meta: Meta<Args> = {
  title: 'Grid/GridRenderer',
  render: ({ controls }) => <GridRenderer controls={controls} />,
};
export default meta;

type Story = StoryObj<Args>;

const CONTROLS: Control[] = [
  storyControl('Button', {
    id: 'grid-button',
    props: { label: '新建文章' },
    layout: { x: 0, y: 0, w: 6, h: 1 },
    events: ['click'],
  }),
  storyControl('List', {
    id: 'grid-list',
    props: { title: '文章列表', titleIsShow: true },
    bindInfo: { dsId: 'news', title: 'title', description: 'summary' },
    cssData: { pagination: { pageSize: 4 } },
    layout: { x: 0, y: 1, w: 12, h: 3 },
  }),
  storyControl('CardList', {
    id: 'grid-cards',
    props: { title: '排行榜', titleIsShow: true, showRank: true, thumbnailSize: 48 },
    bindInfo: { dsId: 'news', value1: { fieldName: 'cover' }, value2: { fieldName: 'title' } },
    cssData: { pagination: { pageSize: 3 } },
    layout: { x: 12, y: 1, w: 12, h: 3 },
  }),
  storyControl('Unknown', { id: 'grid-unknown', layout: { x: 6, y: 0, w: 6, h: 1 } }),
];

const page = {
  page: { controls: CONTROLS, sources: { news: listSource({ items: storyArticles(8) }) } },
};

/** A page's controls on the grid, with a control of a type no widget is registered for. */
export const Page: Story = { args: { controls: CONTROLS }, parameters: page };

/** The same page at 768 px: 12 columns (spec 1 §9 sm). */
export const Small: Story = {
  args: { controls: CONTROLS },
  parameters: {
    ...page,
    viewport: { options: { sm: { name: 'sm 768', styles: { width: '768px', height: '900px' } } } },
  },
  globals: { viewport: { value: 'sm' } },
};
