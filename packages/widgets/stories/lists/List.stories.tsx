// The List widget (spec 1 §2 List) in each of its states: loading, error, empty, rows, 查看更多.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Control } from '@tessera/protocol';
import type { StoryPageOptions } from '../support/StoryPage.js';
import type { StorySource } from '../support/storySources.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { WidgetFrame } from '../support/WidgetFrame.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Lists/List',
  render: ({ control }) => <WidgetFrame control={control} width={560} />,
};
export default meta;

type Story = StoryObj<Args>;

/** A List bound to `news` (title and summary), with a row click that shows a message. */
function list(props: Record<string, unknown> = {}, pageSize?: number): Control {
  return storyControl('List', {
    props,
    bindInfo: { dsId: 'news', title: 'title', description: 'summary' },
    cssData: pageSize === undefined ? {} : { pagination: { pageSize } },
    events: ['rowClick'],
  });
}

/** The story's control as `args` and the page holding it with `news` answering `source`. */
function story(control: Control, source: StorySource): Story {
  const page: StoryPageOptions = { sources: { news: source }, controls: [control] };
  return { args: { control }, parameters: { page } };
}

/** Rows of title and summary. */
export const Rows = story(list(), { items: storyArticles(5) });

/** More items than the page size: five rows and 查看更多. */
export const WithMore = story(list({}, 5), { items: storyArticles(12), total: 48 });

/** pagination mode `all`: every item, no 查看更多. */
export const PaginationAll = story(list({ paginationMode: 'all' }, 5), { items: storyArticles(8) });

/** A custom title. */
export const CustomTitle = story(list({ title: '通知公告' }), { items: storyArticles(4) });

/** The title bar hidden (titleIsShow false). */
export const WithoutTitleBar = story(list({ titleIsShow: false }), { items: storyArticles(4) });

/** 数据加载中... while the source loads. */
export const Loading = story(list(), { state: 'loading' });

/** The server's failure text. */
export const LoadError = story(list(), {
  state: 'error',
  error: '数据源 news 加载失败：服务器繁忙',
});

/** No items: the empty picture and 暂无数据. */
export const Empty = story(list(), { items: [] });

/** No items with the designer's tip (dataForm.diyTips). */
export const EmptyWithCustomTip = story(list({ dataForm: { diyTips: '还没有发布任何公告' } }), {
  items: [],
});

/** Not bound to a data source. */
export const Unbound: Story = {
  args: { control: storyControl('List', { bindInfo: {} }) },
};
