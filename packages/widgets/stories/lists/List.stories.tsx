// The List widget (spec 1 §2 List) in each of its states: rows with covers left and right and the
// operations, loading, error, empty, 查看更多 and pagination all.
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Control } from '@tessera/protocol';
import { controlStory } from '../support/listStories.js';
import { storyControl } from '../support/storyControls.js';
import { storyArticles } from '../support/storyData.js';
import { WidgetFrame } from '../support/WidgetFrame.js';

interface Args {
  control: Control;
}

const meta: Meta<Args> = {
  title: 'Lists/List',
  render: ({ control }) => <WidgetFrame control={control} width={640} />,
};
export default meta;

type Story = StoryObj<Args>;

const OPERATE_LIST = [{ label: '点赞' }, { label: '评论' }, { label: '转发' }];

/** A List bound to `news` (title, summary, cover, author, three counters), with its events. */
function list(props: Record<string, unknown> = {}, pageSize = 4): Control {
  return storyControl('List', {
    props: { titleIsShow: true, title: '热门动态', ...props },
    bindInfo: {
      dsId: 'news',
      title: 'title',
      description: 'summary',
      cover: 'cover',
      bottom: 'author',
    },
    cssData: { pagination: { pageSize }, coverImage: { height: 96 } },
    events: ['rowClick', 'operationOneClick', 'operationTwoClick', 'operationThereClick'],
    extra: {
      bindInfos: {
        operationOneBindInfo: { dsId: 'news', fieldName: 'likes' },
        operationTwoBindInfo: { dsId: 'news', fieldName: 'comments' },
        operationThereBindInfo: { dsId: 'news', fieldName: 'shares' },
      },
    },
  });
}

const covered = { showPic: true, operateList: OPERATE_LIST };

/** Cover on the left, operations as icon and number (1000 shows 100+). */
export const CoverLeft: Story = controlStory(
  list({ ...covered, picPosition: 'left', operationStatus: 'iconNumber' }),
  { items: storyArticles(12) },
);

/** Cover on the right, operations as number and label. */
export const CoverRight: Story = controlStory(
  list({ ...covered, picPosition: 'right', operationStatus: 'labelNumber' }),
  { items: storyArticles(12) },
);

/** Title and summary only. */
export const Rows: Story = controlStory(list({ title: '通知公告' }), { items: storyArticles(3) });

/** More items than the page size: 查看更多. */
export const WithMore: Story = controlStory(list({}, 3), { items: storyArticles(12), total: 48 });

/** pagination mode `all`: every item, no 查看更多. */
export const PaginationAll: Story = controlStory(list({ paginationMode: 'all' }, 3), {
  items: storyArticles(6),
});

/** The title bar hidden (titleIsShow false). */
export const WithoutTitleBar: Story = controlStory(list({ titleIsShow: false }), {
  items: storyArticles(3),
});

/** 数据加载中... while the source loads. */
export const Loading: Story = controlStory(list(), { state: 'loading' });

/** The server's failure text. */
export const LoadError: Story = controlStory(list(), {
  state: 'error',
  error: '数据源 news 加载失败：服务器繁忙',
});

/** No items: the empty picture and 暂无数据. */
export const Empty: Story = controlStory(list(), { items: [] });

/** No items with the designer's tip (dataForm.diyTips). */
export const EmptyWithCustomTip: Story = controlStory(
  list({ dataForm: { diyTips: '还没有发布任何动态' } }),
  { items: [] },
);

/** Not bound to a data source. */
export const Unbound: Story = {
  args: { control: storyControl('List', { props: { title: '未绑定数据源' }, bindInfo: {} }) },
};
